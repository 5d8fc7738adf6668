import { temporarilyUnavailableMessage } from '@portal/shared/rules';

/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * PostgreSQL down, restarting or refusing connections, a connection cut mid-query, the pool's connect
 * timeout; SQLite locked or its file unreadable. plugins/errors.ts answers them with 503 and a
 * Retry-After, never a 500, and the pool reconnects by itself once the server is back.
 */

/** Socket errors of the pg client, and PostgreSQL SQLSTATEs of class 08 (connection) and 57P (shutdown). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);

/** pg's own messages for a lost or never made connection (these errors carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text));
}

/** True for a database-unavailable error, also when wrapped (`cause`) or one of an AggregateError's. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (isUnavailableOne(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The message of that 503; the UI recognises it and shows its own translated text. */
export const TEMPORARILY_UNAVAILABLE_MESSAGE = temporarilyUnavailableMessage;

/** Seconds a client should wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
