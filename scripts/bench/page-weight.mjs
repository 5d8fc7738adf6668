// What each page fetches on a first visit, in Debian's Chromium (browser.mjs): every JavaScript and CSS file, raw and
// gzip-compressed (level 9, computed here so the figure does not depend on the server). Each page loads in
// a fresh browser context (an empty HTTP cache), signed in with a token in its storage as a returning user
// would be (or signed out for the sign-in page), and counts what arrived until the page was ready and the
// network idle. The one measurer of `npm run bench` (first-load.mjs) and of the JavaScript budget.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from './browser.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** The demo user's token, as the sign-in form would store it. */
async function signInToken(base) {
  const response = await fetch(`${base}/api/authentication/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).token;
}

/**
 * @typedef {object} PageWeight
 * @property {string} path
 * @property {string} label
 * @property {{ raw: number, gzip: number }} js   bytes
 * @property {{ raw: number, gzip: number }} css
 * @property {number} remoteJsGzip                 of which from remotes' deployments (/mfe/)
 * @property {{ url: string, gzip: number }[]} files   the JavaScript files, largest first
 * @property {number} ms                           from navigation to ready and idle
 */

/**
 * Loads each page once at the viewport and returns what it fetched.
 * @param {{ base: string, viewport: { width: number, height: number }, pages: import('./pages.mjs').BenchPage[], executablePath?: string }} options
 *   `executablePath`: the browser (browser.mjs), Debian's Chromium unless named
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePages({ base, viewport, pages, executablePath = chromiumPath }) {
  const token = await signInToken(base);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const target of pages) {
      const context = await browser.newContext({ viewport });
      if (!target.signedOut) {
        await context.addInitScript((value) => {
          if (!localStorage.getItem('token')) localStorage.setItem('token', value);
        }, token);
      }
      const page = await context.newPage();
      /** @type {Map<string, Promise<Buffer>>} */
      const bodies = new Map();
      page.on('response', (response) => {
        const url = response.url();
        if (/\.(js|css)$/.test(new URL(url).pathname) && !bodies.has(url)) bodies.set(url, response.body().catch(() => Buffer.alloc(0)));
      });
      const started = performance.now();
      await page.goto(`${base}${target.path}`);
      await target.ready(page).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const ms = performance.now() - started;
      const files = await Promise.all([...bodies].map(async ([url, body]) => ({ url, raw: (await body).length, gzip: gzipSync(await body, { level: 9 }).length })));
      await context.close();
      const sum = (keep) => files.filter(keep).reduce((acc, file) => ({ raw: acc.raw + file.raw, gzip: acc.gzip + file.gzip }), { raw: 0, gzip: 0 });
      const isJs = (file) => new URL(file.url).pathname.endsWith('.js');
      results.push({
        path: target.path,
        label: target.label,
        js: sum(isJs),
        css: sum((file) => !isJs(file)),
        remoteJsGzip: sum((file) => isJs(file) && new URL(file.url).pathname.startsWith('/mfe/')).gzip,
        files: files.filter(isJs).map(({ url, gzip }) => ({ url, gzip })).sort((a, b) => b.gzip - a.gzip),
        ms,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Bytes as KB with one decimal, the unit of the budget file. */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
