import { expect, test } from '../fixtures/portal-test';

/**
 * An open overlay is in its list page's address, in Chromium against the demo data: opening adds the
 * record's number, a reload (or the link elsewhere) opens it again, Back and closing take it out.
 */
test.describe('overlays in the address', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a fault: open, reload, close, open again and go Back', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const table = page.getByRole('region', { name: 'Aktuelle fejl' });
    const link = table.locator('.ag-row[row-index="0"] .ag-cell[col-id="number"]').getByRole('button');
    const number = (await link.textContent())?.trim() ?? '';
    expect(number).not.toBe('');
    const overlay = page.getByRole('dialog', { name: `Fejl ${number}` });

    await link.click();
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(`/aktuelle-fejl?fejl=${encodeURIComponent(number)}`);

    // A reload starts the whole portal again before the list and the overlay load.
    await page.reload();
    await expect(overlay).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL('/aktuelle-fejl');

    await link.click();
    await expect(overlay).toBeVisible();
    await page.goBack();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL('/aktuelle-fejl');
  });

  test('a link names a task and a unit: their list pages open the overlay', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-eftersyn');
    const tasks = page.getByRole('region', { name: 'Aktuelle eftersyn' });
    const number = (await tasks.locator('.ag-row[row-index="1"] .ag-cell[col-id="number"]').textContent())?.trim() ?? '';
    const installation = (await tasks.locator('.ag-row[row-index="1"] .ag-cell[col-id="installation"]').textContent())?.trim() ?? '';
    await page.goto(`/aktuelle-eftersyn?eftersyn=${encodeURIComponent(number)}`);
    await expect(page.getByTestId('task-installation')).toHaveText(installation);
    await page.getByTestId('overlay-panel').getByRole('button', { name: 'Luk' }).click();
    await expect(page).toHaveURL('/aktuelle-eftersyn');

    await page.goto('/enheder');
    const units = page.getByRole('region', { name: 'Enheder' });
    const name = (await units.locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]').textContent())?.trim() ?? '';
    await units.locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]').getByRole('button').click();
    await expect(page.getByTestId('installation-overlay').getByRole('heading', { name })).toBeVisible();
    await expect(page).toHaveURL(/\/enheder\?enhed=/);
    const shared = page.url();
    await page.goto('/');
    await page.goto(shared);
    await expect(page.getByTestId('installation-overlay').getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  });

  test('a thermography fault opens on its tab', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    await page.getByRole('tab', { name: 'Kun termografi' }).click();
    const table = page.getByRole('region', { name: 'Termografifejl' });
    const link = table.locator('.ag-row[row-index="0"]').getByRole('button').first();
    await link.click();
    await expect(page.getByTestId('thermography-overlay')).toBeVisible();
    await expect(page).toHaveURL(/[?&]termografi=/);
    await page.reload();
    await expect(page.getByTestId('thermography-overlay')).toBeVisible({ timeout: 30_000 });
  });
});
