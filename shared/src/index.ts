/**
 * @portal/shared: loaded once per page as a Module Federation singleton, so its stores
 * (session, culture, runtime config) are shared by the shell and every remote. The stores themselves are
 * in the core entry (core.ts, ADR 0032), re-exported here through the package name so both entries
 * share one instance of them.
 */
// Named one by one, not `export *`: a star re-export of a shared module is resolved only at run time, which
// keeps the bundler from joining this entry's modules into one. core-entry.test.ts fails on a core export
// missing here.
export {
  getSession,
  subscribeSession,
  storeToken,
  setActiveLocation,
  signOut,
  reloadSessionFromStorage,
  setTimeInterval,
  resetTimeInterval,
  useSession,
  useTimeInterval,
  DEFAULT_INTERVAL_START,
  intervalProblem,
  presetInterval,
  storageKeys,
  decodeTokenClaims,
  apiRequest,
  downloadApiFile,
  apiFetcher,
  errorMessageOf,
  failedCall,
  unreachableMessage,
  ApiError,
  isApiError,
  errorMessage,
  useErrorMessage,
  isGenericUnavailable,
  isTemporaryFailure,
  retryTemporaryFailures,
  getRuntimeConfig,
  setRuntimeConfig,
  authenticate,
  requestNewToken,
  logImpersonator,
  logout,
  startSingleSignOn,
  displayTimeZone,
  setDisplayTimeZone,
  pageBootData,
  resetPageBootData,
  cultures,
  cultureOfLocale,
  defaultCulture,
  localeOf,
  getCulture,
  setCulture,
  subscribeCulture,
  useCulture,
  fetchDictionary,
  isKeyDebugMode,
  INCOMPLETE_MESSAGES_REFRESH_MS,
  isIncompleteMessages,
  loadMessages,
  translationsUrl,
  MessagesIntlProvider,
  TextsProvider,
  useT,
  Button,
  Select,
  Spinner,
  VisuallyHidden,
  portalRoutes,
  type PortalRouteId,
  type SessionState,
  type TimeInterval,
  type TimeIntervalPreset,
  type ApiRequestOptions,
  type PageBootData,
  type TranslationValues,
  type SelectOption,
} from '@portal/shared/core';
// Stateless (data and functions over window events): the core's session store uses them too.
export * from './contract';
export * from './events';
export { useRuntimeConfig } from './api/use-runtime-config';
export { resolveApiLink, useApiLink } from './api/api-link';
export * from './data-sync';
export { useDictionary } from './i18n/use-dictionary';
export { useVocabulary } from './i18n/use-vocabulary';
export { useEmptyTableText } from './i18n/use-empty-table-text';
export { VocabularyText } from './i18n/vocabulary-text.component';
export { preloadMessages, useMessages } from './i18n/use-messages';
export { PortalIntlProvider } from './i18n/portal-intl-provider.component';
export * from './format';
export * from './ui';
export * from './composition';
export * from './overlay';
export * from './compact-table';
export * from './swipe-hint';
export * from './upload';
export * from './download-reports';
export * from './file-list';
export * from './export';
export { matchesSearch } from './search/matches-search';
export { styleNonce } from './security/style-nonce';

// Counts copies of this module on the page; the e2e suite asserts there is exactly one.
declare global {
  interface Window {
    __PORTAL_SHARED_COPIES__?: number;
  }
}
if (typeof window !== 'undefined') {
  window.__PORTAL_SHARED_COPIES__ = (window.__PORTAL_SHARED_COPIES__ ?? 0) + 1;
}
export { chartDescriptions, chartLanguage, type ChartLanguageInput } from './i18n/chart-accessibility';
