import type { PortfolioOverview } from '@portal/shared/contract';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, fetchToken, test } from '../fixtures/portal-test';
import { signIn } from '../pages/portal-surfaces';

/**
 * The plain lists on a phone (390 x 844), against the real API and demo data: users, the audit trail, news and the
 * portfolio overview's locations are cards (no table), a card opens what the table's row opens (by keyboard: focus,
 * Enter), search, filter, sort and paging still work; the portal is installable (its web app manifest and icons);
 * and every control of the start page and of these lists is a 44 x 44 px touch target.
 */

test.use({ viewport: { width: 390, height: 844 } });

let token = '';
test.beforeAll(async ({ request }) => {
  token = await fetchToken(request);
});

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const customerIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('customerId') ?? '');

test.describe('the plain lists as cards on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, token);
  });

  test('users: cards with role, state and two-factor as chips; Enter on a card opens the user form', async ({ page }) => {
    // Someone to edit besides oneself (one's own card opens nothing, as one's own row has no Edit).
    const customerId = await customerIdOf(page);
    const invitee = { name: 'Fie Felt', email: `fie.felt.${Date.now()}@example.com`, role: 'User', locationCodes: ['NE-200'] };
    const invited = await page.request.post(`/api/user/${customerId}/users`, { headers: { authorization: `Bearer ${token}` }, data: invitee });
    expect(invited.status()).toBeLessThan(300);
    await page.goto('/brugere');
    const cards = page.getByRole('list', { name: 'Brugere' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
    // Each card names its user, and says the role and the state in words (the colour only helps).
    const first = cards.getByTestId('user-card').first();
    await expect(first).toContainText(/Administrator|Bruger/);
    await expect(first).toContainText(/Aktiv|Inviteret|Deaktiveret/);
    await expect(first).toContainText(/Totrin: (Til|Fra)/);

    // The keyboard: a card's action takes focus, Enter opens the form for that user (as the table's Edit).
    const card = cards.getByTestId('user-card').filter({ hasText: invitee.email }).first();
    await expect(card).toContainText('Inviteret');
    await expect(card).toContainText('NE-200');
    const action = card.getByRole('button', { name: `Rediger ${invitee.name}` });
    const label = `Rediger ${invitee.name}`;
    await action.focus();
    await expect(action).toBeFocused();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: label });
    await expect(form).toBeVisible();
    await expect(form).toBeInViewport();
    await expect(form.getByLabel('Navn')).toHaveValue(invitee.name);
    // The card's own controls: delete asks first.
    await page.getByRole('button', { name: 'Annuller' }).click();
    await card.getByRole('button', { name: `Slet ${invitee.name}` }).click();
    await page.getByRole('dialog', { name: `Slet ${invitee.name}` }).getByRole('button', { name: 'Slet' }).click();
    await expect(cards.getByTestId('user-card').filter({ hasText: invitee.email })).toHaveCount(0);
  });

  test('audit trail: cards; the user filter and paging work', async ({ page }) => {
    await page.goto('/revisionsspor');
    const cards = page.getByRole('list', { name: 'Revisionsspor' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const customerId = await customerIdOf(page);
    const all = await apiGet<{ person: string }[]>(page, `audit/${customerId}/entries?take=51&skip=0`);
    await expect(cards.getByRole('listitem')).toHaveCount(Math.min(all.length, 50));

    // Filter by one user: only that person's entries.
    const users = await apiGet<{ employeeId: number; name: string }[]>(page, `user/${customerId}/users`);
    const someone = users.find((user) => all.some((entry) => entry.person === user.name));
    expect(someone, 'a user with entries').toBeTruthy();
    await page.getByRole('combobox', { name: 'Bruger', exact: true }).selectOption(String(someone?.employeeId));
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const filtered = await apiGet<unknown[]>(page, `audit/${customerId}/entries?take=51&skip=0&employeeId=${someone?.employeeId}`);
    await expect(cards.getByRole('listitem')).toHaveCount(Math.min(filtered.length, 50));
    for (const text of await cards.getByRole('listitem').allTextContents()) expect(text).toContain(someone?.name);

    // Paging: Next shows the next page (when there is one), Previous the first again.
    const next = page.getByRole('button', { name: 'Næste' });
    if (filtered.length > 50) {
      await next.click();
      await page.getByRole('button', { name: 'Forrige' }).click();
    }
    await expect(page.getByRole('button', { name: 'Forrige' })).toBeDisabled();
  });

  test('news: cards with date and shortened teaser; Enter on a card opens the news overlay', async ({ page }) => {
    await page.goto('/nyheder');
    const cards = page.getByRole('list', { name: 'Nyheder' });
    // Every item of the feed (other specs may have added news to the suite's database).
    const feed = await apiGet<unknown[]>(page, 'NewsFeed/application/3');
    expect(feed.length).toBeGreaterThan(0);
    await expect(cards.getByTestId('news-card')).toHaveCount(feed.length);
    await expect(page.getByTestId('news-item')).toHaveCount(0);
    const action = cards.getByRole('button', { name: /^Læs nyheden: / }).first();
    const title = ((await action.getAttribute('aria-label')) ?? '').replace(/^Læs nyheden: /, '');
    await action.focus();
    await page.keyboard.press('Enter');
    const overlay = page.getByTestId('news-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: title })).toBeVisible();
  });

  test('portfolio overview: location cards; expand, search, the sort select and a figure’s link by keyboard', async ({ page }) => {
    await page.goto('/overblik');
    const cards = page.getByRole('list', { name: 'Lokationer' });
    const items = cards.getByTestId('location-card');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('portfolio-table')).toHaveCount(0);
    // The badge is a word on its card ("I orden", "I risiko", "Ikke i orden").
    await expect(items.filter({ hasText: 'NE-100' })).toContainText('I risiko');

    await cards.getByRole('button', { name: 'Vis lokationer under Hovedkontor København' }).click();
    await expect(items).toHaveCount(4);
    await page.getByRole('searchbox', { name: 'Søg lokation' }).fill('kælder');
    await expect(items).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Søg lokation' }).fill('');
    await expect(items).toHaveCount(4);

    // The sort select replaces the column headers: open faults, most first, siblings within their parent.
    const customerId = await customerIdOf(page);
    const overview = await apiGet<PortfolioOverview>(page, `portfolio/${customerId}/overview?months=12`);
    const sites = overview.locations.filter((location) => location.depth === 0);
    await page.getByLabel('Sortér efter').selectOption({ label: 'Åbne fejl, faldende' });
    const mostFaults = [...sites].sort((a, b) => b.openIssues - a.openIssues)[0];
    await expect(items.first()).toContainText(mostFaults?.code ?? '?');
    await page.getByLabel('Sortér efter').selectOption({ label: 'Åbne fejl, stigende' });
    const fewestFaults = [...sites].sort((a, b) => a.openIssues - b.openIssues)[0];
    await expect(items.first()).toContainText(fewestFaults?.code ?? '?');

    // A figure's link, by keyboard: the list of that location's overdue inspections (as the table's).
    const site = sites.find((location) => location.overdue > 0);
    expect(site, 'a site with overdue inspections').toBeTruthy();
    const link = cards.getByRole('link', { name: `${site?.overdue} overskredne eftersyn på ${site?.name}` });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/overblik/liste\\?kind=overdue&months=12&locations=${site?.code}$`));
  });

  test('on a desktop (1366 px) the same pages keep their tables', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/brugere');
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Brugere' })).toHaveCount(0);
    await page.goto('/overblik');
    await expect(page.getByTestId('portfolio-table')).toBeVisible();
    await expect(page.getByTestId('location-card')).toHaveCount(0);
    await page.goto('/nyheder');
    const feed = await apiGet<unknown[]>(page, 'NewsFeed/application/3');
    await expect(page.getByTestId('news-item')).toHaveCount(feed.length);
    await expect(page.getByTestId('news-card')).toHaveCount(0);
  });
});

test.describe('installable', () => {
  test('the page links a web app manifest with name, icons, colours, start URL, display and language; its icons are PNGs of their sizes', async ({ page, request }) => {
    const response = await page.goto('/login');
    expect(await response?.headerValue('content-security-policy')).toContain("manifest-src 'self'");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#073763');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const file = await request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await file.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Kundeportal', short_name: 'Kundeportal', start_url: '/', display: 'standalone', lang: 'da-DK', theme_color: '#073763' });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);

    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = PNG.sync.read(await image.body());
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
    }

    // What Chrome itself reads: the manifest it found, and no reason it could not install the portal.
    const session = await page.context().newCDPSession(page);
    const found = (await session.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(found.url).toMatch(/\/manifest\.webmanifest$/);
    expect(found.errors).toEqual([]);
    const installability = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test browser's context is a private window, where Chrome never installs an app: the one reason excepted.
    expect(installability.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});

/**
 * Visible interactive elements under 44 x 44 px. Excepted (WCAG 2.5.5 'inline'), narrowly: a link inside a paragraph
 * that has text of its own besides the link (a link in running text).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a, button, input:not([type="hidden"]), select, [role="button"], [tabindex="0"]';
    const inRunningText = (element: Element): boolean => {
      const paragraph = element.tagName === 'A' ? element.closest('p') : null;
      return paragraph !== null && (paragraph.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Not drawn, or screen-reader text clipped to 1 px (a chart's 'end of chart' landmark): nothing to tap.
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('[inert], [aria-hidden="true"]')) return false;
        // A check box or radio button counts with its label (a tap on the label is a tap on it).
        const labels = [...((element as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect());
        const big = [box, ...labels].some((part) => part.width >= 44 && part.height >= 44);
        return !big && !inRunningText(element);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()} "${((element.textContent ?? '').trim() || element.getAttribute('aria-label') || '').slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  });
}

test.describe('touch targets at 390 px', () => {
  const pages = [
    { path: '/', ready: (page: Page) => expect(page.getByTestId('news-widget').getByTestId('news-card').first()).toBeVisible() },
    { path: '/brugere', ready: (page: Page) => expect(page.getByTestId('user-card').first()).toBeVisible() },
    { path: '/revisionsspor', ready: (page: Page) => expect(page.getByTestId('audit-card').first()).toBeVisible() },
    { path: '/nyheder', ready: (page: Page) => expect(page.getByTestId('news-card').first()).toBeVisible() },
    { path: '/overblik', ready: (page: Page) => expect(page.getByTestId('location-card').first()).toBeVisible() },
    // A grid list's cards, with a unit's upload button and its files' delete buttons.
    { path: '/aktuelle-fejl', ready: (page: Page) => expect(page.getByTestId('card-table').getByRole('listitem').first()).toBeVisible() },
    { path: '/enheder', ready: (page: Page) => expect(page.getByTestId('card-table').getByRole('button', { name: /^Upload filer/ }).first()).toBeVisible() },
    // Forms: fields, selects and the labels of their check boxes.
    { path: '/profil', ready: (page: Page) => expect(page.getByRole('checkbox').first()).toBeVisible() },
    { path: '/Notifikation', ready: (page: Page) => expect(page.getByRole('checkbox').first()).toBeVisible() },
  ];
  for (const { path, ready } of pages) {
    test(`every visible control of ${path} is at least 44 x 44 px`, async ({ page }) => {
      await signIn(page, token);
      await page.goto(path);
      await ready(page);
      expect(await smallTargets(page), 'controls under 44 x 44 px').toEqual([]);
    });
  }

  test('the open header menu, sidebar and export menu: every control at least 44 x 44 px', async ({ page }) => {
    await signIn(page, token);
    await page.goto('/revisionsspor');
    await expect(page.getByTestId('audit-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Eksportér' }).click();
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    expect(await smallTargets(page), 'the export menu').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Brugermenu' }).click();
    await expect(page.getByTestId('header-actions')).toBeVisible();
    expect(await smallTargets(page), 'the header menu').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#portal-sidebar')).toBeInViewport();
    expect(await smallTargets(page), 'the sidebar').toEqual([]);
  });
});
