import { demo, expect, test } from '../fixtures/portal-test';

test.describe('customer and location', () => {
  test('switching customer requests a token for it and returns to the dashboard', async ({ signedIn, page }) => {
    await page.goto('/guide');
    await signedIn.chooseCustomer(demo.customers.aarhus.name);
    await expect(page).toHaveURL('/');
    await expect(signedIn.customerName).toHaveText(demo.customers.aarhus.name);
    await expect(signedIn.activeLocation).not.toHaveText('Hovedkontor København');
    expect(await page.evaluate(() => localStorage.getItem('customerId'))).not.toBeNull();

    // And back: the location chosen for the first customer is remembered.
    await signedIn.chooseCustomer(demo.customers.nordhavn.name);
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
    await expect(signedIn.activeLocation).toHaveText('Hovedkontor København');
  });

  test('the customer picker lists name and xalId and searches case-insensitively', async ({ signedIn }) => {
    await signedIn.header.getByRole('button', { name: 'Skift kunde' }).click();
    await expect(signedIn.dialog.getByText(demo.customers.aarhus.xalId)).toBeVisible();
    await signedIn.dialog.getByRole('searchbox').fill('nordHAVN');
    await expect(signedIn.dialog.getByRole('button', { name: new RegExp(demo.customers.aarhus.name) })).toHaveCount(0);
    await expect(signedIn.dialog.getByRole('button', { name: /Nordhavn Ejendomme/ })).toBeVisible();
    await signedIn.page.keyboard.press('Escape');
    await expect(signedIn.dialog).toHaveCount(0);
  });

  test('badges show where there are open issues and overdue inspections', async ({ signedIn }) => {
    await signedIn.openLocationPicker();
    const headquarters = signedIn.dialog.getByRole('treeitem', { name: /Hovedkontor København/ }).first();
    // The demo gives the headquarters open faults and overdue inspections.
    await expect(headquarters.getByText('Fejl', { exact: true }).first()).toBeVisible();
    await expect(headquarters.getByText('Eftersyn overskredet').first()).toBeVisible();
    // And the dashboard counts them.
    await signedIn.page.keyboard.press('Escape');
    await expect(signedIn.keyNumbers.getByTestId('key-number-units')).not.toHaveText('0');
    await expect(signedIn.keyNumbers.getByTestId('key-number-current-issues')).not.toHaveText('0');
  });

  test('picking a nested location by search shows it in the header and on /lokation with its address', async ({ signedIn, page }) => {
    const target = demo.nestedLocation;
    await signedIn.openLocationPicker();
    const dialog = signedIn.dialog;
    await expect(dialog.getByRole('treeitem', { name: /Hovedkontor København/ })).toBeVisible();
    // Nested levels open as an accordion.
    await dialog.getByTitle('Vis underlokationer til Hovedkontor København').click();
    await expect(dialog.getByText('Bygning A')).toBeVisible();

    await dialog.getByRole('searchbox').fill('KÆLDER');
    await expect(dialog.getByText('Lager Glostrup')).toHaveCount(0);
    await dialog.getByRole('treeitem', { name: new RegExp(target.name) }).locator(':scope > div').click();

    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(signedIn.activeLocation).toHaveText(target.name);
    await expect(signedIn.dashboardLocation).toHaveText(target.name);

    await signedIn.sidebar.getByRole('link', { name: 'Lokation' }).click();
    await expect(page).toHaveURL('/lokation');
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    const address = page.getByTestId('location-address');
    for (const value of [target.streetName, target.zipCode, target.city, target.contact, target.phoneNumber]) {
      await expect(address.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(`Lokation - ${demo.providerName}`);

    // Remembered across a reload.
    await page.reload();
    await expect(signedIn.activeLocation).toHaveText(target.name);
  });

  test('a location without phone or contact shows only the lines it has', async ({ signedIn, page }) => {
    await signedIn.openLocationPicker();
    await signedIn.dialog.getByRole('searchbox').fill('Lagerhal 2');
    await signedIn.dialog.getByRole('treeitem', { name: /Lagerhal 2/ }).locator(':scope > div').click();
    await page.goto('/lokation');
    await expect(page.getByRole('heading', { level: 1, name: 'Lagerhal 2' })).toBeVisible();
    await expect(page.getByText('Der er ingen adresseoplysninger for denne lokation.')).toBeVisible();
  });
});
