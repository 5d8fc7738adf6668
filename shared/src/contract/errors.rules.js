// @ts-check
/**
 * The API's answer while it cannot serve for a while (its database down or restarting, docs/operations.md),
 * defined once for the API and the UI: the UI recognises it and shows its own translated text instead.
 * Other 503s (e.g. the mail server for a bundle) carry their own message, which the UI shows.
 */
export const temporarilyUnavailableMessage = 'The service is temporarily unavailable. Please try again in a moment.';
