import { vi } from 'vitest';
import { cardLayoutQuery } from '../card-layout';

/** Makes `window.matchMedia` answer as a phone's viewport (the card layout); other queries match nothing. */
export function phoneViewport() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        matches: query === cardLayoutQuery,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  );
}
