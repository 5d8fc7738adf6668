import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a remote's chunk and texts load first). */
const headingWaitMs = 8000;

/** Focuses the page's heading (made focusable by script only), or the main area when the page has none. */
export function focusPageStart(main: HTMLElement): void {
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * After a navigation inside the portal (not on the first load), focus moves to the new page's h1, so a
 * keyboard or screen-reader user starts reading the page they chose, not the sidebar link they left.
 * It waits for the heading of a page that loads late, and leaves focus alone once the person has moved it
 * into the page themselves. A change of the query only (a filter, an overlay) is no navigation.
 */
export function useFocusHeadingOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = mainRef.current;
    if (!main) return undefined;
    const movedIntoPage = () => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active !== main && main.contains(active) && active.tagName !== 'H1';
    };
    const tryFocus = (): boolean => {
      if (movedIntoPage()) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusPageStart(main);
      return true;
    };
    if (tryFocus()) return undefined;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), headingWaitMs);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
