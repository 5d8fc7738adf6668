import { describe, expect, it } from 'vitest';
import { cultureOfLocale } from './culture-store';

describe('cultureOfLocale', () => {
  it("maps a profile's language to the portal culture", () => {
    expect(cultureOfLocale('da-DK')).toBe('da-dk');
    expect(cultureOfLocale('en-GB')).toBe('en-gb');
    expect(cultureOfLocale('de-DE')).toBe('de-de');
  });

  it('gives undefined for none or an unknown language', () => {
    expect(cultureOfLocale(null)).toBeUndefined();
    expect(cultureOfLocale(undefined)).toBeUndefined();
    expect(cultureOfLocale('fr-FR')).toBeUndefined();
    expect(cultureOfLocale('en-gb')).toBeUndefined();
  });
});
