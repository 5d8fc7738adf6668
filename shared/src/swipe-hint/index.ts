export { SwipeHint } from './swipe-hint.component';
export { scrollHandlerDelayMs, swipeHintThresholdPx, useSwipeHint, type SwipeHint as SwipeHintState } from './use-swipe-hint';
export { useScrollerSwipeHint } from './use-scroller-swipe-hint';
export { touchPointerQuery, useTouchPointer } from './use-touch-pointer';
