import { useSyncExternalStore } from 'react';

/**
 * Below this viewport width (phones) the list tables show cards instead of the grid (DataTable,
 * InfiniteDataTable): a grid of a phone's width scrolls sideways and shows two columns at a time.
 */
export const cardLayoutMaxWidthPx = 640;

/** The media query of the card layout: a viewport narrower than cardLayoutMaxWidthPx. */
export const cardLayoutQuery = `(max-width: ${cardLayoutMaxWidthPx - 0.02}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(cardLayoutQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the viewport takes the card layout now (no matchMedia, as on a server: the grid). */
export const isCardLayout = (): boolean => mediaQuery()?.matches ?? false;

/** Whether the tables show cards (see cardLayoutQuery); follows a change (a phone turned, a window resized). */
export function useCardLayout(): boolean {
  return useSyncExternalStore(subscribe, isCardLayout, () => false);
}
