import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';
import { csvRows, exportAs, xlsxRows } from '../support/export-files';

/** The fault numbers of the rows ag-grid shows on the current page, in display order (its row-index, not the DOM's). */
function pageNumbers(table: Locator, first: number): Promise<string[]> {
  return table.locator('.ag-row').evaluateAll(
    (rows, [from, to]) =>
      rows
        .map((row) => ({ index: Number(row.getAttribute('row-index')), cell: row.querySelector('.ag-cell[col-id="number"]') }))
        .filter((entry): entry is { index: number; cell: Element } => entry.cell !== null && entry.index >= from && entry.index < to)
        .sort((a, b) => a.index - b.index)
        .map((entry) => entry.cell.textContent?.trim() ?? ''),
    [first, first + 10] as const,
  );
}

/** Every row the filtered, sorted list holds: each page of the grid in turn (rows leaving by animation are ignored). */
async function listedNumbers(table: Locator): Promise<string[]> {
  const numbers: string[] = [];
  for (let first = 0; ; first += 10) {
    let shown: string[] = [];
    await expect
      .poll(async () => {
        const before = await pageNumbers(table, first);
        await new Promise((resolve) => setTimeout(resolve, 300));
        shown = await pageNumbers(table, first);
        return shown.length > 0 && shown.join() === before.join();
      })
      .toBe(true);
    numbers.push(...shown);
    const next = table.getByRole('button', { name: 'Næste side' });
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') return numbers;
    await next.click();
  }
}


test.describe('export', () => {
  test('the fault list: the CSV holds the filtered and sorted rows, the XLSX opens with its Danish titles', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const faults = new IssuesPage(page, 'Aktuelle fejl');
    await expect(faults.row(0)).toBeVisible();

    // A search (the first row's location: several pages on the demo data), sorted by the fault number, highest first.
    const location = (await faults.row(0).locator('.ag-cell[col-id="locationName"]').first().textContent())?.trim() ?? '';
    expect(location).not.toBe('');
    await faults.searchFor(location);
    const header = faults.table.getByRole('columnheader', { name: 'Fejlnr.' });
    await header.click();
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const shown = await listedNumbers(faults.table);
    expect(shown.length).toBeGreaterThan(1);
    expect([...shown].sort().reverse()).toEqual(shown);

    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toMatch(/^faults-\d{4}-\d{2}-\d{2}\.csv$/);
    const [titles, ...rows] = await csvRows(csv.body);
    expect(titles?.slice(0, 3)).toEqual(['Fejlnr.', 'Alvorlighed', 'Status']);
    expect(rows.map((row) => row[0])).toEqual(shown);

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    expect(xlsx.name).toMatch(/^faults-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await xlsxRows(xlsx.body);
    expect(sheet[0]?.slice(0, 3)).toEqual(['Fejlnr.', 'Alvorlighed', 'Status']);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(shown);
  });

  test('the menu by keyboard: Enter opens it on CSV, Escape closes it and the focus returns', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    await expect(new IssuesPage(page, 'Aktuelle fejl').row(0)).toBeVisible();
    const button = page.getByRole('button', { name: 'Eksportér' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
