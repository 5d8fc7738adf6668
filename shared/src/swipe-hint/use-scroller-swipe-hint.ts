import { useEffect, type RefObject } from 'react';
import { useSwipeHint } from './use-swipe-hint';

/**
 * The swipe hint of a plain scrolling box (a table in an `overflow-x: auto` element): it overflows when
 * its content is wider than the box, measured again whenever the box or the table changes size.
 */
export function useScrollerSwipeHint(scroller: RefObject<HTMLElement | null>): boolean {
  const { visible, setOverflowing, onHorizontalScroll } = useSwipeHint();
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const onScroll = () => onHorizontalScroll(element.scrollLeft);
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scroller, setOverflowing, onHorizontalScroll]);
  return visible;
}
