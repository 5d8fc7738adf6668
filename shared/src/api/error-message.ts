import { useCallback } from 'react';
import { useT } from '../i18n/use-t';
import { isApiError } from './api-error';

/**
 * The text to show for a failed call: the API's message (safe to show, see ApiErrorBody), `unreachable`
 * when no answer came (network failure, server down), or for anything else (a bug) the caller's
 * translated fallback.
 */
export function errorMessage(error: unknown, fallback: string, unreachable: string = fallback): string {
  if (isApiError(error) && error.status === 0) {
    return unreachable;
  }
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * errorMessage with the active language's "the server could not be reached" (`common.unreachable`) for a
 * call that got no answer; the API client's own text for it is English, for the console.
 */
export function useErrorMessage(): (error: unknown, fallback: string) => string {
  const t = useT();
  return useCallback((error: unknown, fallback: string) => errorMessage(error, fallback, t('common.unreachable')), [t]);
}
