import { SignJWT, jwtVerify } from 'jose';
import type { NotificationCulture } from '@portal/shared/contract';
import { notificationCultures } from '@portal/shared/rules';

/**
 * The signed one-click unsubscribe link of a digest mail (ADR 0025): an HS256 JWT with the app secret,
 * like the download links (ADR 0006), under its own audience so it can never pass as a session or
 * download token. It names one subscription of one customer and does not expire: a mail kept for
 * months must still unsubscribe, and it can do nothing but remove that one subscription (a removed
 * subscription's link does nothing).
 */
const AUDIENCE = 'unsubscribe';

export interface UnsubscribeTarget {
  subscriptionId: number;
  customerId: number;
  /** The language of the page the link opens. */
  culture: NotificationCulture;
}

export class UnsubscribeLinkInvalidError extends Error {}

export async function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): Promise<string> {
  return new SignJWT({ s: target.subscriptionId, c: target.customerId, l: target.culture })
    // Kept short (no typ, no iat): the token is one path segment, at most 255 characters (plugins/request-limits.ts).
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .sign(new TextEncoder().encode(secret));
}

export async function verifyUnsubscribeToken(secret: string, token: string): Promise<UnsubscribeTarget> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    const { s, c, l } = payload;
    if (typeof s !== 'number' || typeof c !== 'number') throw new UnsubscribeLinkInvalidError();
    const culture = notificationCultures.find((known) => known === l) ?? 'da-DK';
    return { subscriptionId: s, customerId: c, culture };
  } catch {
    throw new UnsubscribeLinkInvalidError();
  }
}

/** The link's absolute URL under PUBLIC_URL. */
export async function unsubscribeUrl(secret: string, publicUrl: string, target: UnsubscribeTarget): Promise<string> {
  return `${publicUrl.replace(/\/+$/, '')}/api/notification/unsubscribe/${await signUnsubscribeToken(secret, target)}`;
}
