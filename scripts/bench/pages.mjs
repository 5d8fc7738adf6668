// The pages the browser benchmarks load and the viewports they load them at: one list, read by
// `npm run bench` (first-load.mjs) and by the JavaScript budget (check-js-budget.mjs, its figures in
// js-budget.json per viewport). A page is ready when its `ready` locator is visible; then the load waits
// for the network to be idle, so the figures are what the page fetched to show itself.

/** Viewports by name; the budget file has a section per viewport it holds a budget for. */
export const VIEWPORTS = {
  desktop: { width: 1350, height: 940 },
  // A phone (below the 640 px of the phone layout): the lists show cards and never load ag-grid.
  phone: { width: 390, height: 844 },
};

/** The viewport BENCH_VIEWPORT names (default desktop), with its name; an unknown name stops the tool. */
export function viewportFromEnvironment() {
  const name = process.env.BENCH_VIEWPORT ?? 'desktop';
  const viewport = VIEWPORTS[/** @type {keyof typeof VIEWPORTS} */ (name)];
  if (!viewport) throw new Error(`BENCH_VIEWPORT=${name}: not one of ${Object.keys(VIEWPORTS).join(', ')}`);
  return { name, viewport };
}

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */
/**
 * @typedef {object} BenchPage
 * @property {string} path          the URL path, and the page's key in the budget file
 * @property {string} label         what the page is, for the printed table
 * @property {boolean} [signedOut]  loaded without a session (the sign-in page)
 * @property {(page: Page) => Locator} ready
 */

const outlet = (page) => page.locator('#portal-remote-outlet');
/** A list's grid, or on a phone its first card. */
const grid = (page) => outlet(page).locator('.ag-root-wrapper, [data-testid="card-table"] li').first();
const heading = (page) => outlet(page).getByRole('heading', { level: 1 });

/** @type {BenchPage[]} */
export const PAGES = [
  { path: '/login', label: 'sign-in', signedOut: true, ready: (page) => page.locator('form button[type="submit"]') },
  { path: '/', label: 'dashboard', ready: (page) => page.getByTestId('issues-table-widget').getByRole('row').nth(1) },
  { path: '/aktuelle-fejl', label: 'current faults (grid)', ready: grid },
  { path: '/afsluttede-fejl', label: 'completed faults (grid)', ready: grid },
  { path: '/tilbud', label: 'quotes', ready: (page) => outlet(page).getByTestId('quote-card').first() },
  { path: '/meld-fejl', label: 'report a fault', ready: heading },
  { path: '/aktuelle-eftersyn', label: 'current inspections (grid)', ready: grid },
  { path: '/afsluttede-eftersyn', label: 'completed inspections (grid)', ready: grid },
  { path: '/kommende-eftersyn', label: 'upcoming inspections (grid)', ready: grid },
  { path: '/enheder', label: 'installations (grid)', ready: grid },
  { path: '/lokation', label: 'location', ready: (page) => page.getByTestId('location-address') },
  // The overview with its map and trend chart drawn (their chunks loaded).
  { path: '/overblik', label: 'portfolio overview', ready: (page) => page.getByTestId('portfolio-trend').locator('svg.highcharts-root') },
  { path: '/nyheder', label: 'news', ready: (page) => page.getByTestId('news-item').or(page.getByTestId('news-card')).first() },
  { path: '/chart', label: 'statistics', ready: (page) => page.getByTestId('statistics-chart') },
  { path: '/Notifikation', label: 'notifications', ready: grid },
  { path: '/profil', label: 'profile', ready: heading },
  { path: '/brugere', label: 'users', ready: (page) => outlet(page).locator('table, [data-testid="user-card"]').first() },
  { path: '/revisionsspor', label: 'audit trail', ready: heading },
  { path: '/delingslinks', label: 'share links', ready: heading },
];
