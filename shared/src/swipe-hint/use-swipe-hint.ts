import { useCallback, useEffect, useRef, useState } from 'react';
import { useTouchPointer } from './use-touch-pointer';

/** Spec section 9: the hint goes after a horizontal scroll of more than 10 px. */
export const swipeHintThresholdPx = 10;
/** Spec section 9: scroll handler delay. */
export const scrollHandlerDelayMs = 100;

export interface SwipeHint {
  visible: boolean;
  /** Whether the table is wider than its viewport (at this width, now). */
  setOverflowing: (overflowing: boolean) => void;
  /** The horizontal scroll position; checked at most every 100 ms. */
  onHorizontalScroll: (left: number) => void;
}

/**
 * Shows a swipe hint while the table overflows its box, until the user has scrolled sideways once, on a
 * touch device only (useTouchPointer): spec section 2, "A swipe hint shows when a table is wider than its
 * viewport and disappears after a horizontal scroll of more than 10 px".
 */
export function useSwipeHint(): SwipeHint {
  const touch = useTouchPointer();
  const [overflowing, setOverflowing] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const latestLeft = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onHorizontalScroll = useCallback((left: number) => {
    latestLeft.current = left;
    // Scroll events come per frame; one check per 100 ms is enough and keeps scrolling smooth.
    if (timer.current !== undefined) {
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      if (Math.abs(latestLeft.current) > swipeHintThresholdPx) {
        setDismissed(true);
      }
    }, scrollHandlerDelayMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible: touch && overflowing && !dismissed, setOverflowing, onHorizontalScroll };
}
