import { useSyncExternalStore } from 'react';

/**
 * A device whose main pointer is a finger: coarse, or one that cannot hover. Only there does a table
 * that scrolls sideways need a swipe hint; a mouse has a scroll bar and a wheel (the team's decision).
 */
export const touchPointerQuery = '(pointer: coarse), (hover: none)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(touchPointerQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isTouchPointer = (): boolean => mediaQuery()?.matches ?? false;

/** Whether the main pointer is a finger (see touchPointerQuery); follows a change (a tablet's keyboard attached). */
export function useTouchPointer(): boolean {
  return useSyncExternalStore(subscribe, isTouchPointer, () => false);
}
