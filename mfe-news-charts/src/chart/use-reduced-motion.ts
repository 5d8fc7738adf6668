import { useSyncExternalStore } from 'react';

/** The user's wish for less motion (the system's setting, or an emulated one in the screenshot tests). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = (): boolean => mediaQuery()?.matches ?? false;

/** Whether the user asks for reduced motion; follows a change of the setting while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
