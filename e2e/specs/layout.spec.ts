import { expect, test } from '../fixtures/portal-test';

test.describe('layout', () => {
  test('on a small screen the burger opens the menu, a link closes it, and the backdrop closes it', async ({ signedIn, page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    const backdrop = page.getByTestId('menu-backdrop');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.click();
    await expect(backdrop).toBeVisible();
    await expect(signedIn.sidebar.getByRole('link', { name: 'Lokation' })).toBeInViewport();
    await signedIn.sidebar.getByRole('link', { name: 'Lokation' }).click();
    await expect(page).toHaveURL('/lokation');
    await expect(backdrop).toHaveCount(0);

    await burger.click();
    await backdrop.click({ position: { x: 370, y: 300 } });
    await expect(backdrop).toHaveCount(0);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    // The footer's location button opens the picker.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Lokation' }).click();
    await expect(page.getByRole('dialog', { name: 'Vælg lokation' })).toBeVisible();
  });

  test('an unknown route says the page does not exist', async ({ signedIn, page }) => {
    await page.goto('/findes-ikke');
    await expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible();
    await expect(signedIn.sidebar).toBeVisible();
  });
});
