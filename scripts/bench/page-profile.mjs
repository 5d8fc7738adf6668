#!/usr/bin/env node
// `npm run bench:profile`: where the main thread's time goes on a cold load of one page of the built portal.
// Signs in on the dashboard (the spec's ?accessToken=), clears the HTTP cache, then loads
// BENCH_PAGE (default /aktuelle-fejl) with a V8 CPU profile running, and prints the self time by original
// source (the built files' source maps): per package or workspace file, and the top functions.
// A tool to find the next cut, not a benchmark with targets (Lighthouse in `npm run bench` has those).
//   BENCH_PAGE=/path, BENCH_VIEWPORT (a viewport of pages.mjs, default desktop), BENCH_CPU_THROTTLE (a CPU slowdown
//   factor, as Lighthouse's mobile preset's 4), BENCH_PORT (the portal listens on BENCH_PORT + 2), BENCH_SETTLE_MS
//   (after the load event, default 3000), BENCH_TOP (rows per table, default 25), CHROMIUM_PATH.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { repoRoot } from '../workspaces.mjs';
import { chromiumPath } from './browser.mjs';
import { viewportFromEnvironment } from './pages.mjs';
import { startPortal } from './portal-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8190) + 2;
const pagePath = process.env.BENCH_PAGE ?? '/aktuelle-fejl';
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 3000);
const top = Number(process.env.BENCH_TOP ?? 25);
const { name: viewportName, viewport } = viewportFromEnvironment();
const cpuThrottle = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
if (!(cpuThrottle >= 1)) throw new Error(`BENCH_CPU_THROTTLE=${process.env.BENCH_CPU_THROTTLE}: a slowdown factor of 1 or more`);

/** Where a served URL's file lies in the build output (the shell at the root, each remote under /mfe/<name>/). */
function builtFileOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/mfe\/([^/]+)\/(.+)$/.exec(pathname);
  const file = remote ? path.join(repoRoot, `mfe-${remote[1]}`, 'dist', remote[2]) : path.join(repoRoot, 'shell', 'dist', pathname.slice(1));
  return existsSync(file) && existsSync(`${file}.map`) ? file : undefined;
}

const consumers = new Map();
async function consumerOf(url) {
  if (!consumers.has(url)) {
    const file = builtFileOf(url);
    consumers.set(url, file ? await new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  }
  return consumers.get(url);
}

/** `ag-grid-community`, `react-dom`, or a workspace file such as `shared/src/data-table/data-table.component.tsx`. */
function ownerOf(source) {
  // A module built from a data: URL (rspack's federation runtime-plugins module): its name is its whole source.
  if (source.startsWith('data:')) return 'data: URL module (rspack: the federation runtime plugins)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packageMatch) return packageMatch[1];
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
}

/**
 * The main thread's longest busy stretches: runs of samples with no idle sample between them (about the
 * browser's long tasks, which Lighthouse's TBT counts), each with the sources that took most of it.
 */
function printBusyStretches(profile, described) {
  const stretches = [];
  let current;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const node = described.get(id);
    if (!node) {
      current = undefined;
      return;
    }
    if (!current) {
      current = { start: at, end: at, owners: new Map() };
      stretches.push(current);
    }
    const us = profile.timeDeltas[index + 1] ?? 0;
    current.end = at + us;
    current.owners.set(node.owner, (current.owners.get(node.owner) ?? 0) + us);
  });
  console.log(`\n| busy stretch (ms from the profile's start) | ms | mostly |\n|---|---|---|`);
  for (const stretch of stretches.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10)) {
    const mostly = [...stretch.owners].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([owner, us]) => `${owner} ${(us / 1000).toFixed(0)}`);
    console.log(`| ${((stretch.start - profile.startTime) / 1000).toFixed(0)} | ${((stretch.end - stretch.start) / 1000).toFixed(0)} | ${mostly.join(', ')} |`);
  }
}

const { base, stop } = await startPortal(port);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: viewport });
  const signIn = await fetch(`${base}/api/authentication/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const { token } = await signIn.json();
  const page = await browser.newPage();
  await page.goto(`${base}/?accessToken=${encodeURIComponent(token)}`, { waitUntil: 'networkidle0' });
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  if (cpuThrottle !== 1) await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await page.goto('about:blank');
  await session.send('Profiler.start');
  const started = performance.now();
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const { profile } = await session.send('Profiler.stop');
  console.log(`${pagePath} (${viewportName}, CPU ×${cpuThrottle}): profiled ${Math.round(performance.now() - started)} ms of wall time`);

  // Self time per node: the samples' time deltas summed on the node each sample hit.
  const selfUs = new Map();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byOwner = new Map();
  const byFunction = new Map();
  /** Per node: its original source and function name. */
  const described = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (['(idle)', '(program)'].includes(functionName)) continue;
    // A data: URL (Module Federation's inline runtime) would print its whole source.
    let owner = url ? (url.startsWith('data:') ? 'data: URL (inline script)' : new URL(url).pathname) : functionName;
    let name = functionName || '(anonymous)';
    const consumer = url ? await consumerOf(url) : null;
    if (consumer) {
      const original = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (original.source) {
        owner = ownerOf(original.source);
        name = `${original.name ?? name} (${ownerOf(original.source)}:${original.line})`;
      }
    }
    described.set(node.id, { owner, name });
    total += us;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const print = (title, map) => {
    console.log(`\n| ${title} | self ms | share |\n|---|---|---|`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`| ${key} | ${(us / 1000).toFixed(1)} | ${((100 * us) / total).toFixed(1)} % |`);
    }
  };
  console.log(`JavaScript and the engine's own work (garbage collection, compilation) while profiled: ${(total / 1000).toFixed(0)} ms`);
  print('source', byOwner);
  print('function', byFunction);
  printBusyStretches(profile, described);
  await browser.disconnect();
} finally {
  chrome.kill();
  stop();
}
