import { expect, test } from '../fixtures/portal-test';
import { InstallationsPage } from '../pages/installations.page';
import { IssuesPage } from '../pages/issues.page';
import { TasksPage } from '../pages/tasks.page';

/**
 * A list's view is in its address, in Chromium against the demo data: the search, the tab and the sort a user
 * chose come back on a reload and open as they were from a link; and with rows selected, the count and the
 * download action stay in view at the window's bottom while a long list scrolls.
 */
test.describe('the list in the address', () => {
  test('search, tab and sort survive a reload and a shared link', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const faults = new IssuesPage(page, 'Aktuelle fejl');
    await expect(faults.row(0)).toBeVisible();
    // The provider's faults (F-…), whose numbers sort as text; a customer's reports (M-…) are left out by the search.
    await faults.searchFor('F-10421');
    await expect(page).toHaveURL(/[?&]tableSearchQuery=F-10421(&|$)/);

    // Sorted by number, descending: two clicks on the header, and the address says so.
    const numberHeader = faults.table.locator('.ag-header-cell[col-id="number"] .ag-header-cell-label');
    await numberHeader.click();
    await expect(page).toHaveURL(/[?&]sort=number(&|$)/);
    await numberHeader.click();
    await expect(page).toHaveURL(/[?&]sort=-number(&|$)/);
    // In display order: ag-grid reuses its row elements, so the document's order is not the rows' order.
    const shownNumbers = () =>
      faults.table.locator('.ag-row').evaluateAll((rows) =>
        rows
          .filter((row) => row.querySelector('.ag-cell[col-id="number"]'))
          .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
          .map((row) => row.querySelector('.ag-cell[col-id="number"]')?.textContent?.trim() ?? ''),
      );
    const numberCell = faults.table.locator('.ag-header-cell[col-id="number"]');
    await expect(numberCell).toHaveAttribute('aria-sort', 'descending');
    const numbers = await shownNumbers();
    expect(numbers.length).toBeGreaterThan(1);
    expect([...numbers].sort().reverse()).toEqual(numbers);

    await page.reload();
    await expect(faults.row(0)).toBeVisible({ timeout: 30_000 });
    await expect(faults.search).toHaveValue('F-10421');
    await expect(numberCell).toHaveAttribute('aria-sort', 'descending');
    expect(await shownNumbers()).toEqual(numbers);

    // The thermography tab, from the tabs and from a link.
    await page.getByRole('tab', { name: 'Kun termografi' }).click();
    await expect(page).toHaveURL(/[?&]tab=thermography(&|$)/);
    await page.goto('/aktuelle-fejl?tab=thermography');
    await expect(page.getByRole('tab', { name: 'Kun termografi' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Alle fejl' }).click();
    await expect(page).not.toHaveURL(/[?&]tab=/);
  });

  test('the server-paged unit list keeps its search, type and sort in the address too', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/enheder');
    const units = new InstallationsPage(page);
    await expect(units.row(0)).toBeVisible();
    const codeHeader = units.table.locator('.ag-header-cell[col-id="code"]');
    await codeHeader.locator('.ag-header-cell-label').click();
    await codeHeader.locator('.ag-header-cell-label').click();
    await expect(page).toHaveURL(/[?&]sort=-code(&|$)/);
    await units.openFilters();
    const type = (await units.typeSelect.locator('option').nth(1).getAttribute('value')) ?? '';
    expect(type).not.toBe('');
    await units.typeSelect.selectOption(type);
    await expect.poll(() => new URL(page.url()).searchParams.get('installationType')).toBe(type);

    // A reload (or the link sent to a colleague) asks the server for the same units, in the same order.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/installations/query') && new URL(request.url()).searchParams.get('sortCol') === 'code');
    await page.reload();
    const query = new URL((await asked).url()).searchParams;
    expect(query.get('sortDir')).toBe('desc');
    expect(query.get('typeFilter')).toBe(type);
    await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(units.typeSelect).toHaveValue(type);
  });

  test('with rows selected, the count and the download action stay in view while the list scrolls', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto('/afsluttede-eftersyn');
    const tasks = new TasksPage(page, 'Afsluttede eftersyn');
    await expect(tasks.row(0)).toBeVisible();
    const bar = page.getByTestId('list-selection-bar');
    const download = bar.getByRole('button', { name: 'Download rapporter' });

    // Nothing selected: the footer sits under the table, below the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(download).not.toBeInViewport();

    await tasks.row(0).getByRole('checkbox').check();
    await expect(bar).toContainText('1 valgt');
    await expect(download).toBeInViewport();
    await expect(download).toBeEnabled();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(600 - 2);

    await tasks.row(0).getByRole('checkbox').uncheck();
    await expect(bar).toContainText('0 valgt');
    await expect(download).not.toBeInViewport();
  });
});
