import { useSyncExternalStore } from 'react';

/**
 * A phone: a screen narrower than 640 px (40rem). Below it the plain lists show one card a row; at 640 px and
 * wider the desktop layout stays as it is. The CSS writes the same query as `@media (width < 40rem)`.
 */
export const phoneQuery = '(width < 40rem)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(phoneQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhone = (): boolean => mediaQuery()?.matches ?? false;

/** Whether the screen is a phone's (see phoneQuery); follows a turn of the phone or a resized window. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
