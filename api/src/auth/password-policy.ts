import { maxPasswordLength, minPasswordLength, passwordMessageKeys } from '@portal/shared/rules';
import { InvalidInputError } from '../errors/domain-errors.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

const common = new Set(COMMON_PASSWORDS);

/**
 * The password rules (issue 16): a minimum length, a maximum (bounds the hashing work), not one of the
 * well-known leaked passwords, not the user's own e-mail, not one character repeated. 400 with the
 * message's dictionary key otherwise.
 */
export function assertAcceptablePassword(password: string, email?: string): void {
  const length = [...password].length;
  if (length < minPasswordLength) {
    throw new InvalidInputError(`The password must be at least ${minPasswordLength} characters`).withKey(passwordMessageKeys.tooShort);
  }
  if (length > maxPasswordLength) throw new InvalidInputError(`The password must be at most ${maxPasswordLength} characters`);
  const lower = password.toLowerCase();
  const local = email?.toLowerCase().split('@')[0];
  if (common.has(lower) || /^(.)\1+$/u.test(password) || lower === email?.toLowerCase() || (local !== undefined && local.length > 0 && lower === local)) {
    throw new InvalidInputError('The password is too common: choose another one').withKey(passwordMessageKeys.tooCommon);
  }
}
