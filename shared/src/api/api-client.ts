import { getSession, signOut } from '../session/session-store';
import { ApiError } from './api-error';
import { getRuntimeConfig } from './runtime-config';
import { getCulture, localeOf } from '../i18n/culture-store';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  /** Set false for the calls that need no token (sign-in, dictionary). */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** 'blob': the answer's bytes (a PDF the call makes), not JSON. */
  as?: 'json' | 'blob';
  /** Headers of the call's own (a share link's key). */
  headers?: Record<string, string> | undefined;
}

const notFoundMessage = 'The requested resource does not exist or has been deleted';

/** The user-facing message of a failed answer: the API's `message` when it sent one. */
export function errorMessageOf(body: string, status: number, statusText: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // Not JSON: fall back to the status text below.
  }
  return statusText || `Request failed (${status})`;
}

/** The API's error body as an object, if it sent JSON. */
function errorBodyOf(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The dictionary key the API sent with its message (ApiErrorBody.key), if any. */
export function errorKeyOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { key?: unknown };
    return typeof parsed.key === 'string' && parsed.key ? parsed.key : undefined;
  } catch {
    return undefined;
  }
}

export const unreachableMessage = 'The server could not be reached. Check the connection and try again.';

/**
 * The spec's global handling of a failed call (section 8): a 404 logs the not-found text, other
 * errors are logged; a 401 on a call that sent a token ends the session. Returns the error to throw.
 */
export function failedCall(failure: {
  status: number;
  message: string;
  key?: string | undefined;
  body?: Record<string, unknown> | undefined;
  method: string;
  path: string;
  sentToken: boolean;
}): ApiError {
  const { status, message, key, body, method, path, sentToken } = failure;
  if (status === 404) {
    console.error(notFoundMessage);
  } else {
    console.error(`${method} ${path}: ${status} ${message}`);
  }
  if (status === 401 && sentToken) {
    signOut();
  }
  return new ApiError(status, message, path, key, body);
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
  // The language of what the API writes for the user: the report PDFs.
  const headers = new Headers({ ...options.headers, Accept: 'application/json', 'Accept-Language': localeOf[getCulture()] });
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
    throw new ApiError(0, unreachableMessage, path);
  }

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const message = errorMessageOf(text, response.status, response.statusText);
    throw failedCall({ status: response.status, message, key: errorKeyOf(text), body: errorBodyOf(text), method, path, sentToken: authenticated && Boolean(token) });
  }
  if (response.status === 204) {
    return undefined as T;
  }
  if (options.as === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR fetcher: the key is the API path. */
export function apiFetcher<T>(path: string): Promise<T> {
  return apiRequest<T>(path);
}

/**
 * Fetches a file a call makes (with the Bearer header or a share link's key, so not a plain link) and hands it to
 * the browser as a download named `fileName`. Refusals throw as apiRequest's do, so the page can say why.
 */
export async function downloadApiFile(path: string, fileName: string, options: Pick<ApiRequestOptions, 'authenticated' | 'headers'> = {}): Promise<void> {
  const blob = await apiRequest<Blob>(path, { ...options, as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click's download started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
