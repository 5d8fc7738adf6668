import { createHash } from 'node:crypto';

/**
 * How a secret token is kept: its SHA-256 in hex, found through a unique index, so a copy of the database opens
 * nothing (set-password and invitation links, calendar feeds, share links).
 */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
