/**
 * @portal/shared/core: the part of @portal/shared a page needs before anyone is signed in (the sign-in
 * page, ADR 0032): the session, culture and runtime-config stores, the API client and sign-in
 * call, the texts (loaded without SWR) and the buttons and select. Its own Module Federation singleton,
 * so `/login` loads it without the rest (SWR, single-spa-react, overlays, uploads, tables).
 *
 * The main entry re-exports it through the package name (`@portal/shared/core`), and every other file
 * of this package imports it that way too: the page then holds one instance of each store,
 * whichever entry a module was reached through. Nothing here may import the main entry or SWR.
 */
// The contract's types; its rules (plain data and functions) are in the main entry.
export type * from './contract';
export {
  getSession,
  subscribeSession,
  storeToken,
  setActiveLocation,
  signOut,
  reloadSessionFromStorage,
  setTimeInterval,
  resetTimeInterval,
  type SessionState,
} from './session/session-store';
export { useSession } from './session/use-session';
export { useTimeInterval, type TimeInterval } from './session/use-time-interval';
export { DEFAULT_INTERVAL_START, intervalProblem, presetInterval, type TimeIntervalPreset } from './session/time-interval';
export { storageKeys } from './session/storage-keys';
export { decodeTokenClaims } from './session/token-claims';
export { apiRequest, apiFetcher, downloadApiFile, errorMessageOf, failedCall, unreachableMessage, type ApiRequestOptions } from './api/api-client';
export { ApiError, isApiError } from './api/api-error';
export { errorMessage, useErrorMessage } from './api/error-message';
export { isGenericUnavailable, isTemporaryFailure, retryTemporaryFailures } from './api/temporary-failure';
export { getRuntimeConfig, setRuntimeConfig } from './api/runtime-config';
export { authenticate, requestNewToken, logImpersonator, logout, startSingleSignOn } from './api/authentication.resource';
export { displayTimeZone, setDisplayTimeZone } from './format/time-zone';
export { pageBootData, resetPageBootData, type PageBootData } from './composition/boot-data';
export { cultures, cultureOfLocale, defaultCulture, localeOf, getCulture, setCulture, subscribeCulture, useCulture } from './i18n/culture-store';
export { fetchDictionary } from './i18n/dictionary.resource';
export { isKeyDebugMode } from './i18n/debug-keys';
export { INCOMPLETE_MESSAGES_REFRESH_MS, isIncompleteMessages, loadMessages, translationsUrl } from './i18n/translations.resource';
export { MessagesIntlProvider } from './i18n/messages-intl-provider.component';
export { TextsProvider } from './i18n/texts-provider.component';
export { useT, type TranslationValues } from './i18n/use-t';
export { Button } from './ui/button.component';
export { Select, type SelectOption } from './ui/select.component';
export { Spinner } from './ui/spinner.component';
export { VisuallyHidden } from './ui/visually-hidden.component';

// Counts copies of the core on the page (it holds the stores); the e2e suite asserts there is exactly one.
declare global {
  interface Window {
    __PORTAL_SHARED_CORE_COPIES__?: number;
  }
}
if (typeof window !== 'undefined') {
  window.__PORTAL_SHARED_CORE_COPIES__ = (window.__PORTAL_SHARED_CORE_COPIES__ ?? 0) + 1;
}
export { portalRoutes, type PortalRouteId } from './composition/portal-routes';
