import { maxPasswordLength, minPasswordLength, passwordMessageKeys } from '@portal/shared/rules';
import { InvalidInputError } from '../errors/domain-errors.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

const common = new Set(COMMON_PASSWORDS);

/** What a password must not be built on: the person's name and e-mail, the provider's name. */
export interface PasswordContext {
  email?: string | undefined;
  name?: string | undefined;
  providerName?: string | undefined;
}

/** Letters and digits only, lower-cased: "Nordisk Sikring A/S" -> "nordisksikringas". */
const compact = (text: string): string => text.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Words shorter than this are too common to refuse ("A/S", "Bo"). */
const MIN_WORD = 3;
/** A password built on a context word must add at least this many other letters. */
const MIN_OTHER_LETTERS = 4;

/** The context's words, longest first (so "nordisksikring" goes before "nordisk"). */
function contextWords(context: PasswordContext): string[] {
  const email = context.email?.toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const sources = [context.name ?? '', local, domain.split('.')[0] ?? '', context.providerName ?? ''];
  const words = new Set<string>();
  for (const source of sources) {
    words.add(compact(source));
    for (const part of source.split(/[^\p{L}\p{N}]+/u)) words.add(compact(part));
  }
  return [...words].filter((word) => [...word].length >= MIN_WORD).sort((a, b) => b.length - a.length);
}

/**
 * True when the password is the person's name, e-mail or the provider's name, or one of them with
 * little else: once every such word is taken out, fewer than four letters remain (digits and signs
 * add nothing: "Peter-Jensen-1987", "NordiskSikring2026!"). A password that only contains a name
 * among enough other letters ("PeterDrikkerKaffe7") passes.
 */
export function isBuiltOnContext(password: string, context: PasswordContext): boolean {
  let rest = compact(password);
  let found = false;
  for (const word of contextWords(context)) {
    if (!rest.includes(word)) continue;
    found = true;
    rest = rest.split(word).join('');
  }
  return found && [...rest.replace(/\p{N}/gu, '')].length < MIN_OTHER_LETTERS;
}

/**
 * The password rules: a minimum length, a maximum (bounds the hashing work), not one of the
 * well-known leaked passwords, not one character repeated, not built on the person's name, e-mail or
 * the provider's name. 400 with the message's dictionary key otherwise.
 */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}): void {
  const length = [...password].length;
  if (length < minPasswordLength) {
    throw new InvalidInputError(`The password must be at least ${minPasswordLength} characters`).withKey(passwordMessageKeys.tooShort);
  }
  if (length > maxPasswordLength) throw new InvalidInputError(`The password must be at most ${maxPasswordLength} characters`);
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(compact(password)) || /^(.)\1+$/u.test(password)) {
    throw new InvalidInputError('The password is too common: choose another one').withKey(passwordMessageKeys.tooCommon);
  }
  if (lower === context.email?.toLowerCase() || isBuiltOnContext(password, context)) {
    throw new InvalidInputError("The password must not be built on your name, your e-mail or the provider's name").withKey(passwordMessageKeys.personal);
  }
}
