import { errorMessageOf, failedCall, unreachableMessage, ApiError, getRuntimeConfig, getSession } from '@portal/shared/core';

export interface UploadWithProgressOptions {
  /** Defaults to the session's token. */
  token?: string | null;
  /** Spec section 7: most uploads are PUT, task files POST. */
  method?: 'PUT' | 'POST';
  /** The share of the request body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadResponse {
  status: number;
  ok: boolean;
  text: string;
  /** The body parsed as JSON (undefined when empty). */
  json: <T>() => T;
}

/**
 * A multipart upload with progress. fetch() cannot report upload progress, so this uses XMLHttpRequest;
 * otherwise it is apiRequest: the same base URL, Bearer token and failure handling (failedCall).
 */
export async function uploadWithProgress(path: string, formData: FormData, options: UploadWithProgressOptions = {}): Promise<UploadResponse> {
  const { method = 'PUT', onProgress, signal } = options;
  const { apiBaseUrl } = await getRuntimeConfig();
  const token = options.token === undefined ? getSession().token : options.token;

  return new Promise<UploadResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBaseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(event.loaded / event.total);
      }
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        const text = xhr.responseText;
        resolve({ status: xhr.status, ok: true, text, json: <T>() => (text ? JSON.parse(text) : undefined) as T });
        return;
      }
      const message = errorMessageOf(xhr.responseText, xhr.status, xhr.statusText);
      reject(failedCall({ status: xhr.status, message, method, path, sentToken: Boolean(token) }));
    });
    xhr.addEventListener('error', () => {
      console.error(`${method} ${path}: network error`);
      reject(new ApiError(0, unreachableMessage, path));
    });
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
