export { cultures, cultureOfLocale, defaultCulture, localeOf, getCulture, setCulture, subscribeCulture, useCulture } from './culture-store';
export { fetchDictionary, useDictionary } from './dictionary.resource';
export { isKeyDebugMode } from './debug-keys';
export { PortalIntlProvider } from './portal-intl-provider.component';
export { loadMessages, preloadMessages, translationsUrl, useMessages } from './translations.resource';
export { useT, type TranslationValues } from './use-t';
