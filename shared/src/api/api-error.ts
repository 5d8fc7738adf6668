/** A failed API call. `message` is meant for the user (the API's message when it sent one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
    /** The message's dictionary key when the API sent one (ApiErrorBody.key), for a text in the user's language. */
    readonly key?: string,
    /** The API's whole error body, for calls whose refusal carries more than a message (the sign-in's `totpRequired`). */
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
