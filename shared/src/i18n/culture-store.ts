import { useSyncExternalStore } from 'react';
import type { Culture } from '../contract';
import { storageKeys } from '../session/storage-keys';

export const cultures: readonly Culture[] = ['da-dk', 'en-gb', 'de-de'];
export const defaultCulture: Culture = 'da-dk';

/** BCP 47 locale for react-intl and Intl formatters. */
export const localeOf: Record<Culture, string> = { 'da-dk': 'da-DK', 'en-gb': 'en-GB', 'de-de': 'de-DE' };

type Listener = () => void;
const listeners = new Set<Listener>();

function isCulture(value: unknown): value is Culture {
  return typeof value === 'string' && (cultures as readonly string[]).includes(value);
}

let culture: Culture = (() => {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.culture);
  return isCulture(stored) ? stored : defaultCulture;
})();

/** The portal culture of a profile's language ('da-DK', 'en-GB', 'de-DE'), undefined for none or an unknown one. */
export function cultureOfLocale(locale: string | null | undefined): Culture | undefined {
  return cultures.find((value) => localeOf[value] === locale);
}

export function getCulture(): Culture {
  return culture;
}

export function setCulture(next: Culture): void {
  if (next === culture) {
    return;
  }
  culture = next;
  localStorage.setItem(storageKeys.culture, next);
  document.documentElement.lang = localeOf[next];
  listeners.forEach((listener) => listener());
}

export function subscribeCulture(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language, shared by every root on the page. */
export function useCulture(): Culture {
  return useSyncExternalStore(subscribeCulture, getCulture, getCulture);
}
