import { vi } from 'vitest';
import { phoneQuery } from '../ui/card-list/phone-layout';

/**
 * Makes `window.matchMedia` answer the phone query (shared phone-layout.ts) as a phone's or a desktop's screen
 * would, and lets a test turn the screen (the listeners hear a change). Other queries match nothing.
 */
export function phoneScreen(initial: boolean) {
  let phone = initial;
  const listeners = new Set<() => void>();
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      media: query,
      get matches() {
        return query === phoneQuery && phone;
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
    turnTo(next: boolean) {
      phone = next;
      for (const listener of listeners) listener();
    },
  });
}
