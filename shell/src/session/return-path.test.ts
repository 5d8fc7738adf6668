import { describe, expect, it } from 'vitest';
import { isPortalPath, returnPathOf } from './return-path';

describe('the sign-in return path', () => {
  it('takes a path of this portal, with its query', () => {
    expect(returnPathOf('?next=%2Fmeld-fejl%3Ftoken%3Dabc')).toBe('/meld-fejl?token=abc');
    expect(returnPathOf('', { from: '/aktuelle-fejl?fejl=F-1' })).toBe('/aktuelle-fejl?fejl=F-1');
  });

  it('never another site, a backslash path browsers read as one, or the sign-in page', () => {
    for (const url of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '/login?next=/x']) {
      expect(returnPathOf(`?next=${encodeURIComponent(url)}`), url).toBeUndefined();
    }
    expect(isPortalPath('/\\evil.example')).toBe(false);
    expect(isPortalPath('/profil')).toBe(true);
  });
});
