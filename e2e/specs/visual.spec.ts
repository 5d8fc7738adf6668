import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { demo } from '../fixtures/demo';
import { visualPort, visualUrl } from '../support/environment';

/**
 * The portal as people see it: a screenshot of every route and every overlay type at 1366 px and 390 px,
 * compared with the committed baselines (`e2e/screenshots/`, see e2e/README.md for updating one).
 *
 * Stable from run to run: an API process of this spec's own on a fresh demo database (what other specs change
 * never shows), one font (support/visual.css), animations and the caret off, the browser's clock fixed at noon
 * of the day the demo data was seeded for, and every date on screen masked (the demo's dates follow today).
 */

const viewports = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Every date the portal writes (da 26.11.2026, en 26/11/2026, ISO 2026-11-26), with or without its time. */
const datePattern = /\b\d{1,2}[./-]\d{1,2}[./-]\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/;

/** How long a page may take to show its first content, on a busy machine too. */
const ready = { timeout: 30_000 };

let api: ChildProcess;
let dataDir: string;
let apiErrors = '';
let token = '';

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (await fetch(`${visualUrl}/api/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The screenshot spec's API did not answer on ${visualUrl}:\n${apiErrors}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-visual-'));
  api = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../api/dist/main.js')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(visualPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The built portal itself, not the suite's copy (a spec may redeploy a remote in the copy).
      PORTAL_ROOT: path.resolve(import.meta.dirname, '../..'),
      DATABASE_URL: '',
      PROVIDER_NAME: demo.providerName,
      NODE_ENV: 'test',
      DIGEST_CHECK_MS: '0',
      SIGN_IN_RATE_LIMIT: '500',
      SIGN_IN_IP_RATE_LIMIT: '5000',
      JWT_SECRET: 'e2e-visual-only-secret-not-used-anywhere-else',
      PUBLIC_URL: visualUrl,
    },
  });
  api.stderr?.on('data', (chunk: Buffer) => {
    apiErrors += chunk.toString();
  });
  await waitForHealth(Date.now() + 90_000);
  const response = await fetch(`${visualUrl}/api/authentication/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  expect(response.ok).toBe(true);
  token = ((await response.json()) as { token: string }).token;
});

test.afterAll(() => {
  api?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** How long before its expiry a token signed now is still taken by a browser whose clock is fixed. */
const tokenValidForMs = 7 * 60 * 60 * 1000;

/**
 * The browser's fixed clock: noon today, as the demo data is seeded relative to today (the browser's today
 * must be the API's), but never later than the token signed now is valid (8 h): a run in the small hours
 * fixes the clock earlier in the same day, or the page would find its sign-in link expired.
 */
function fixedTime(): Date {
  const now = new Date();
  const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12, 0, 0);
  return new Date(Math.min(noon.getTime(), now.getTime() + tokenValidForMs));
}

async function signIn(page: Page): Promise<void> {
  await page.clock.setFixedTime(fixedTime());
  await page.goto(`${visualUrl}/?accessToken=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name, ready);
}

/** Waits until nothing is loading: no spinner, no skeleton, no pending request. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('start-skeleton')).toHaveCount(0);
  await expect(page.locator('[role="status"][aria-label="Indlæser"]')).toHaveCount(0);
}

/** What changes from day to day: dates and date inputs. */
function dynamicParts(page: Page): Locator[] {
  return [page.locator('input[type="date"], time'), page.getByText(datePattern)];
}

async function expectLook(page: Page, name: string): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: dynamicParts(page), timeout: 30_000 });
}

/** The first record link (or link-styled button) of a grid's first row, or on a phone of the first card. */
function firstRecordLink(page: Page, tableName: string, listName = tableName): Locator {
  const table = page.getByRole('region', { name: tableName });
  const row = table.locator('.ag-row[row-index="0"]').or(table.getByRole('list', { name: listName }).locator(':scope > li').first());
  return row.getByRole('link').or(row.getByRole('button')).first();
}

interface RouteCase {
  name: string;
  path: string;
  /** What shows once the page has drawn. */
  ready: (page: Page) => Promise<void>;
  public?: boolean;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(ready);
// ag-grid draws a row in each of its containers (pinned, centre); at 390 px the lists show cards instead.
const gridRow = (page: Page) =>
  expect(page.locator('.ag-row[row-index="0"]').filter({ visible: true }).or(page.getByTestId('card-table').getByRole('list').locator(':scope > li')).first()).toBeVisible(ready);

const routes: RouteCase[] = [
  { name: 'login', path: '/login', public: true, ready: (page) => expect(page.getByRole('button', { name: 'Fortsæt' })).toBeVisible() },
  { name: 'dashboard', path: '/', ready: (page) => expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible() },
  {
    name: 'portfolio',
    path: '/overblik',
    ready: async (page) => {
      // A table on a desktop, a card a location on a phone.
      await expect(page.getByTestId('portfolio-table').locator('tbody tr').or(page.getByTestId('location-card')).first()).toBeVisible(ready);
      await expect(page.getByTestId('portfolio-map').locator('.leaflet-marker-icon').first()).toBeVisible(ready);
      await expect(page.locator('.highcharts-series-group').first()).toBeVisible(ready);
    },
  },
  { name: 'current-faults', path: '/aktuelle-fejl', ready: gridRow },
  { name: 'completed-faults', path: '/afsluttede-fejl', ready: gridRow },
  { name: 'quotes', path: '/tilbud', ready: (page) => expect(page.getByTestId('quote-card').first()).toBeVisible(ready) },
  { name: 'report-fault', path: '/meld-fejl', ready: heading },
  { name: 'current-inspections', path: '/aktuelle-eftersyn', ready: gridRow },
  { name: 'completed-inspections', path: '/afsluttede-eftersyn', ready: gridRow },
  { name: 'upcoming-inspections', path: '/kommende-eftersyn', ready: heading },
  { name: 'units', path: '/enheder', ready: gridRow },
  { name: 'location', path: '/lokation', ready: heading },
  { name: 'notifications', path: '/Notifikation', ready: heading },
  { name: 'news', path: '/nyheder', ready: (page) => expect(page.getByRole('button', { name: /^Læs nyheden: / }).first()).toBeVisible() },
  { name: 'chart', path: '/chart', ready: (page) => expect(page.getByTestId('statistics-chart').locator('.highcharts-series-group')).toBeVisible(ready) },
  { name: 'profile', path: '/profil', ready: heading },
  { name: 'users', path: '/brugere', ready: heading },
  { name: 'audit-trail', path: '/revisionsspor', ready: heading },
  { name: 'guide', path: '/guide', ready: heading },
  { name: 'not-found', path: '/findes-ikke', ready: (page) => expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible() },
];

interface OverlayCase {
  /** The overlay type (remote.meta.json's `overlays`). */
  type: string;
  /** Opens it and returns the overlay's content. */
  open: (page: Page) => Promise<Locator>;
}

const overlays: OverlayCase[] = [
  {
    type: 'issue',
    open: async (page) => {
      await page.goto(`${visualUrl}/aktuelle-fejl`);
      await firstRecordLink(page, 'Aktuelle fejl').click();
      return page.getByTestId('issue-overlay');
    },
  },
  {
    type: 'thermography',
    open: async (page) => {
      await page.goto(`${visualUrl}/aktuelle-fejl`);
      await page.getByRole('tab', { name: 'Kun termografi' }).click();
      // On a phone the tab's cards are a list named as its table.
      await firstRecordLink(page, 'Aktuelle fejl', 'Termografifejl').click();
      return page.getByTestId('thermography-overlay');
    },
  },
  {
    type: 'task',
    open: async (page) => {
      await page.goto(`${visualUrl}/aktuelle-eftersyn`);
      await firstRecordLink(page, 'Aktuelle eftersyn').click();
      return page.getByTestId('task-overlay');
    },
  },
  {
    type: 'service-report',
    open: async (page) => {
      await page.goto(`${visualUrl}/afsluttede-eftersyn`);
      await page.getByRole('region', { name: 'Afsluttede eftersyn' }).getByRole('button', { name: 'Servicerapport', exact: true }).first().click();
      return page.getByTestId('service-report-overlay');
    },
  },
  {
    type: 'control-schema',
    open: async (page) => {
      await page.goto(`${visualUrl}/afsluttede-eftersyn`);
      await page.getByRole('region', { name: 'Afsluttede eftersyn' }).getByRole('button', { name: 'Kontrolskema', exact: true }).first().click();
      return page.getByTestId('control-report-overlay');
    },
  },
  {
    type: 'task-files',
    open: async (page) => {
      await page.goto(`${visualUrl}/afsluttede-eftersyn`);
      await page.getByTestId('task-files-link').first().click();
      return page.getByTestId('task-files-overlay');
    },
  },
  {
    type: 'installation',
    open: async (page) => {
      await page.goto(`${visualUrl}/enheder`);
      await firstRecordLink(page, 'Enheder').click();
      return page.getByTestId('installation-overlay');
    },
  },
  {
    type: 'news',
    open: async (page) => {
      await page.goto(`${visualUrl}/nyheder`);
      await page.getByRole('button', { name: /^Læs nyheden: / }).first().click();
      return page.getByTestId('news-overlay');
    },
  },
];

// A page, its data and two alike screenshots in a row, on a busy machine too.
test.describe.configure({ timeout: 90_000 });
// Reduced motion: the chart draws its bars at once (under the fixed clock an animation would never end).
test.use({ reducedMotion: 'reduce' });

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of routes) {
      test(`${route.name} (${route.path}) looks as its baseline`, async ({ page }) => {
        // No map tiles: the map's markers on its plain background, the same on every run (and no network).
        await page.route(/tile\.openstreetmap\.org/, (request) => request.abort('internetdisconnected'));
        if (route.public) {
          await page.clock.setFixedTime(fixedTime());
        } else {
          await signIn(page);
        }
        await page.goto(`${visualUrl}${route.path}`);
        await route.ready(page);
        await expectLook(page, `${route.name}-${viewport.name}`);
      });
    }

    for (const overlay of overlays) {
      test(`the ${overlay.type} overlay looks as its baseline`, async ({ page }) => {
        await signIn(page);
        const content = await overlay.open(page);
        await expect(content).toBeVisible(ready);
        await expect(page.getByTestId('overlay-panel')).toHaveAttribute('aria-hidden', 'false');
        // The page behind at its top, as the baseline has it (a click on a lower row may have scrolled it).
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectLook(page, `overlay-${overlay.type}-${viewport.name}`);
      });
    }
  });
}

/** The share of a PNG's pixels that are near black. */
function darkShare(png: Buffer): number {
  const image = PNG.sync.read(png);
  let dark = 0;
  for (let index = 0; index + 2 < image.data.length; index += 4) {
    const [red = 0, green = 0, blue = 0] = image.data.subarray(index, index + 3);
    const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    if (luminance < 40) dark += 1;
  }
  return dark / (image.width * image.height);
}

test('the statistics chart draws on a light background, whatever its baseline', async ({ page }) => {
  await signIn(page);
  await page.goto(`${visualUrl}/chart`);
  // Every top-level site is chosen at first, so the chart draws without a choice.
  const chart = page.getByTestId('statistics-chart');
  await expect(chart.locator('.highcharts-series-group')).toBeVisible(ready);
  await settled(page);
  const share = darkShare(await chart.screenshot({ animations: 'disabled' }));
  expect(share, 'the share of near-black pixels in the chart').toBeLessThan(0.1);
});
