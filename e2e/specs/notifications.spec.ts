import type { Notification } from '@portal/shared/contract';
import { expect, test } from '../fixtures/portal-test';
import type { Page } from '@playwright/test';

/**
 * /Notifikation (spec sections 2, 4 and 5) against the real API: add for this location (one
 * subscription per ticked type), the spec's messages, the already-all error, the overwrite warning,
 * delete; in Danish and English. The demo subscribes drift.nordhavn@example.com for all locations
 * (CompletedTasksDaily) and jonas.friis@example.com for NE-111.
 */

/** The subscriptions as the API has them (with the page's own token): what the page showed is what is stored. */
async function stored(page: Page, code?: string): Promise<Notification[]> {
  const { token, customerId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), customerId: localStorage.getItem('customerId') }));
  const response = await page.request.get(`/api/notification/${customerId}/GetNotification${code ? `/${code}` : ''}`, { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Notification[];
}

async function activeLocationCode(page: Page): Promise<string> {
  // `location` holds the chosen code per customer (shared/src/session/storage-keys.ts).
  return page.evaluate(() => {
    const remembered = JSON.parse(localStorage.getItem('location') ?? '{}') as Record<string, string>;
    return remembered[localStorage.getItem('customerId') ?? ''] ?? '';
  });
}

test.describe('notifications', () => {
  // Whole flows of many steps against the real API: more than the default 30 s on a busy machine.
  test.slow();

  test('adds, refuses, overwrites and deletes subscriptions (Danish)', async ({ signedIn, page }) => {
    await signedIn.sidebar.getByRole('link', { name: 'Notifikationer' }).click();
    await expect(page).toHaveURL('/Notifikation');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail-notifikationer' })).toBeVisible();
    const thisLocation = page.getByRole('region', { name: 'Notifikationer for denne lokation' });
    const allLocations = page.getByRole('region', { name: 'Notifikationer for alle lokationer' });
    await expect(allLocations.locator('.ag-row', { hasText: 'drift.nordhavn@example.com' })).toBeVisible();

    const email = page.getByLabel('E-mail', { exact: true });
    const name = page.getByLabel('Navn', { exact: true });
    const add = page.getByRole('button', { name: 'Tilføj' });
    const completed = page.getByRole('checkbox', { name: 'Afsluttede eftersyn (dagligt)' });
    const newTasks = page.getByRole('checkbox', { name: 'Nye eftersyn (kommende tre uger, ugentligt)' });
    const everywhere = page.getByRole('checkbox', { name: 'Alle lokationer' });

    // The spec's validation messages; nothing is added.
    await email.fill('ikke-en-mail');
    await name.fill('E2E Dansk');
    await completed.check();
    await add.click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('E-mailadressen er ikke gyldig.');
    await email.fill('e2e.dansk@example.com');
    await name.fill('Ærlig navn!');
    await add.click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Navnet må kun indeholde bogstaver, tal, understregning og mellemrum.');

    // Both types ticked: two subscriptions for this location; the inputs are cleared. Every letter is
    // taken in a name, æøå included (ADR 0047).
    await name.fill('Ærlig Søndag');
    await newTasks.check();
    await add.click();
    await expect(page.locator('form').getByRole('status')).toHaveText('Notifikationen er tilføjet.');
    await expect(thisLocation.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(2);
    await expect(thisLocation.locator('.ag-row', { hasText: 'e2e.dansk@example.com' }).filter({ hasText: 'Kommende eftersyn (tre uger)' })).toHaveCount(1);
    await expect(email).toHaveValue('');
    await expect(name).toHaveValue('');
    await expect(completed).not.toBeChecked();
    await expect(newTasks).not.toBeChecked();
    const code = await activeLocationCode(page);
    const mine = (await stored(page, code)).filter((row) => row.email === 'e2e.dansk@example.com');
    expect(mine.map((row) => row.type).sort()).toEqual(['CompletedTasksDaily', 'UpcommingTasks3Week']);
    expect(mine.every((row) => row.culture === 'da-DK' && row.locationReferenceCode === code)).toBe(true);

    // An e-mail already on all locations cannot be added for this one.
    await email.fill('drift.nordhavn@example.com');
    await name.fill('Drift');
    await completed.check();
    await add.click();
    const error = page.getByRole('dialog', { name: 'Allerede tilmeldt alle lokationer' });
    await expect(error).toContainText('allerede tilmeldt alle lokationer');
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toHaveCount(0);
    await expect(thisLocation.locator('.ag-row', { hasText: 'drift.nordhavn@example.com' })).toHaveCount(0);

    // All locations: the overwrite warning; its OK adds with an empty location code and replaces the single-location one.
    await email.fill('e2e.dansk@example.com');
    await name.fill('E2E Dansk');
    await everywhere.check();
    await add.click();
    const warning = page.getByRole('dialog', { name: 'Alle lokationer' });
    await expect(warning).toContainText('overskriver');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(allLocations.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(1);
    await expect(thisLocation.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(1);
    await expect(thisLocation.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toContainText('Kommende eftersyn (tre uger)');
    expect((await stored(page)).filter((row) => row.email === 'e2e.dansk@example.com').map((row) => row.locationReferenceCode)).toEqual(['']);

    // Delete, asked first (Cancel keeps it), and it stays deleted after a reload.
    const confirmDelete = page.getByRole('dialog', { name: 'Slet notifikation' });
    await allLocations.getByRole('button', { name: 'Slet notifikationen for e2e.dansk@example.com' }).click();
    await expect(confirmDelete).toContainText('"E2E Dansk" til e2e.dansk@example.com');
    await confirmDelete.getByRole('button', { name: 'Annuller' }).click();
    await expect(allLocations.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(1);
    await allLocations.getByRole('button', { name: 'Slet notifikationen for e2e.dansk@example.com' }).click();
    await confirmDelete.getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(allLocations.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(0);
    await thisLocation.getByRole('button', { name: 'Slet notifikationen for e2e.dansk@example.com' }).click();
    await confirmDelete.getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(thisLocation.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(0);
    await page.reload();
    await expect(allLocations.locator('.ag-row', { hasText: 'drift.nordhavn@example.com' })).toBeVisible();
    await expect(page.locator('.ag-row', { hasText: 'e2e.dansk@example.com' })).toHaveCount(0);
    expect((await stored(page)).concat(await stored(page, code)).some((row) => row.email === 'e2e.dansk@example.com')).toBe(false);
  });

  test('unticking "all locations" shows the overwrite warning; its OK adds for all locations (an empty location code)', async ({ signedIn, page }) => {
    await signedIn.sidebar.getByRole('link', { name: 'Notifikationer' }).click();
    const allLocations = page.getByRole('region', { name: 'Notifikationer for alle lokationer' });
    await expect(allLocations.locator('.ag-row', { hasText: 'drift.nordhavn@example.com' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('e2e.fravalg@example.com');
    await page.getByLabel('Navn', { exact: true }).fill('E2E Fravalg');
    await page.getByRole('checkbox', { name: 'Nye eftersyn (kommende tre uger, ugentligt)' }).check();
    const everywhere = page.getByRole('checkbox', { name: 'Alle lokationer' });
    await everywhere.check();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Cancel: nothing is added, the box stays unticked.
    await everywhere.uncheck();
    const warning = page.getByRole('dialog', { name: 'Alle lokationer' });
    await expect(warning).toContainText('Du har fravalgt alle lokationer');
    await warning.getByRole('button', { name: 'Annuller' }).click();
    await expect(warning).toHaveCount(0);
    await expect(everywhere).not.toBeChecked();
    expect((await stored(page)).some((row) => row.email === 'e2e.fravalg@example.com')).toBe(false);

    // OK: added for all locations, with an empty location code, by the real API.
    await everywhere.check();
    await everywhere.uncheck();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('Notifikationen er tilføjet.');
    await expect(allLocations.locator('.ag-row', { hasText: 'e2e.fravalg@example.com' })).toHaveCount(1);
    const added = (await stored(page)).filter((row) => row.email === 'e2e.fravalg@example.com');
    expect(added.map((row) => [row.type, row.locationReferenceCode])).toEqual([['UpcommingTasks3Week', '']]);

    await allLocations.getByRole('button', { name: 'Slet notifikationen for e2e.fravalg@example.com' }).click();
    await page.getByRole('dialog', { name: 'Slet notifikation' }).getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(allLocations.locator('.ag-row', { hasText: 'e2e.fravalg@example.com' })).toHaveCount(0);
  });

  test('in English the page, messages and types are English and the digest culture is en-GB', async ({ signedIn, page }) => {
    await signedIn.languageSelect.selectOption('en-gb');
    await signedIn.sidebar.getByRole('link', { name: 'Notifications' }).click();
    await expect(page).toHaveURL('/Notifikation');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail notifications' })).toBeVisible();
    const thisLocation = page.getByRole('region', { name: 'Notifications for this location' });

    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('e2e.english@example');
    await page.getByLabel('Name', { exact: true }).fill('E2E English');
    await page.getByRole('checkbox', { name: 'New inspections (next three weeks, weekly)' }).check();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('The e-mail address is not valid.');
    await email.fill('e2e.english@example.com');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('The notification has been added.');
    const row = thisLocation.locator('.ag-row', { hasText: 'e2e.english@example.com' });
    await expect(row).toContainText('Upcoming inspections (three weeks)');
    await expect(row).toContainText('E2E English');
    const added = (await stored(page, await activeLocationCode(page))).find((notification) => notification.email === 'e2e.english@example.com');
    expect(added).toMatchObject({ type: 'UpcommingTasks3Week', culture: 'en-GB', name: 'E2E English' });

    await thisLocation.getByRole('button', { name: 'Delete the notification for e2e.english@example.com' }).click();
    await page.getByRole('dialog', { name: 'Delete notification' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    await signedIn.languageSelect.selectOption('da-dk');
  });
});
