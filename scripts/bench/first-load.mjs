#!/usr/bin/env node
// `npm run bench` (first part): first-load figures of the built portal in Debian's Chromium. Starts the
// embedded server on a throwaway database, loads every page of pages.mjs on a first visit
// (page-weight.mjs) and prints the JavaScript and CSS each one fetched, raw and gzip-compressed.
//   BENCH_PORT (default 8190), BENCH_VIEWPORT (a name in pages.mjs' VIEWPORTS, default desktop),
//   BENCH_FILES=1: also list each page's JavaScript files, largest first.
import { PAGES, viewportFromEnvironment } from './pages.mjs';
import { kb, measurePages } from './page-weight.mjs';
import { startPortal } from './portal-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8190);
const { name: viewportName, viewport } = viewportFromEnvironment();

const { base, stop } = await startPortal(port);
try {
  const weights = await measurePages({ base, viewport, pages: PAGES });
  console.log(`First load of each page at ${viewportName} (${viewport.width} x ${viewport.height}), KB:`);
  console.log(`${'page'.padEnd(54)} ${'js raw'.padStart(8)} ${'js gzip'.padStart(8)} ${'css gzip'.padStart(9)} ${'of js from remotes'.padStart(19)} ${'files'.padStart(6)} ${'ms'.padStart(6)}`);
  for (const weight of weights) {
    console.log(
      `${`${weight.label} (${weight.path})`.padEnd(54)} ${kb(weight.js.raw).toFixed(1).padStart(8)} ${kb(weight.js.gzip).toFixed(1).padStart(8)} ${kb(weight.css.gzip).toFixed(1).padStart(9)} ${kb(weight.remoteJsGzip).toFixed(1).padStart(19)} ${String(weight.files.length).padStart(6)} ${weight.ms.toFixed(0).padStart(6)}`,
    );
    if (process.env.BENCH_FILES === '1') {
      console.log(`  ${weight.files.map((file) => `${new URL(file.url).pathname} ${kb(file.gzip)}`).join(', ')}`);
    }
  }
} finally {
  stop();
}
