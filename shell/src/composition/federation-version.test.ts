import { describe, expect, it } from 'vitest';
import { isIncompatibleRemoteError, isLoadFailure } from '@portal/shared';
import { federationRefusal, withFederationVersions } from './federation-version';

describe('federationRefusal', () => {
  it('loads a remote of another minor or patch, and one that states no version', () => {
    expect(federationRefusal('mfe_x', '2.8.2', '2.9.2')).toBeNull();
    expect(federationRefusal('mfe_x', '2.9.3', '2.9.2')).toBeNull();
    expect(federationRefusal('mfe_x', '2.10.0-beta.1', '2.9.2')).toBeNull();
    expect(federationRefusal('mfe_x', undefined, '2.9.2')).toBeNull();
    expect(federationRefusal('mfe_x', '3.0.0', undefined)).toBeNull();
  });

  it('refuses another major, naming the remote and both versions', () => {
    for (const built of ['3.0.0', '1.9.9']) {
      const refusal = federationRefusal('mfe_x', built, '2.9.2');
      expect(isIncompatibleRemoteError(refusal)).toBe(true);
      expect(refusal).toMatchObject({ remote: 'mfe_x', built, expected: '2.9.2', incompatibleWith: 'federation' });
      expect(refusal?.message).toBe(`mfe_x was built with Module Federation ${built}; this page runs 2.9.2 (another major): not loaded`);
    }
  });
});

describe('withFederationVersions', () => {
  it('puts both versions before the error of a remote of another version that failed to start', () => {
    const failure = new TypeError('runtime.x is not a function');
    const error = withFederationVersions(failure, 'mfe_x', '2.8.2', '2.9.2');
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('mfe_x was built with Module Federation 2.8.2; this page runs 2.9.2. runtime.x is not a function');
    expect((error as Error).cause).toBe(failure);
  });

  it('leaves the error of a remote of the same version, a load failure and a refusal as they are', () => {
    const bug = new Error('bug');
    expect(withFederationVersions(bug, 'mfe_x', '2.9.2', '2.9.2')).toBe(bug);
    expect(withFederationVersions(bug, 'mfe_x', undefined, '2.9.2')).toBe(bug);
    const chunk = Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' });
    expect(isLoadFailure(chunk)).toBe(true);
    expect(withFederationVersions(chunk, 'mfe_x', '2.8.2', '2.9.2')).toBe(chunk);
    const refusal = federationRefusal('mfe_x', '3.0.0', '2.9.2');
    expect(withFederationVersions(refusal, 'mfe_x', '3.0.0', '2.9.2')).toBe(refusal);
  });
});
