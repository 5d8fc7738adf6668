import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Stored format: `scrypt$N$r$p$saltB64$hashB64`. */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** False for a wrong password and for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const [, n, r, p, saltB64, hashB64] = stored.split('$');
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelization = Number(p);
  if (![cost, blockSize, parallelization].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(
    password,
    Buffer.from(saltB64 ?? '', 'base64'),
    { N: cost, r: blockSize, p: parallelization },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** True for a stored value `verifyPassword` can check (not an invited employee's '!', not garbage). */
export function isPasswordHash(stored: string): boolean {
  const parts = stored.split('$');
  return parts.length === 6 && parts[0] === 'scrypt';
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check where there is nothing to check against (an unknown e-mail,
 * an invited employee without a password), so response times do not reveal which e-mails exist.
 * The dummy hash has the real parameters; it is made once, on the first call or at `warmDummyHash`.
 */
export async function dummyPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, await warmDummyHash());
  return false;
}

/** Makes the dummy hash now (the app's start), so the first unknown e-mail is not slower than the rest. */
export function warmDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  return dummyHash;
}

/**
 * THE check of a sign-in or current password: one full key derivation whatever is stored (a hash,
 * the invited employee's '!', or nothing for an unknown e-mail); true only for the right password.
 */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined && isPasswordHash(stored)) return verifyPassword(password, stored);
  return dummyPasswordCheck(password);
}
