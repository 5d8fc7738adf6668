/**
 * @portal/shared: loaded once per page as a Module Federation singleton, so its stores
 * (session, culture, runtime config) are shared by the shell and every remote. The stores themselves are
 * in the core entry (core.ts, ADR 0032), re-exported here through the package name so both entries
 * share one instance of them.
 */
export * from '@portal/shared/core';
export { useRuntimeConfig } from './api/use-runtime-config';
export * from './data-sync';
export { useDictionary } from './i18n/use-dictionary';
export { preloadMessages, useMessages } from './i18n/use-messages';
export { PortalIntlProvider } from './i18n/portal-intl-provider.component';
export * from './format';
export * from './ui';
export * from './composition';
export * from './overlay';
export * from './compact-table';
export * from './upload';
export * from './download-reports';
export * from './file-list';
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
