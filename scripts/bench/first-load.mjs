#!/usr/bin/env node
// `npm run bench`: first-load figures of the built portal in Debian's Chromium. Starts the embedded
// server on a throwaway database, opens pages, and prints the JavaScript and CSS each one fetched,
// raw and gzip-compressed (level 9, computed here so the figure does not depend on the server).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startPortal } from './portal-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8190);

const { base, stop } = await startPortal(port);

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function measure(page, label, action) {
  const assets = [];
  const onResponse = async (response) => {
    const url = response.url();
    if (/\.(js|css)$/.test(new URL(url).pathname)) {
      assets.push({ url, body: await response.body().catch(() => Buffer.alloc(0)) });
    }
  };
  page.on('response', onResponse);
  const started = performance.now();
  await action();
  const elapsed = performance.now() - started;
  page.off('response', onResponse);
  const sum = (filter) =>
    assets.filter(filter).reduce((acc, { body }) => ({ raw: acc.raw + body.length, gzip: acc.gzip + gzipSync(body, { level: 9 }).length }), { raw: 0, gzip: 0 });
  const js = sum(({ url }) => url.endsWith('.js'));
  const css = sum(({ url }) => url.endsWith('.css'));
  const remote = sum(({ url }) => url.includes('/mfe/') && url.endsWith('.js'));
  console.log(
    `${label.padEnd(34)} js ${kb(js.raw).padStart(9)} raw ${kb(js.gzip).padStart(9)} gzip | css ${kb(css.gzip).padStart(8)} gzip | from remotes ${kb(remote.gzip).padStart(8)} gzip | ${assets.length} files | ${elapsed.toFixed(0)} ms`,
  );
}

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage();
  await measure(page, 'first load: /login', async () => {
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  });
  await measure(page, 'sign in -> dashboard (+ widget)', async () => {
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Adgangskode').fill('demo1234');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByTestId('key-number-units').waitFor();
    await page.waitForLoadState('networkidle');
  });
  await measure(page, 'dashboard -> /aktuelle-fejl (grid)', async () => {
    await page.getByRole('navigation').getByRole('button', { name: 'Fejl' }).click();
    await page.getByRole('link', { name: 'Aktuelle fejl' }).click();
    await page.locator('.ag-row').first().waitFor();
    await page.waitForLoadState('networkidle');
  });
  const fresh = await browser.newPage();
  await fresh.goto(`${base}/login`);
  await fresh.evaluate((token) => localStorage.setItem('token', token), await page.evaluate(() => localStorage.getItem('token')));
  await measure(fresh, 'first load: /lokation (signed in)', async () => {
    await fresh.goto(`${base}/lokation`, { waitUntil: 'networkidle' });
    await fresh.getByTestId('location-address').waitFor();
  });
  await browser.close();
} finally {
  stop();
}
