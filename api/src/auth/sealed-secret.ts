import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) under SSO_SECRET_KEY, for what single sign-on keeps out of sight: the
 * customers' client secrets in the database and the sign-in's state, nonce and PKCE verifier in the browser's
 * cookie. `purpose` is bound into the key, so a value sealed for one use never opens as the other.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each base64url.
 */

const VERSION = 'v1';

function keyFor(secretKey: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}\u0000${secretKey}`).digest();
}

export function seal(secretKey: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secretKey, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** The plaintext, or undefined for anything not sealed with this key and purpose (altered, another key, garbage). */
export function unseal(secretKey: string, purpose: string, sealed: string): string | undefined {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secretKey, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The purposes sealed under SSO_SECRET_KEY: the import seals client secrets, single sign-on opens them. */
export const CLIENT_SECRET_PURPOSE = 'sso-client-secret';
export const FLOW_COOKIE_PURPOSE = 'sso-flow-cookie';
