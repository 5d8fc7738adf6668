import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a unit's QR label (ADR 0054): `<installation id>-<generation>-<signature>`, ids in base 36 and the
 * signature the first 128 bits of an HMAC-SHA256 with the app secret (base64url), under a purpose of its own so
 * it can never pass as any other token. Short, so the label's QR code stays coarse enough for a phone at arm's
 * length. It does not expire; the customer's label generation is in it, and raising the generation (an Admin's
 * rotation) makes every earlier label of the customer fail like a forged one. Parsing checks only the
 * signature; the caller compares the generation with the customer's.
 */
const PURPOSE = 'portal-fault-report-label';
const SIGNATURE_CHARS = 22;
/**
 * Hyphens, not dots, between the parts: a path ending in `.<letters>` is taken for a file by the static servers
 * (portal-static.ts, serve-static.mjs), and the ids (base 36) never hold a hyphen, so the signature (fixed length,
 * base64url) is still told apart.
 */
const TOKEN_PATTERN = /^([0-9a-z]{1,12})-([0-9a-z]{1,8})-([A-Za-z0-9_-]{22})$/;

export interface LabelTarget {
  installationId: number;
  generation: number;
}

function signature(secret: string, target: LabelTarget): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${target.installationId}:${target.generation}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

export function signLabelToken(secret: string, target: LabelTarget): string {
  return `${target.installationId.toString(36)}-${target.generation.toString(36)}-${signature(secret, target)}`;
}

/** The label's target when the token is well-formed and signed with this secret; undefined otherwise. */
export function parseLabelToken(secret: string, token: string): LabelTarget | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const target = { installationId: parseInt(match[1] as string, 36), generation: parseInt(match[2] as string, 36) };
  if (!Number.isSafeInteger(target.installationId) || !Number.isSafeInteger(target.generation)) return undefined;
  const expected = Buffer.from(signature(secret, target));
  const given = Buffer.from(match[3] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? target : undefined;
}
