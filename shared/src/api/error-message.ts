import { isApiError } from './api-error';

/**
 * The text to show for a failed call: the API's message (safe to show, see ApiErrorBody) or, for
 * anything else (network failure, a bug), the caller's translated fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
