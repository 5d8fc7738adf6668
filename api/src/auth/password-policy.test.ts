import { describe, expect, it } from 'vitest';
import { passwordMessageKeys } from '@portal/shared/rules';
import { InvalidInputError } from '../errors/domain-errors.js';
import { assertAcceptablePassword, isBuiltOnContext, type PasswordContext } from './password-policy.js';

const person: PasswordContext = { name: 'Peter Jensen', email: 'peter.jensen@nordhavn.dk', providerName: 'Nordisk Sikring A/S' };

/** The dictionary key of the refusal, or null when the password is accepted. */
function refusal(password: string, context: PasswordContext = person): string | null {
  try {
    assertAcceptablePassword(password, context);
    return null;
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    return error.key ?? 'no key';
  }
}

describe('password rules', () => {
  it("refuses the person's name, e-mail and the provider's name, alone or with digits and signs", () => {
    for (const password of [
      'Peter Jensen',
      'peterjensen',
      'PeterJensen2026!',
      'Peter-Jensen-1987',
      'jensen1234567',
      'peter.jensen@nordhavn.dk',
      'Peter.Jensen',
      'NordhavnNordhavn',
      'Nordisk Sikring 1990',
      'NordiskSikring2026!',
      'nordisk-sikring-a/s',
      'Sikring12345',
    ]) {
      expect(refusal(password), password).toBe(passwordMessageKeys.personal);
    }
  });

  it('accepts a password that only contains a name among enough other letters, or none of them', () => {
    for (const password of ['PeterDrikkerKaffe7', 'Sikring-af-hegnet-i-haven', 'Grøn-Trappe-Ved-Havnen', 'korrekt hest batteri hæfteklamme']) {
      expect(refusal(password), password).toBeNull();
    }
    // Without a context (a test, an import) only the other rules apply.
    expect(refusal('Peter-Jensen-1987', {})).toBeNull();
    expect(isBuiltOnContext('AbCd-1234-EfGh', { name: 'Bo', email: 'bo@x.dk' })).toBe(false);
  });

  it('refuses the common passwords, also written with capitals and signs, and season-and-year ones', () => {
    for (const password of ['qwertyuiop', 'Password-123', 'P@ssw0rd123', 'Sommer2027!', 'Efterår2026', 'Winter2031', 'Kundeportal123', 'azertyuiop', '1q2w3e4r5t6y']) {
      expect(refusal(password), password).toBe(passwordMessageKeys.tooCommon);
    }
    expect(refusal('aaaaaaaaaaaa')).toBe(passwordMessageKeys.tooCommon);
    expect(refusal('kort')).toBe(passwordMessageKeys.tooShort);
  });
});
