import { useSyncExternalStore } from 'react';
import { phoneLayoutQuery } from '../../contract/layout.rules.js';

/**
 * A phone: a screen narrower than 640 px (40rem, layout.rules.js). Below it the lists show cards (the plain lists'
 * CardList, and the data table's cards, which never load ag-grid); at 640 px and wider the desktop layout stays as
 * it is. The style sheets write the same width in their `@media (width < 40rem)`.
 */
export const phoneQuery = phoneLayoutQuery;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(phoneQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's now (no matchMedia, as on a server: not a phone). */
export const isPhoneLayout = (): boolean => mediaQuery()?.matches ?? false;

/** Whether the screen is a phone's (see phoneQuery); follows a turn of the phone or a resized window. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLayout, () => false);
}
