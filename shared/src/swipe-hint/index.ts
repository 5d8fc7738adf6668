// The parts the data-table entry uses through the package name; the compact table takes its own by path.
export { SwipeHint } from './swipe-hint.component';
export { useSwipeHint } from './use-swipe-hint';
