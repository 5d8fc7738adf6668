import { getSession, signOut } from '../session/session-store';
import { ApiError } from './api-error';
import { getRuntimeConfig } from './runtime-config';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** Set false for the calls that need no token (sign-in, dictionary). */
  authenticated?: boolean;
  signal?: AbortSignal;
}

const notFoundMessage = 'The requested resource does not exist or has been deleted';

async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON: fall back to the status text below.
  }
  return response.statusText || `Request failed (${response.status})`;
}

/**
 * Calls the API (spec section 7 paths, without the `/api` prefix). Sends the Bearer token, and
 * applies the spec's global error handling (section 8): a 404 logs the not-found text, other
 * errors are logged, and the call rethrows an ApiError whose message the UI may show.
 * A 401 on an authenticated call means the token is no longer valid: the session ends.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, authenticated = true, signal } = options;
  const { apiBaseUrl } = await getRuntimeConfig();
  const headers = new Headers({ Accept: 'application/json' });
  const token = getSession().token;
  if (authenticated && token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    console.error(error);
    throw new ApiError(0, 'The server could not be reached. Check the connection and try again.', path);
  }

  if (!response.ok) {
    const message = await readErrorMessage(response);
    if (response.status === 404) {
      console.error(notFoundMessage);
    } else {
      console.error(`${method} ${path}: ${response.status} ${message}`);
    }
    if (response.status === 401 && authenticated && token) {
      signOut();
    }
    throw new ApiError(response.status, message, path);
  }
  if (response.status === 204) {
    return undefined as T;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR fetcher: the key is the API path. */
export function apiFetcher<T>(path: string): Promise<T> {
  return apiRequest<T>(path);
}
