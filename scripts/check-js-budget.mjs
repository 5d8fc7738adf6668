#!/usr/bin/env node
// `npm run test:js-budget` (a step of `npm test`, after the build): every page of scripts/bench/pages.mjs
// loaded on a first visit at each viewport of scripts/bench/js-budget.json (the same measurer as
// `npm run bench`, in Chromium's headless shell: it counts bytes, not time), its JavaScript gzip compared with
// its budget there. Exit 1 when a page is more than 5 % above its budget, lacks one, or a budget names no page.
//   --update: write the measured figures into the budget file instead (the commit that grows a page does
//   this and gives the reason in its message). A new viewport: add it to pages.mjs' VIEWPORTS and an empty
//   section of that name to the budget file, then --update.
//   BENCH_PORT (default 8190).
import { compareWithBudget, readBudget, TOLERANCE, writeBudget, BUDGET_FILE } from './bench/js-budget.mjs';
import { headlessShellPath } from './bench/browser.mjs';
import { kb, measurePages } from './bench/page-weight.mjs';
import { PAGES, VIEWPORTS } from './bench/pages.mjs';
import { startPortal } from './bench/portal-server.mjs';

const update = process.argv.includes('--update');
const budget = readBudget();
const unknown = Object.keys(budget).filter((name) => !(name in VIEWPORTS));
if (unknown.length > 0) {
  console.error(`${BUDGET_FILE}: ${unknown.join(', ')} is not a viewport of scripts/bench/pages.mjs (${Object.keys(VIEWPORTS).join(', ')})`);
  process.exit(1);
}

const { base, stop } = await startPortal(Number(process.env.BENCH_PORT ?? 8190));
const failures = [];
try {
  for (const [name, pageBudgets] of Object.entries(budget)) {
    const weights = await measurePages({ base, viewport: VIEWPORTS[name], pages: PAGES, executablePath: headlessShellPath });
    const measured = weights.map((weight) => ({ path: weight.path, gzipKb: kb(weight.js.gzip) }));
    if (update) {
      budget[name] = Object.fromEntries(measured.map(({ path, gzipKb }) => [path, gzipKb]));
      continue;
    }
    const result = compareWithBudget(measured, pageBudgets);
    console.log(`JavaScript per page at ${name}, gzip KB (budget, measured, change):`);
    for (const row of result.rows) {
      const change = row.change === undefined ? '' : `${row.change >= 0 ? '+' : ''}${(row.change * 100).toFixed(1)} %`;
      console.log(`  ${row.path.padEnd(22)} ${(row.budgetKb === undefined ? '-' : row.budgetKb.toFixed(1)).padStart(7)} ${row.measuredKb.toFixed(1).padStart(7)} ${change.padStart(9)}`);
    }
    for (const hint of result.hints) console.log(`  note: ${hint}`);
    failures.push(...result.failures.map((failure) => `${name} ${failure}`));
  }
} finally {
  stop();
}

if (update) {
  writeBudget(budget);
  console.log(`Wrote the measured figures to ${BUDGET_FILE}; give the reason for any growth in the commit message.`);
} else if (failures.length > 0) {
  console.error(
    `\nJavaScript budget exceeded:\n  ${failures.join('\n  ')}\n` +
      `A page may grow at most ${TOLERANCE * 100} % above its budget in ${BUDGET_FILE}. If the growth is intended, ` +
      'raise its figure in the same commit (npm run test:js-budget -- --update writes the measured ones) and say why in the commit message.',
  );
  process.exit(1);
}
