import type { Revalidator, RevalidatorOptions } from 'swr';
import { temporarilyUnavailableMessage } from '../contract/errors.rules.js';
import { isApiError } from './api-error';

/**
 * Statuses that mean "the server is there but cannot serve right now": the API's 503 while its database
 * is down or restarting (docs/operations.md), and a proxy's 502/504 while the API restarts. Such a
 * failure passes by itself, so the UI says so and asks again; other failures wait for the user.
 */
const TEMPORARY_STATUSES = new Set([502, 503, 504]);

export function isTemporaryFailure(error: unknown): boolean {
  return isApiError(error) && TEMPORARY_STATUSES.has(error.status);
}

/**
 * A temporary failure without a message of its own: the API's generic 503 (the database is down) or a
 * proxy's 502/504 (whose body is its own page). A 503 with another message (e.g. the mail server for a
 * bundle) keeps that message.
 */
export function isGenericUnavailable(error: unknown): boolean {
  if (!isApiError(error) || !isTemporaryFailure(error)) return false;
  return error.status !== 503 || error.message === temporarilyUnavailableMessage || error.message === '' || error.message === 'Service Unavailable';
}

/** The API's Retry-After (5 s): how long a failed read waits before asking again. */
export const TEMPORARY_RETRY_MS = 5_000;
/** About two minutes of retries, then the error stays until the user moves on (or the data changes). */
export const TEMPORARY_RETRY_LIMIT = 24;

/**
 * SWR's onErrorRetry for the portal: a temporary failure is read again every TEMPORARY_RETRY_MS (no
 * growing back-off: the outage is usually seconds), anything else is not retried.
 */
export function retryTemporaryFailures(
  error: unknown,
  _key: string,
  _config: unknown,
  revalidate: Revalidator,
  { retryCount }: Required<RevalidatorOptions>,
  delayMs: number = TEMPORARY_RETRY_MS,
): void {
  if (!isTemporaryFailure(error) || retryCount > TEMPORARY_RETRY_LIMIT) return;
  setTimeout(() => void revalidate({ retryCount }), delayMs);
}
