import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BUDGET_FILE, compareWithBudget, readBudget, TOLERANCE, writeBudget } from './bench/js-budget.mjs';
import { PAGES, VIEWPORTS } from './bench/pages.mjs';

test('a page within 5 % above its budget passes; more fails, naming the page, both figures and the change', () => {
  assert.equal(TOLERANCE, 0.05);
  const within = compareWithBudget([{ path: '/', gzipKb: 105 }], { '/': 100 });
  assert.deepEqual(within.failures, []);
  assert.equal(within.rows[0].change.toFixed(2), '0.05');
  const over = compareWithBudget([{ path: '/', gzipKb: 105.1 }, { path: '/login', gzipKb: 90 }], { '/': 100, '/login': 100 });
  assert.equal(over.failures.length, 1);
  assert.match(over.failures[0], /^\/: 105\.1 KB is 5\.1 % above its budget of 100 KB/);
});

test('a page without a budget and a budget without a page both fail', () => {
  const result = compareWithBudget([{ path: '/new', gzipKb: 50 }], { '/gone': 10 });
  assert.equal(result.failures.length, 2);
  assert.match(result.failures[0], /^\/new: 50 KB, and no budget/);
  assert.match(result.failures[1], /^\/gone: has a budget but is not a page/);
});

test('a page well below its budget passes with a hint to lower it', () => {
  const result = compareWithBudget([{ path: '/', gzipKb: 90 }], { '/': 100 });
  assert.deepEqual(result.failures, []);
  assert.equal(result.hints.length, 1);
  assert.match(result.hints[0], /10\.0 % below its budget of 100 KB: lower the budget/);
});

test('the committed budget has a figure for every page at each of its viewports, and only known viewports', () => {
  const budget = readBudget();
  assert.ok(Object.keys(budget).length > 0, 'at least one viewport');
  for (const [viewport, pages] of Object.entries(budget)) {
    assert.ok(viewport in VIEWPORTS, `${viewport} is a viewport of pages.mjs`);
    assert.deepEqual(Object.keys(pages).toSorted(), PAGES.map((page) => page.path).toSorted(), `${viewport}: one figure per page`);
    for (const [page, kb] of Object.entries(pages)) assert.ok(typeof kb === 'number' && kb > 0, `${viewport} ${page}: a positive KB figure`);
  }
});

test('the budget file is written as it is read', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'js-budget-'));
  try {
    const file = path.join(dir, 'budget.json');
    writeBudget({ desktop: { '/': 1.5 } }, file);
    assert.deepEqual(readBudget(file), { desktop: { '/': 1.5 } });
    assert.notEqual(file, BUDGET_FILE);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
