import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';

/**
 * An outage of the server, simulated by failing the requests of mfe-issues (its manifest, entry, JS and CSS
 * chunks) or of the API: the failed part says in Danish that the server could not be reached, and once the
 * requests go through again it recovers in place ("Prøv igen", or the next visit), without a full reload.
 */

/** The issues remote's code and texts; its metadata (remote.meta.json, read once at start) stays reachable. */
const remoteFiles = /\/mfe\/issues\/(?!remote\.meta\.json$)/;
const unreachable = 'Serveren kunne ikke nås. Tjek forbindelsen, og prøv igen.';

/** Marks the document: a full reload would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'no full reload').toBe(true);
}

/** In-app navigation to a page of the sidebar's "Fejl" group (opening the group when it is closed). */
async function openFromSidebar(page: Page, name: 'Aktuelle fejl' | 'Afsluttede fejl'): Promise<void> {
  const sidebar = page.locator('#portal-sidebar');
  const link = sidebar.getByRole('link', { name });
  if (!(await link.isVisible())) {
    await sidebar.getByRole('button', { name: 'Fejl' }).click();
  }
  await link.click();
}

async function goOffline(page: Page, pattern: string | RegExp): Promise<string[]> {
  const failed: string[] = [];
  await page.route(pattern, (route) => {
    failed.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return failed;
}

test.describe('after an outage', () => {
  test('a remote page whose chunks failed loads on "Prøv igen" once the server is back', async ({ page, signedIn }) => {
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
    // The dashboard's widget has loaded mfe-issues' entry; its pages' chunks are not loaded yet.
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    await markDocument(page);
    const failed = await goOffline(page, remoteFiles);

    await openFromSidebar(page, 'Aktuelle fejl');
    const outlet = page.locator('#portal-remote-outlet');
    const alert = outlet.getByRole('alert');
    await expect(alert).toContainText('Denne del af portalen kunne ikke indlæses.');
    await expect(alert).toContainText(unreachable);
    await expect(alert).not.toContainText('chunk');
    expect(failed.length, 'requests of the remote failed').toBeGreaterThan(0);
    // The chrome is intact while the remote is unreachable.
    await expect(page.getByTestId('active-location')).toHaveText('Hovedkontor København');

    await page.unroute(remoteFiles);
    await alert.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(new IssuesPage(page, 'Aktuelle fejl').row(0)).toBeVisible();
    await expect(outlet.getByRole('alert')).toHaveCount(0);
    await expectSameDocument(page);
  });

  test('a CSS chunk that failed ("Loading css chunk … failed") loads on the next visit', async ({ page, signedIn }) => {
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    await markDocument(page);
    const failed = await goOffline(page, '**/mfe/issues/**/*.css');

    await openFromSidebar(page, 'Aktuelle fejl');
    await expect(page.locator('main').getByRole('alert')).toContainText(unreachable);
    expect(failed.some((url) => url.endsWith('.css')), 'a CSS chunk failed').toBe(true);

    // Elsewhere, then back once the server answers again: the page loads, the old error is gone.
    await page.getByRole('link', { name: 'Vejledning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vejledning til kundeportalen' })).toBeVisible();
    await page.unroute('**/mfe/issues/**/*.css');
    await openFromSidebar(page, 'Aktuelle fejl');
    await expect(new IssuesPage(page, 'Aktuelle fejl').row(0)).toBeVisible();
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    await expectSameDocument(page);
  });

  test("a dashboard widget that could not load comes back on its own area's \"Prøv igen\"", async ({ page, loginPage }) => {
    await goOffline(page, remoteFiles);
    await loginPage.goto();
    await loginPage.signIn(demo.email, demo.password);
    await markDocument(page);
    // The fault table's own area (the issues remote has a second widget, the quotes, failing alike).
    const widgetError = page.locator('[data-parcel="widgets:issues-table"]').getByRole('alert');
    await expect(widgetError).toContainText(unreachable);

    await page.unroute(remoteFiles);
    await widgetError.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    await expectSameDocument(page);
  });

  test('an API call without an answer says so in the active language', async ({ page, signedIn }) => {
    await expect(signedIn.customerName).toHaveText(demo.customers.nordhavn.name);
    await expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible();
    await goOffline(page, '**/api/issue/**');
    await openFromSidebar(page, 'Afsluttede fejl');
    await expect(page.locator('main').getByRole('alert')).toContainText(unreachable);
    await expect(page.locator('main')).not.toContainText('The server could not be reached');
  });
});
