import { useCallback } from 'react';
import { useT } from '../i18n/use-t';
import { isApiError } from './api-error';
import { isGenericUnavailable } from './temporary-failure';

/**
 * The text to show for a failed call: the API's message (safe to show, see ApiErrorBody), `unreachable`
 * when no answer came (network failure, server down), `temporarilyUnavailable` when the server said it
 * cannot serve right now without saying more (its generic 503 while the database is down, a proxy's
 * 502/504), or for anything else (a bug) the caller's translated fallback.
 */
export function errorMessage(error: unknown, fallback: string, unreachable: string = fallback, temporarilyUnavailable: string = unreachable): string {
  if (isApiError(error) && error.status === 0) {
    return unreachable;
  }
  if (isGenericUnavailable(error)) {
    return temporarilyUnavailable;
  }
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * errorMessage with the active language's "the server could not be reached" (`common.unreachable`) for a
 * call that got no answer and "temporarily unavailable" (`common.temporarilyUnavailable`) for a 503; the
 * API's own texts for them are English, for the console.
 */
export function useErrorMessage(): (error: unknown, fallback: string) => string {
  const t = useT();
  return useCallback(
    (error: unknown, fallback: string) => errorMessage(error, fallback, t('common.unreachable'), t('common.temporarilyUnavailable')),
    [t],
  );
}
