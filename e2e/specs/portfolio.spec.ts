import type { Page } from '@playwright/test';
import type { PortfolioOverview, TaskRow } from '@portal/shared/contract';
import { expect, test } from '../fixtures/portal-test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { csvRows, exportAs } from '../support/export-files';

/**
 * The portfolio overview (/overblik) on the demo data through the real API: the tiles agree with the overview
 * call, the table opens a site to its buildings, the map shows its markers with no tile server (every tile request
 * fails), a tile opens the list for several locations with the right rows and the URL carries it, a row opens its
 * record (from the keyboard too) and the list exports as shown, texts in three languages, and axe finds nothing serious.
 */

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

const customerIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('customerId') ?? '');

test.describe('portfolio overview', () => {
  test.slow();

  test.beforeEach(async ({ page }) => {
    // No tile server: every tile request fails, as on a network without one.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
  });

  test('renders the demo data: tiles, the tree table, markers without a tile server, the trend; axe finds nothing serious', async ({ signedIn, page }) => {
    const links = signedIn.sidebar.getByRole('link');
    await expect(links.nth(0)).toHaveText('Forside');
    await expect(links.nth(1)).toHaveText('Overblik');
    await links.nth(1).click();
    await expect(page).toHaveURL('/overblik');
    await expect(page.getByRole('heading', { level: 1, name: 'Overblik' })).toBeVisible();

    const overview = await apiGet<PortfolioOverview>(page, `/api/portfolio/${await customerIdOf(page)}/overview?months=12`);
    await expect(page.getByTestId('tile-overdue')).toContainText(String(overview.totals.overdue));
    await expect(page.getByTestId('tile-due-soon')).toContainText(String(overview.totals.dueSoon));
    await expect(page.getByTestId('tile-open-faults')).toContainText(String(overview.totals.openIssues));
    expect(overview.totals.overdue).toBeGreaterThan(0);

    // The table: the two sites, then NE-100 opened to its buildings; badges as text.
    const table = page.getByTestId('portfolio-table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await table.getByRole('button', { name: 'Vis lokationer under Hovedkontor København' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(4);
    await expect(table.locator('tr[data-code="NE-120"]')).toContainText('Ikke i orden');
    await expect(table.locator('tr[data-code="NE-200"]')).toContainText('I orden');
    await expect(table.locator('tr[data-code="NE-100"]')).toContainText('I risiko');
    await page.getByRole('searchbox', { name: 'Søg lokation' }).fill('kælder');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Søg lokation' }).fill('');

    // The map: markers (or their clusters) on a plain background; the two locations without coordinates beside it.
    const map = page.getByTestId('portfolio-map');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('portfolio-unplaced')).toContainText('Kantine og mødecenter');
    await expect(page.getByTestId('portfolio-unplaced')).toContainText('Lagerhal 2');

    const trend = page.getByTestId('portfolio-trend');
    await expect(trend.locator('svg.highcharts-root')).toBeVisible();
    // The fault lines are lines: neither the line nor its hover target fills the area under it (styled mode draws
    // what its CSS says, and an unstyled tracker took the series' colour as its fill).
    await expect(trend.locator('.highcharts-series .highcharts-graph').first()).toBeAttached();
    const lineFills = await trend.locator('.highcharts-series .highcharts-graph, .highcharts-tracker-line').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
    expect(lineFills.length).toBeGreaterThanOrEqual(4);
    expect(new Set(lineFills)).toEqual(new Set(['none']));
    await expectNoSeriousAxeViolations(page);
  });

  test('a tile opens the list for several locations with the right rows, and the URL carries it', async ({ signedIn, page }) => {
    await signedIn.sidebar.getByRole('link', { name: 'Overblik' }).click();
    const customerId = await customerIdOf(page);
    const overview = await apiGet<PortfolioOverview>(page, `/api/portfolio/${customerId}/overview?months=12`);
    await page.getByTestId('tile-overdue').click();
    await expect(page).toHaveURL(/\/overblik\/liste\?kind=overdue&months=12&locations=NE-100%2CNE-200$/);
    const rows = page.getByTestId('drill-down-table').locator('tbody tr');
    const numbersOf = () => rows.evaluateAll((elements) => elements.map((element) => element.querySelector('td button')?.textContent?.trim() ?? ''));
    await expect(rows).toHaveCount(overview.totals.overdue);
    // Every overdue inspection of both sites, with its location: the sites' own counts, row by row.
    for (const site of overview.locations.filter((location) => location.depth === 0)) {
      const prefix = site.code.slice(0, 4);
      expect(await rows.filter({ hasText: prefix }).count(), site.code).toBe(site.overdue);
    }
    const numbers = await numbersOf();

    // A bookmark of the URL shows the same rows.
    await page.reload();
    await expect(rows).toHaveCount(overview.totals.overdue);
    expect(await numbersOf()).toEqual(numbers);
    // They are the open inspections the task list has for those locations, due before today.
    const today = new Date().toISOString().slice(0, 10);
    const urgent = await page.evaluate(
      async ({ customerId, from, today }) => {
        const response = await fetch(`/api/task/${customerId}/tasks/${from}/${today}/URGENT`, {
          method: 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
          body: JSON.stringify(['NE-100', 'NE-200']),
        });
        return (await response.json()) as TaskRow[];
      },
      { customerId, from: overview.window.from, today },
    );
    const overdue = urgent.filter((task) => task.due.slice(0, 10) < today).map((task) => task.number);
    expect([...numbers].sort()).toEqual(overdue.sort());

    // The export holds the same rows in the same order.
    const { name, body } = await exportAs(page, 'CSV');
    expect(name).toMatch(/\.csv$/);
    const [header, ...exported] = await csvRows(body);
    expect(header?.[0]).toBe('Eftersyn');
    expect(exported.map((row) => row[0])).toEqual(numbers);

    // A row's number opens its record from the keyboard; the address names it, and Back closes it.
    const first = rows.first().getByRole('button', { name: numbers[0] });
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(numbers[0] ?? '');
    await expect(page).toHaveURL(new RegExp(`eftersyn=${numbers[0]}`));
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    await page.getByRole('link', { name: 'Tilbage til overblikket' }).click();
    await expect(page).toHaveURL('/overblik?months=12');
    await page.getByTestId('tile-open-faults').click();
    await expect(page.getByTestId('drill-down-table').locator('tbody tr')).toHaveCount(overview.totals.openIssues);
  });

  test('speaks Danish, English and German', async ({ signedIn, page }) => {
    await signedIn.sidebar.getByRole('link', { name: 'Overblik' }).click();
    await expect(page.getByTestId('tile-overdue')).toContainText('Overskredne eftersyn');
    await signedIn.languageSelect.selectOption('en-gb');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(signedIn.sidebar.getByRole('link', { name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('tile-overdue')).toContainText('Overdue inspections');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('12');
    await signedIn.languageSelect.selectOption('de-de');
    await expect(page.getByRole('heading', { level: 1, name: 'Standortübersicht' })).toBeVisible();
    await expect(page.getByTestId('tile-overdue')).toContainText('Überfällige Prüfungen');
    await page.getByRole('combobox', { name: 'Zeitraum' }).selectOption('3');
    await expect(page).toHaveURL('/overblik?months=3');
    await expect(page.getByText(/Prüfungen fällig vom/)).toBeVisible();
  });
});
