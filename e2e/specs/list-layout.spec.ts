import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';

/**
 * What the list pages show at a glance: at 1366 px the fault and inspection lists fit without sideways scrolling,
 * with the latest note and the reports in view; faults carry severity and status chips, "critical first" is one
 * click and a severity filter is in the address; where the grid scrolls sideways (a tablet, 768 px; phones show
 * cards) the last row is not under the scroll strip.
 */

const grid = (page: Page, name: string) => page.getByRole('region', { name });

/** The rows of a grid's scrolling part (ag-grid renders the pinned column's rows apart): those with a note cell. */
const centreRows = (table: Locator) => table.locator('.ag-row:has(.ag-cell[col-id="latestNote"])');

/**
 * A column's texts in display order. ag-grid moves a row to its place after a sort without moving it in the DOM,
 * so the rows are put in order by their `row-index`.
 */
async function columnTexts(table: Locator, colId: string): Promise<string[]> {
  return table.locator(`.ag-row[row-index]:has(.ag-cell[col-id="${colId}"])`).evaluateAll(
    (rows, id) =>
      rows
        .map((row) => ({ index: Number(row.getAttribute('row-index')), text: row.querySelector(`.ag-cell[col-id="${id}"]`)?.textContent ?? '' }))
        .sort((a, b) => a.index - b.index)
        .map((row) => row.text),
    colId,
  );
}

test.describe('list layout', () => {
  // Several page loads each on a shared machine.
  test.slow();
  test('at 1366 px the lists fit: note and reports in view, no sideways scroll; severity first in one click and filtered by address', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const [path, name] of [
      ['/aktuelle-fejl', 'Aktuelle fejl'],
      ['/aktuelle-eftersyn', 'Aktuelle eftersyn'],
    ] as const) {
      await page.goto(path);
      const table = grid(page, name);
      await expect(centreRows(table).first()).toBeVisible();
      const viewport = table.locator('.ag-body-horizontal-scroll-viewport');
      const overflow = await viewport.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(1);
      for (const header of ['Seneste note', 'Rapporter']) await expect(table.getByRole('columnheader', { name: header })).toBeInViewport();
    }

    await page.goto('/aktuelle-fejl');
    const faults = grid(page, 'Aktuelle fejl');
    await expect(centreRows(faults).first()).toBeVisible();
    // The first columns after the number: severity and status, as coloured chips with text.
    const headers = (await faults.locator('.ag-header-cell-text').allTextContents()).filter((text) => text.trim() !== '');
    expect(headers.slice(0, 3)).toEqual(['Fejlnr.', 'Alvorlighed', 'Status']);
    const severityHeader = faults.getByRole('columnheader', { name: 'Alvorlighed' });
    await severityHeader.click();
    await expect(severityHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => (await columnTexts(faults, 'severity'))[0]).toBe('A – Kritisk');
    const severities = await columnTexts(faults, 'severity');
    const rank = (text: string) => ['A', 'B', 'C'].indexOf(text.charAt(0)) + (text === '' ? 4 : 0);
    expect(severities.map(rank)).toEqual([...severities.map(rank)].sort((a, b) => a - b));

    await page.goto('/aktuelle-fejl?severity=A');
    await expect(centreRows(faults).first()).toBeVisible();
    const critical = await columnTexts(faults, 'severity');
    expect(critical.length).toBeGreaterThan(0);
    for (const text of critical) expect(text).toBe('A – Kritisk');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('combobox', { name: 'Alvorlighed' })).toHaveValue('A');
  });

  test('at 768 px the last row is whole above the sideways scroll strip', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/aktuelle-eftersyn');
    const table = grid(page, 'Aktuelle eftersyn');
    await expect(centreRows(table).first()).toBeVisible();
    const strip = await table.locator('.ag-body-horizontal-scroll').boundingBox();
    const rows = centreRows(table);
    const last = await rows.nth((await rows.count()) - 1).boundingBox();
    expect(strip && last).toBeTruthy();
    if (!strip || !last) return;
    expect(last.y + last.height).toBeLessThanOrEqual(strip.y + 1);
  });
});
