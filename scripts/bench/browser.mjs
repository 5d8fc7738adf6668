// The browsers of the bench scripts and the JavaScript budget: Debian's packages, never a downloaded browser.
// CHROMIUM_PATH, when set, replaces both.

/** Debian's Chromium: what the timed figures (Lighthouse, profiles, scrolling, first loads) are measured in. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Its headless shell, the same engine without the browser's window system, for figures that count bytes: the
 * JavaScript budget's pages measured the same in both, in 77 s against 113 s.
 */
export const headlessShellPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
