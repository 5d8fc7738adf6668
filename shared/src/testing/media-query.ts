import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer one query as matching or not, and lets a test change the answer (the listeners
 * hear a change). Other queries match nothing.
 */
export function fakeMediaQuery(matchedQuery: string, initial: boolean) {
  let matching = initial;
  const listeners = new Set<() => void>();
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      media: query,
      get matches() {
        return query === matchedQuery && matching;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  });
  return Object.assign(spy, {
    setMatches(next: boolean) {
      matching = next;
      for (const listener of listeners) listener();
    },
  });
}
