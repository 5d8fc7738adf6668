import { describe, expect, it } from 'vitest';
import { parseLabelToken, signLabelToken } from './label-token.js';

const SECRET = 'label-token-test-secret-0123456789abcdef';

describe('QR label tokens', () => {
  it('round-trip, and never look like a file name to the static servers (no dot, so no extension)', () => {
    for (let installationId = 1; installationId < 3000; installationId += 7) {
      const token = signLabelToken(SECRET, { installationId, generation: (installationId % 5) + 1 });
      expect(token).not.toContain('.');
      expect(token.length).toBeLessThanOrEqual(45);
      expect(parseLabelToken(SECRET, token)).toEqual({ installationId, generation: (installationId % 5) + 1 });
    }
  });

  it('refuses another secret, another generation or installation, a changed signature and garbage', () => {
    const token = signLabelToken(SECRET, { installationId: 42, generation: 3 });
    expect(parseLabelToken('another-secret-entirely-0123456789abcdef', token)).toBeUndefined();
    expect(parseLabelToken(SECRET, token.replace(/^16-3-/, '16-4-'))).toBeUndefined();
    expect(parseLabelToken(SECRET, token.replace(/^16-/, '17-'))).toBeUndefined();
    expect(parseLabelToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    for (const garbage of ['', 'x', '1-1-', '1.1.AAAAAAAAAAAAAAAAAAAAAA', `${token}A`, '../../etc/passwd']) expect(parseLabelToken(SECRET, garbage)).toBeUndefined();
  });
});
