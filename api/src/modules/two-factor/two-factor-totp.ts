import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { recoveryCodeCount, totpAlgorithm, totpDigits, totpIssuer, totpPeriodSeconds, totpWindowSteps } from '@portal/shared/rules';

/** The authenticator maths (RFC 6238) through `otpauth`; recovery codes and their hashes. */

function totpOf(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: account,
    algorithm: totpAlgorithm,
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit key (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrlOf(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/** The otpauth URL as an SVG QR code in a data URL (the page's policy allows `data:` images). */
export async function qrCodeOf(otpauthUrl: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second step a code of `secret` matches at `now` (± the window), or null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: totpWindowSteps });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds) + delta;
}

export const isTotpCode = (code: string): boolean => new RegExp(`^\\d{${totpDigits}}$`).test(code);

/** No 0/o, 1/l/i: codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * SHA-256 of the code without its dash, lower-cased. A recovery code has 50 bits of randomness and is
 * tried only under the failed-code limit, so a fast hash is enough (a slow one protects guessable passwords).
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase().replace(/-/g, '')).digest('hex');
}
