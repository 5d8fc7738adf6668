// @ts-check
/**
 * The phone layout, stated once for the pages (matchMedia), the page server (which preloads the grid only where
 * it shows) and the tests. The style sheets write the same width as `40rem` in their media queries.
 */

/** Below this width a screen is a phone's: lists show cards, and ag-grid is never loaded. 40rem is 640 px. */
export const phoneLayoutMaxWidth = '40rem';

/** A phone's screen, as a media query (matchMedia). */
export const phoneLayoutQuery = `(width < ${phoneLayoutMaxWidth})`;

/** A screen at least as wide: where the lists show the grid (a `<link rel="preload" media>` of its chunks). */
export const wideLayoutQuery = `(width >= ${phoneLayoutMaxWidth})`;
