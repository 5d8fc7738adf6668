// The JavaScript budget (gzip KB per page and viewport, js-budget.json): the rule and its comparison.
// A page fails when it fetches more than TOLERANCE above its budget; the commit that grows a page on
// purpose raises its figure in js-budget.json and says why (docs/performance.md, "JavaScript budget").
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUDGET_FILE = path.join(import.meta.dirname, 'js-budget.json');
/** How far above its budget a page may be: the measurement's own spread stays inside it. */
export const TOLERANCE = 0.05;
/** Below this share of its budget a page has shrunk enough that its budget should come down with it. */
const SHRUNK = 1 - TOLERANCE;

/** @typedef {Record<string, Record<string, number>>} Budget  viewport -> page path -> gzip KB */

/** @returns {Budget} */
export function readBudget(file = BUDGET_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {Budget} budget */
export function writeBudget(budget, file = BUDGET_FILE) {
  writeFileSync(file, `${JSON.stringify(budget, null, 2)}\n`);
}

/**
 * One viewport's measured pages against its budget.
 * @param {{ path: string, gzipKb: number }[]} measured
 * @param {Record<string, number>} budget  page path -> gzip KB
 * @returns {{ rows: { path: string, budgetKb: number | undefined, measuredKb: number, change: number | undefined }[], failures: string[], hints: string[] }}
 */
export function compareWithBudget(measured, budget) {
  const failures = [];
  const hints = [];
  const rows = measured.map(({ path: page, gzipKb }) => {
    const budgetKb = budget[page];
    if (budgetKb === undefined) {
      failures.push(`${page}: ${gzipKb} KB, and no budget: add it to the budget file`);
      return { path: page, budgetKb, measuredKb: gzipKb, change: undefined };
    }
    const change = gzipKb / budgetKb - 1;
    if (gzipKb > budgetKb * (1 + TOLERANCE)) {
      failures.push(`${page}: ${gzipKb} KB is ${(change * 100).toFixed(1)} % above its budget of ${budgetKb} KB (at most ${TOLERANCE * 100} %)`);
    } else if (gzipKb < budgetKb * SHRUNK) {
      hints.push(`${page}: ${gzipKb} KB is ${(-change * 100).toFixed(1)} % below its budget of ${budgetKb} KB: lower the budget to keep the gain`);
    }
    return { path: page, budgetKb, measuredKb: gzipKb, change };
  });
  const pages = new Set(measured.map((entry) => entry.path));
  for (const page of Object.keys(budget)) {
    if (!pages.has(page)) failures.push(`${page}: has a budget but is not a page of scripts/bench/pages.mjs: remove it from the budget file`);
  }
  return { rows, failures, hints };
}
