import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';
import { TasksPage } from '../pages/tasks.page';

/** The browser's calendar day, shifted by whole years and months (as the portal's presets shift it). */
function dayIn(page: Page, years: number, months = 0): Promise<string> {
  return page.evaluate(
    ([y, m]) => {
      const date = new Date();
      date.setHours(12, 0, 0, 0);
      date.setFullYear(date.getFullYear() + y, date.getMonth() + m);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    },
    [years, months] as const,
  );
}

const apiCall = (page: Page, method: string, path: RegExp) =>
  page.waitForRequest((request: Request) => request.method() === method && path.test(new URL(request.url()).pathname + new URL(request.url()).search));

/** The texts of a column's cells in the displayed rows, by its header. */
async function columnTexts(page: Page, tableName: string, header: string): Promise<string[]> {
  const table = page.locator(`[role="region"][aria-label="${tableName}"]`);
  const colId = await table.getByRole('columnheader', { name: header, exact: true }).getAttribute('col-id');
  return table.locator(`.ag-row .ag-cell[col-id="${colId}"]`).allTextContents();
}

test.describe('list pages: time interval, locations and columns', () => {
  test('the fault list by keyboard: an interval, sub-locations asked of the API, and a remembered column choice', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const faults = new IssuesPage(page, 'Aktuelle fejl');
    await expect(faults.row(0)).toBeVisible();
    const from = page.getByLabel('Fra', { exact: true });
    const to = page.getByLabel('Til', { exact: true });
    // Spec section 9: the default time filter, 1900-01-01 to one month ahead.
    await expect(from).toHaveValue('1900-01-01');
    await expect(to).toHaveValue(await dayIn(page, 0, 1));

    // An interval typed into the date fields (day and month alike, whatever the field's order), applied with Enter.
    await from.focus();
    await page.keyboard.type('01012024');
    // Chromium's date field takes a Tab for its own parts before the next field has the focus.
    for (let presses = 0; presses < 4 && !(await to.evaluate((field) => field === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(to).toBeFocused();
    await page.keyboard.type('12122024');
    const asked = apiCall(page, 'GET', /\/issues\/2024-01-01\/2024-12-12\/NoAction$/);
    await page.keyboard.press('Enter');
    const response = await (await asked).response();
    const rows = (await response?.json()) as { number: string }[];
    await expect(faults.rows).toHaveCount(Math.min(rows.length, 10));
    if (rows.length === 0) await expect(faults.table.getByRole('status')).toHaveText('Der er ingen data for aktuelle fejl');
    // Back to the preset.
    const reset = page.getByRole('button', { name: 'Standardperiode' });
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(from).toHaveValue('1900-01-01');
    await expect(faults.row(0)).toBeVisible();

    // Locations: the active location's tree; a chosen sub-location is asked of the API with the POST call.
    const filter = page.getByRole('button', { name: 'Filter' });
    await filter.focus();
    await page.keyboard.press('Enter');
    const locations = page.getByRole('button', { name: 'Lokationer' });
    await locations.focus();
    await page.keyboard.press('Enter');
    // The tree's first box is the active location itself; the next is its first sub-location.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /Bygning A/ })).toBeFocused();
    const posted = apiCall(page, 'POST', /^\/api\/issue\/\d+\/issues\/1900-01-01\/\d{4}-\d{2}-\d{2}\/NoAction$/);
    await page.keyboard.press('Space');
    expect((await posted).postDataJSON()).toEqual(['NE-110']);
    await page.keyboard.press('Escape');
    await expect(locations).toBeFocused();
    await expect(page.getByRole('button', { name: 'Lokationer (1 valgt)' })).toBeVisible();
    await expect(faults.row(0)).toBeVisible();
    const places = await columnTexts(page, 'Aktuelle fejl', 'Lokation');
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(['Bygning A', 'Kantine og mødecenter', 'Kælder og teknikrum']).toContain(place);

    // Columns: the job number is hidden at first; shown from the chooser; remembered after a reload.
    const table = faults.table.first();
    await expect(table.getByRole('columnheader', { name: 'Jobnummer' })).toHaveCount(0);
    const chooser = page.getByRole('button', { name: 'Kolonner (6 skjult)' });
    await chooser.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: 'Jobnummer' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Kolonner (5 skjult)' })).toBeFocused();
    await expect(page.locator('[role="region"][aria-label="Aktuelle fejl"]').getByRole('columnheader', { name: 'Jobnummer' })).toBeVisible();
    await page.reload();
    await expect(faults.row(0)).toBeVisible();
    await expect(page.locator('[role="region"][aria-label="Aktuelle fejl"]').getByRole('columnheader', { name: 'Jobnummer' })).toBeVisible();
  });

  test('inspection lists: the presets, the status explained, and the chosen sub-location asked with POST .../tasks', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-eftersyn');
    const urgent = new TasksPage(page, 'Aktuelle eftersyn');
    await expect(urgent.row(0)).toBeVisible();
    // The urgent list starts where the default time filter starts: nothing overdue is left out (ADR 0046).
    await expect(page.getByLabel('Fra', { exact: true })).toHaveValue('1900-01-01');
    await expect(page.getByLabel('Til', { exact: true })).toHaveValue(await dayIn(page, 0));
    await expect(urgent.table.getByRole('columnheader', { name: 'Hvad betyder status?' })).toBeVisible();
    await expect(urgent.row(0).getByRole('img', { name: /^Eftersynet er / })).toBeVisible();

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: 'Lokationer' }).click();
    const posted = apiCall(page, 'POST', /^\/api\/task\/\d+\/tasks\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/URGENT$/);
    await page.getByRole('checkbox', { name: /Kælder og teknikrum/ }).check();
    expect((await posted).postDataJSON()).toEqual(['NE-111']);
    await expect(urgent.row(0)).toBeVisible();
    for (const place of await columnTexts(page, 'Aktuelle eftersyn', 'Lokation')) expect(place).toBe('Kælder og teknikrum');

    await page.goto('/kommende-eftersyn');
    await expect(page.getByLabel('Fra', { exact: true })).toHaveValue(await dayIn(page, 0));
    await expect(page.getByLabel('Til', { exact: true })).toHaveValue(await dayIn(page, 1));
  });

  test('the dashboard: thermography faults in the fault table, the planned list as upcoming, news again on a location change', async ({ signedIn }) => {
    const { page } = signedIn;
    const plan = apiCall(page, 'GET', /\/tasks\/[^/]+\/[^/]+\/PLANNED\?take=5$/);
    await page.reload();
    // The planned list's own interval, today to one year ahead.
    expect(new URL((await plan).url()).pathname).toContain(`/tasks/${await dayIn(page, 0)}/${await dayIn(page, 1)}/PLANNED`);
    const upcoming = page.getByTestId('upcoming-tasks-widget').getByRole('table', { name: 'Kommende eftersyn' });
    await expect(upcoming.getByRole('row').nth(1)).toBeVisible();
    await expect(upcoming).not.toContainText('Overskredet');

    const faults = page.getByTestId('issues-table-widget');
    await faults.getByRole('tab', { name: 'Kun termografi' }).click();
    const thermography = faults.getByRole('table', { name: 'Termografifejl' });
    await expect(thermography.getByRole('row').nth(1)).toBeVisible();
    await thermography.getByRole('button').first().click();
    await expect(page.getByTestId('thermography-overlay')).toBeVisible();
    await page.keyboard.press('Escape');

    const news = page.waitForRequest((request) => request.url().includes('/api/NewsFeed/application/3'));
    await signedIn.openLocationPicker();
    await signedIn.dialog.getByRole('searchbox').fill('Bygning B');
    await signedIn.dialog.getByRole('treeitem', { name: /Bygning B/ }).last().locator(':scope > div').click();
    await expect(signedIn.dashboardLocation).toHaveText('Bygning B');
    await news;
  });
});
