import { describe, expect, it } from 'vitest';
import { contractRefusal } from './incompatible-remote.error';
import { isCompatibleContract, parseRemoteRegistry, PORTAL_CONTRACT_VERSION, registryFromEnv } from './remote-registry.js';

describe('the remote registry', () => {
  it('keeps names and base URLs only, each URL ending in a slash', () => {
    expect(
      parseRemoteRegistry({
        remotes: [
          { name: 'mfe_issues', url: 'https://cdn.example/issues', routes: ['ignored'] },
          { name: 'mfe_locations', url: '/mfe/locations' },
        ],
      }),
    ).toEqual({
      remotes: [
        { name: 'mfe_issues', url: 'https://cdn.example/issues/' },
        { name: 'mfe_locations', url: '/mfe/locations/' },
      ],
    });
  });

  it('refuses what is not a registry with a readable message', () => {
    expect(() => parseRemoteRegistry([])).toThrow('"remotes" array');
    expect(() => parseRemoteRegistry({ remotes: [{ name: 'mfe-issues', url: '/x/' }] })).toThrow('Module Federation name');
    expect(() => parseRemoteRegistry({ remotes: [{ name: 'mfe_x', url: 'ftp://host/' }] })).toThrow('http:// or https://');
    expect(() => parseRemoteRegistry({ remotes: [{ name: 'mfe_x', url: '//host/x/' }] })).toThrow('is not a URL');
    expect(() => parseRemoteRegistry({ remotes: [{ name: 'mfe_x', url: '/a/' }, { name: 'mfe_x', url: '/b/' }] })).toThrow('listed twice');
  });

  it('reads REMOTE_<NAME>_URL variables, and nothing when none is set', () => {
    expect(registryFromEnv({ REMOTE_LOCATIONS_URL: 'http://localhost:8102', REMOTE_ISSUES_URL: ' https://cdn.example/i/ ', OTHER: 'x' })).toEqual({
      remotes: [
        { name: 'mfe_issues', url: 'https://cdn.example/i/' },
        { name: 'mfe_locations', url: 'http://localhost:8102/' },
      ],
    });
    expect(registryFromEnv({ REMOTE_ISSUES_URL: '' })).toBeNull();
    expect(() => registryFromEnv({ REMOTE_ISSUES_URL: 'not a url' })).toThrow('REMOTE_ISSUES_URL');
  });
});

describe('the contract version', () => {
  it('is a major.minor.patch version, and the same major is compatible whatever the minor', () => {
    expect(PORTAL_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(isCompatibleContract('1.0.0', '1.4.2')).toBe(true);
    expect(isCompatibleContract('1.9.0', '1.0.0')).toBe(true);
    expect(isCompatibleContract('2.0.0', '1.0.0')).toBe(false);
    expect(isCompatibleContract(undefined, '1.0.0')).toBe(false);
    expect(isCompatibleContract('1.0', '1.0.0')).toBe(false);
  });

  it('refuses another major or a missing version, naming both versions', () => {
    expect(contractRefusal('mfe_x', PORTAL_CONTRACT_VERSION)).toBeNull();
    expect(contractRefusal('mfe_x', '99.0.0')?.message).toContain(`mfe_x was built against contract 99.0.0; this shell has ${PORTAL_CONTRACT_VERSION}`);
    expect(contractRefusal('mfe_x', undefined)?.built).toBe('unknown');
  });
});
