#!/usr/bin/env node
// Lighthouse 12 (runs on Node 20) on the built portal in Debian's Chromium: the dashboard `/` and the
// current-faults list `/aktuelle-fejl`, each a first load with an empty HTTP cache, with the desktop preset
// and the mobile preset (Lighthouse's default, a throttled phone), each with its targets (TARGETS in
// lighthouse-report.mjs). Prints the scores, the JavaScript each page transferred, the request
// chain of each desktop run, and exits non-zero when a target is missed.
//
// Sign-in goes through the spec's ?accessToken= parameter on the dashboard run (Lighthouse clears the
// origin's storage first). The fault list runs next in the same tab with the storage kept (the signed-in
// session) but the HTTP cache cleared, so it is a cold load of a signed-in user (a bookmark, say).
//   BENCH_PORT (the portal listens on BENCH_PORT + 1), BENCH_PRESETS=desktop,mobile, CHROMIUM_PATH,
//   BENCH_LIGHTHOUSE_DIR=<dir>: also write each full report there (<preset>-<page>.json, for the reasons),
//   BENCH_LIGHTHOUSE_RUNS (default 3): loads of each page; the figures and targets are the median run's by
//   performance score (Lighthouse's own advice on a noisy machine), and every run's score is printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './browser.mjs';
import { missedTargets, printChain, printTable, requestChain, summarize, tableRow } from './lighthouse-report.mjs';
import { startPortal } from './portal-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8190) + 1;
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const presets = (process.env.BENCH_PRESETS ?? 'desktop,mobile').split(',').map((preset) => preset.trim());
// Without the background-networking flags Chromium keeps dialling Google's hosts, which this kind of
// machine refuses (noise in the network log and the console).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const { base, stop } = await startPortal(port);

async function signInToken() {
  const response = await fetch(`${base}/api/authentication/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).token;
}

async function audit(page, preset, url, keepStorage) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
    },
    preset === 'desktop' ? desktopConfig : undefined,
    page,
  );
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** What keeps a checked category under 100, so the figure can be acted on. */
function printLowAudits(preset, label, lhr) {
  for (const id of ['accessibility', 'best-practices']) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const low = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary');
    console.log(`  ${preset} ${label} ${id} < 100: ${low.map((entry) => `${entry.id} (${entry.title})`).join('; ')}`);
  }
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianByPerformance(lhrs) {
  const sorted = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });

const pages = [
  { name: 'dashboard', label: 'dashboard (/)', url: (token) => `${base}/?accessToken=${encodeURIComponent(token)}`, keepStorage: false },
  { name: 'current-faults', label: 'current faults (/aktuelle-fejl)', url: () => `${base}/aktuelle-fejl`, keepStorage: true },
];

const missed = [];
try {
  const rows = [];
  const chains = [];
  const scoreLines = [];
  for (const preset of presets) {
    // A fresh browser per preset: each starts signed out and with an empty cache.
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      const token = await signInToken();
      const reports = new Map(pages.map((target) => [target, []]));
      // Run by run, the dashboard first: its load signs in, and the fault list's keeps that session.
      for (let run = 0; run < runs; run += 1) {
        for (const target of pages) {
          if (target.keepStorage) {
            const session = await page.createCDPSession();
            await session.send('Network.clearBrowserCache');
            await session.detach();
          }
          reports.get(target).push(await audit(page, preset, target.url(token), target.keepStorage));
        }
      }
      for (const target of pages) {
        const lhrs = reports.get(target);
        const lhr = medianByPerformance(lhrs);
        if (reportDir) writeFileSync(path.join(reportDir, `${preset}-${target.name}.json`), JSON.stringify(lhr));
        const row = summarize(lhr);
        rows.push(tableRow(preset, target.label, row));
        if (runs > 1) scoreLines.push(`${preset} ${target.label}: performance ${lhrs.map((each) => summarize(each).performance).join(', ')} (median run in the table)`);
        printLowAudits(preset, target.label, lhr);
        for (const miss of missedTargets(preset, row)) missed.push(`${preset} ${target.label}: ${miss}`);
        if (preset === 'desktop') chains.push({ label: `${preset} ${target.label}`, chain: requestChain(lhr, base) });
      }
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
  }
  printTable(rows);
  if (scoreLines.length > 0) console.log(`\nEach of ${runs} runs:\n  ${scoreLines.join('\n  ')}`);
  for (const { label, chain } of chains) printChain(label, chain);
  if (missed.length > 0) console.error(`\nTargets missed:\n  ${missed.join('\n  ')}`);
} finally {
  stop();
}
process.exit(missed.length > 0 ? 1 : 0);
