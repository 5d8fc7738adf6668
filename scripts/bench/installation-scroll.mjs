#!/usr/bin/env node
// `npm run bench:scroll`: the installation grid (/enheder) scrolled in Chromium on the `large` customer's campus
// (4,480 units; the target: scrolling stays smooth, no request for a page already cached). A benchmark, not a test.
//
// A scratch SQLite database with the demo data and the large customer (large-customer.mjs), the built portal on it,
// Debian's Chromium signed in through the spec's `?accessToken=` with the campus as the active location. The wheel
// scrolls down through BENCH_SCROLL_ROWS rows, back to the top and down again. Printed: the query calls per block
// (a block asked twice is a failure of the grid's cache), their latency, the frame intervals while scrolling and
// the long tasks. Exits non-zero when a block is asked twice. Options: BENCH_SKIP_BUILD=1, BENCH_SCROLL_ROWS (600),
// CHROMIUM_PATH (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from '../workspaces.mjs';
import { chromiumPath } from './browser.mjs';
import { freePort, prepareDatabase, signIn, sleep, startApi, waitFor } from './large-customer.mjs';

const ROWS = Number(process.env.BENCH_SCROLL_ROWS ?? 600);
/** The grid's fixed row height (ADR 0029) and one wheel notch of a mouse. */
const ROW_HEIGHT = 50;
const WHEEL_STEP = 250;
const WHEEL_PAUSE_MS = 40;
const CAMPUS = 'SK-1001';
/** The active location per customer, as the shell keeps it (shared/src/session/storage-keys.ts). */
const LOCATION_STORAGE_KEY = 'location';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const fixed = (value, digits = 1) => (value === undefined ? '—' : value.toFixed(digits));

/** Counts frames from inside the page: one requestAnimationFrame loop from `start` to `stop`. */
const FRAME_RECORDER = `
  window.__frames = [];
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); })
    .observe({ type: 'longtask', buffered: false });
  window.__recordFrames = (on) => {
    window.__recording = on;
    if (!on) return;
    let last = performance.now();
    const tick = (now) => {
      if (!window.__recording) return;
      window.__frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
`;

async function wheel(page, rows, direction) {
  const steps = Math.ceil((rows * ROW_HEIGHT) / WHEEL_STEP);
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.wheel(0, direction * WHEEL_STEP);
    await sleep(WHEEL_PAUSE_MS);
  }
}

async function main() {
  const log = (line) => console.log(line);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('Building the portal ...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}; ${ROWS} rows down, up, down`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-scroll-'));
  const target = { sqliteFile: path.join(dataDir, 'portal.sqlite'), dataDir };
  let server;
  let browser;
  try {
    const { customerId, employee } = await prepareDatabase(target, log);
    const port = await freePort();
    server = startApi(target, port);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const token = await signIn(base, employee, customerId);

    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(
      ([key, id, code]) => localStorage.setItem(key, JSON.stringify({ [id]: code })),
      [LOCATION_STORAGE_KEY, String(customerId), CAMPUS],
    );
    await page.addInitScript(FRAME_RECORDER);

    const asked = [];
    const started = new Map();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/installations/query')) started.set(request, performance.now());
    });
    page.on('requestfinished', (request) => {
      const at = started.get(request);
      if (at === undefined) return;
      const url = new URL(request.url());
      asked.push({ skip: Number(url.searchParams.get('skip')), ms: performance.now() - at });
    });

    // The token signs in on the dashboard (spec section 2); the grid is then opened as a user does, from the menu.
    await page.goto(`${base}/?accessToken=${encodeURIComponent(token)}`);
    await page.getByRole('link', { name: 'Enheder', exact: true }).click();
    const grid = page.getByRole('region', { name: 'Enheder' });
    try {
      await grid.locator('.ag-row[row-index="0"]').waitFor({ timeout: 60_000 });
    } catch (error) {
      const shot = path.join(os.tmpdir(), 'bench-scroll-failure.png');
      await page.screenshot({ path: shot });
      throw new Error(`no grid rows at ${page.url()} (screenshot ${shot}): ${(await page.locator('body').innerText()).slice(0, 300)}`, { cause: error });
    }
    const box = await grid.locator('.ag-body-viewport, .ag-grid-viewport').first().boundingBox();
    if (!box) throw new Error('the grid has no viewport');
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));

    const passes = [];
    for (const [name, direction] of [['down', 1], ['up', -1], ['down again', 1]]) {
      const before = asked.length;
      await page.evaluate(() => {
        globalThis.__frames = [];
        globalThis.__longTasks = [];
        globalThis.__recordFrames(true);
      });
      await wheel(page, ROWS, direction);
      await sleep(500);
      const { frames, longTasks } = await page.evaluate(() => {
        globalThis.__recordFrames(false);
        return { frames: globalThis.__frames.slice(1), longTasks: globalThis.__longTasks };
      });
      const lastRow = await grid.locator('.ag-row[row-index]').evaluateAll((rows) => Math.max(...rows.map((row) => Number(row.getAttribute('row-index')))));
      passes.push({ name, requests: asked.length - before, frames: [...frames].sort((a, b) => a - b), longTasks, lastRow });
    }

    const bySkip = new Map();
    for (const { skip } of asked) bySkip.set(skip, (bySkip.get(skip) ?? 0) + 1);
    const twice = [...bySkip].filter(([, count]) => count > 1).map(([skip]) => skip);
    const latencies = asked.map((entry) => entry.ms).sort((a, b) => a - b);

    log('');
    log(`Campus ${CAMPUS} on SQLite, /enheder, ${ROWS} rows (${ROWS / 10} blocks of 10) per pass:`);
    log('');
    log('| pass | query calls | lowest row shown at the end | frames: p50 / p95 / max | frames over 50 ms | long tasks (count, longest) |');
    log('|---|---|---|---|---|---|');
    for (const pass of passes) {
      const { frames } = pass;
      log(
        `| ${pass.name} | ${pass.requests} | ${pass.lastRow} | ${fixed(percentile(frames, 50))} / ${fixed(percentile(frames, 95))} / ${fixed(frames.at(-1))} ms | ${frames.filter((ms) => ms > 50).length} of ${frames.length} | ${pass.longTasks.length}, ${fixed(Math.max(0, ...pass.longTasks), 0)} ms |`,
      );
    }
    log('');
    log(`Query calls in all: ${asked.length}, blocks asked twice: ${twice.length ? twice.join(', ') : 'none'}; latency in the browser p50 ${fixed(percentile(latencies, 50))} ms, p95 ${fixed(percentile(latencies, 95))} ms.`);
    if (twice.length > 0) process.exitCode = 1;
  } finally {
    await browser?.close();
    server?.kill('SIGTERM');
    await sleep(300);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
