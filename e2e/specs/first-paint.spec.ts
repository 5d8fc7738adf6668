import type { Browser, Page } from '@playwright/test';
import { expect, fetchToken, test } from '../fixtures/portal-test';
import { portalUrl } from '../support/environment';
import { describeChain, recordRequestChain } from '../support/request-chain';

/**
 * A short request chain before the dashboard's data, and what the dashboard fetches at all. Each runs on a
 * fresh browser context (nothing cached), as a first visit would. The JavaScript each page fetches is held to
 * its budget by `npm run test:js-budget` (scripts/bench/js-budget.json).
 */

/** Long next to what the browser does between two requests, so a round trip is unmistakable. */
const ROUND_TRIP_MS = 1_000;
/** The dashboard's first data call: a widget's own data (here the issues widget's current faults). */
const DASHBOARD_DATA_CALL = /\/api\/issue\/[^/]+\/location\/[^/]+\/issues\/.*\/DASHBOARD\?take=5$/;

async function signedInContext(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: portalUrl });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return context;
}

/** The grid's and the chart's vendor chunks (named by the build, see create-rspack-config.mjs). */
const VENDOR_CHUNK = /\/vendor-(grid|chart)\.[0-9a-f]+\.js$/;
/** A remote's container. */
const REMOTE_ENTRY = /\/mfe\/[^/]+\/remoteEntry\.js$/;

/** The current-faults list's call (status NoAction), as /aktuelle-fejl asks for it. */
const FAULT_LIST_CALL = /\/api\/issue\/[^/]+\/location\/[^/]+\/issues\/[^/]+\/[^/]+\/NoAction$/;

/**
 * Opens /aktuelle-fejl with the files matching `held` held back until the fault list's call has left (at most
 * 15 s), then `extraHoldMs` more, and waits for the grid's first row. Returns each list call with whether the held
 * files had been delivered when it left.
 */
async function openFaultListHolding(page: Page, held: RegExp, extraHoldMs = 0): Promise<{ url: string; heldDelivered: boolean }[]> {
  const calls: { url: string; heldDelivered: boolean }[] = [];
  let listAsked: () => void = () => undefined;
  const listAskedOnce = new Promise<void>((resolve) => {
    listAsked = resolve;
  });
  let heldDelivered = false;
  page.on('request', (sent) => {
    if (!FAULT_LIST_CALL.test(sent.url())) return;
    calls.push({ url: sent.url(), heldDelivered });
    listAsked();
  });
  await page.route(held, async (route) => {
    await Promise.race([listAskedOnce, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (extraHoldMs > 0) await new Promise((resolve) => setTimeout(resolve, extraHoldMs));
    heldDelivered = true;
    await route.continue();
  });
  await page.goto('/aktuelle-fejl');
  await expect(page.locator('.ag-row').first()).toBeVisible({ timeout: 40_000 });
  return calls;
}

test.describe('first paint', () => {
  test('the dashboard fetches the containers of the remotes with widgets only, and no grid or chart', async ({ browser, request }) => {
    const context = await signedInContext(browser, await fetchToken(request));
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('issues-table-widget').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('key-number-units')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const remotes = scripts.flatMap((url) => (REMOTE_ENTRY.test(url) ? [new URL(url).pathname.split('/')[2]] : [])).sort();
    expect(remotes, 'the containers fetched').toEqual(['issues', 'locations', 'news-charts', 'tasks']);
    expect(scripts.filter((url) => VENDOR_CHUNK.test(url)), 'grid or chart vendor chunks').toEqual([]);
    await context.close();
  });

  test('a fault list does not move while it loads: cumulative layout shift at most 0.05', async ({ browser, request }) => {
    const token = await fetchToken(request);
    for (const viewport of [{ width: 1350, height: 940 }, { width: 412, height: 823 }]) {
      const context = await signedInContext(browser, token);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      // Every layout shift without recent input, as Lighthouse's CLS counts them.
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (!entry.hadRecentInput) {
              shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className?.toString() ?? '') });
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/aktuelle-fejl');
      // The grid's rows, or on the phone its cards.
      await expect(page.locator('.ag-row, [data-testid="card-table"] li').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download rapporter' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`/aktuelle-fejl at ${viewport.width} px: CLS ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
      expect(cls, `layout shifts at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
      await context.close();
    }
  });

  test("a deep link to a fault list fetches its remote's entry, route chunks and grid with the shell's start", async ({ browser, request }) => {
    // Four round trips of 1 s before the rows (seven before the preloads), plus the browser's work on a busy machine.
    test.setTimeout(60_000);
    const token = await fetchToken(request);
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    const chain = await recordRequestChain(page, ROUND_TRIP_MS);
    await page.goto('/aktuelle-fejl');
    await expect(page.locator('.ag-row').first()).toBeVisible({ timeout: 30_000 });
    const requests = chain.requests();
    console.log(`Request chain of a first signed-in visit to /aktuelle-fejl (each answer held back ${ROUND_TRIP_MS} ms):\n${describeChain(requests, portalUrl)}`);
    const depths = (pattern: RegExp) => requests.filter((entry) => pattern.test(new URL(entry.url).pathname)).map((entry) => entry.depth);
    // Named by the page itself (boot-document.js, from mfe-issues' remote.meta.json): one round trip after it,
    // not after the shell's start, the remote's entry, its ./start, the routes' chunk and the page's chunk.
    for (const [what, pattern] of [
      ['the manifest', /^\/mfe\/issues\/mf-manifest\.json$/],
      ['the remote entry', /^\/mfe\/issues\/remoteEntry\.js$/],
      ['the exposed ./start', /^\/mfe\/issues\/__federation_expose_start\.[0-9a-f]+\.js$/],
      ['the grid', VENDOR_CHUNK],
    ] as const) {
      expect.soft(depths(pattern), `${what}: fetched once, straight from the page`).toEqual([2]);
    }
    // Each preload is what the runtime then uses (same URL, same mode): no file of the remote is fetched twice.
    const remoteFiles = requests.filter((entry) => new URL(entry.url).pathname.startsWith('/mfe/issues/')).map((entry) => entry.url);
    expect(remoteFiles.filter((url, index) => remoteFiles.indexOf(url) !== index), 'fetched twice').toEqual([]);
    await context.close();
  });

  test("a deep link to a fault list asks for its rows once, without waiting for the grid's code", async ({ browser, request }) => {
    // Without the route's early call the grid waits out its 15 s below.
    test.setTimeout(60_000);
    const context = await signedInContext(browser, await fetchToken(request));
    const page = await context.newPage();
    // The grid's vendor file held back: the page (its chunk imports the grid) cannot render before it arrives.
    // Then 3 s more, longer than SWR's default dedupe window (2 s), so the page's own ask comes after that window.
    const listCalls = await openFaultListHolding(page, VENDOR_CHUNK, 3_000);
    // The route starts the call while the page's chunk and the grid load (IssueListPrefetch); the page alone
    // would ask only once the grid's code had arrived and run. Page and route share one key, and the route's
    // request answers the page for PREFETCH_DEDUPE_MS: one call.
    expect(listCalls, 'the list call, asked by the route and by the page through one key').toHaveLength(1);
    expect(listCalls[0]?.heldDelivered, 'the grid had arrived when the list was asked for').toBe(false);
    await context.close();
  });

  test("a deep link to a fault list asks for its rows while the fault remote's texts still load", async ({ browser, request }) => {
    // Without the early call the texts wait out their 15 s below.
    test.setTimeout(60_000);
    // A first visit: no location remembered, so the call also needs the default location, which the shell's
    // start chooses as soon as the location tree arrives (the layout, which would choose it too, waits for texts).
    const context = await signedInContext(browser, await fetchToken(request));
    const page = await context.newPage();
    // The fault remote's texts held back: its root shows a spinner until they have loaded, so a call made from
    // inside it could not leave before.
    const listCalls = await openFaultListHolding(page, /\/mfe\/issues\/translations\/[^/]+\.json$/);
    // The routes' calls render before the remote's texts (RemoteImplementation.prefetch), in the same SWR cache
    // as the page: one call, made while the texts (the fault remote's and so the shell's) were still on their way.
    expect(listCalls, 'the list call, asked by the route and by the page through one key').toHaveLength(1);
    expect(listCalls[0]?.heldDelivered, "the fault remote's texts had arrived when the list was asked for").toBe(false);
    await context.close();
  });

  test('the dashboard asks for its data after at most 3 sequential round trips', async ({ browser, request }) => {
    const token = await fetchToken(request);
    const context = await signedInContext(browser, token);
    const page = await context.newPage();
    const chain = await recordRequestChain(page, ROUND_TRIP_MS);
    await page.goto('/');
    await expect(page.getByTestId('issues-table-widget').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const requests = chain.requests();
    console.log(`Request chain of a first signed-in visit to / (each answer held back ${ROUND_TRIP_MS} ms):\n${describeChain(requests, portalUrl)}`);
    const dataCall = requests.find((entry) => DASHBOARD_DATA_CALL.test(entry.url));
    expect(dataCall, 'the issues widget asked for its rows').toBeDefined();
    // Round trips before it: the requests it had to wait for, one after the other.
    expect((dataCall?.depth ?? Number.POSITIVE_INFINITY) - 1).toBeLessThanOrEqual(3);
    await context.close();
  });
});

