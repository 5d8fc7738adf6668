import { isApiError } from '@portal/shared/core';

export interface RetryOptions {
  /** Tries in all (the first included). */
  attempts?: number;
  /** Wait before the second try; doubled before each further one. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` until it succeeds, at most `attempts` times, waiting 0.5 s, 1 s, ... in between, so a
 * remote or a chunk whose request failed in a short network blip still arrives. Each try really fetches
 * again: rspack forgets a failed chunk and the Module Federation runtime a failed manifest or remote entry.
 * Only load failures are tried again; any other error (a bug, an invalid descriptor) is thrown at once.
 */
export async function retryLoad<T>(load: () => Promise<T>, { attempts = 3, delayMs = 500 }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts || !isLoadFailure(error)) {
        throw error;
      }
      await wait(delayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Module Federation runtime codes of a manifest or remote entry that could not be fetched; an entry that
 * arrived but threw while it ran carries the same code with the sdk's `ScriptExecutionError`: a fault of the
 * code, not of the network.
 */
const federationLoadCodes = /RUNTIME-00[38]/;
const scriptExecutionError = /ScriptExecutionError/;

/**
 * A failure to reach the server (a chunk, a remote's manifest or entry, an API call without an answer),
 * as opposed to an error of the code itself: worth another try once the connection is back.
 */
export function isLoadFailure(error: unknown): boolean {
  if (isApiError(error)) {
    return error.status === 0;
  }
  if (!(error instanceof Error)) {
    return false;
  }
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (css )?chunk \S+ failed/.test(error.message) ||
    (federationLoadCodes.test(error.message) && !scriptExecutionError.test(error.message)) ||
    (error instanceof TypeError && /fetch|network/i.test(error.message))
  );
}
