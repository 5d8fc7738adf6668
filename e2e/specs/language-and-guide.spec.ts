import { demo, expect, test } from '../fixtures/portal-test';

test.describe('language and guide', () => {
  test('switching to English and back changes the texts and the page title', async ({ signedIn, page }) => {
    await signedIn.languageSelect.selectOption('en-gb');
    await expect(signedIn.header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(`Dashboard - ${demo.providerName}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    // Remotes follow the language too.
    await expect(signedIn.keyNumbers.getByRole('heading', { name: 'Key numbers' })).toBeVisible();

    await signedIn.languageSelect.selectOption('de-de');
    await expect(signedIn.header.getByRole('button', { name: 'Abmelden' })).toBeVisible();

    await signedIn.languageSelect.selectOption('da-dk');
    await expect(signedIn.header.getByRole('button', { name: 'Log ud' })).toBeVisible();
    await expect(page).toHaveTitle(`Forside - ${demo.providerName}`);
  });

  test('?debug=keys shows dictionary keys instead of texts', async ({ signedIn, page }) => {
    await page.goto('/?debug=keys');
    await expect(signedIn.header.getByRole('button', { name: 'shell.header.logout' })).toBeVisible();
  });

  test('the guide has a table of contents that scrolls to each section', async ({ signedIn, page }) => {
    await signedIn.header.getByRole('link', { name: 'Vejledning' }).click();
    await expect(page).toHaveURL('/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Vejledning til kundeportalen' })).toBeVisible();
    const section = page.getByRole('heading', { level: 2, name: 'Sprog' });
    await expect(section).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'Indhold' }).getByRole('link', { name: 'Sprog' }).click();
    await expect(section).toBeInViewport();
    await expect(page.getByText(/ændre status på fejlbehæftede enheder/)).toBeAttached();
  });
});
