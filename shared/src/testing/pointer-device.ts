import { vi } from 'vitest';
import { touchPointerQuery } from '../swipe-hint/use-touch-pointer';

type Device = 'touch' | 'mouse';

/**
 * Makes `window.matchMedia` answer the swipe hint's pointer query as a touch device or a mouse would, and
 * lets a test switch device (the listeners hear a change). Other queries match nothing.
 */
export function pointerDevice(initial: Device) {
  let device = initial;
  const listeners = new Set<() => void>();
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      media: query,
      get matches() {
        return query === touchPointerQuery && device === 'touch';
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
    switchTo(next: Device) {
      device = next;
      for (const listener of listeners) listener();
    },
  });
}
