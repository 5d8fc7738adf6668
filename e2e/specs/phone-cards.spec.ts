import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';

/**
 * The list tables on a phone (390 x 844, touch): cards instead of the grid, and the grid's JavaScript never
 * requested (ag-grid is the `vendor-grid` chunk, build-tools/rspack/create-rspack-config.mjs); a card opens the
 * record its grid row opens (a tap, and once by keyboard); where the list selects rows, two cards are selected
 * and their reports requested as a bundle from the footer, which stays in view. On a desktop the grid still loads.
 */

/** A request of ag-grid's chunk (or of ag-grid itself, were it ever served apart). */
const gridRequest = /\/vendor-grid\.[^/]*\.js|ag-grid/;

/** Every ag-grid request the page makes from now on. */
function watchGridRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (gridRequest.test(request.url())) requested.push(request.url());
  });
  return requested;
}

interface CardList {
  name: string;
  path: string;
  /** The table's name (its region and its list of cards). */
  table: string;
  /** The record a card opens: its overlay, once open. */
  overlay?: (page: Page) => Locator;
  /** The report option ticked in the bundle dialog; none: the list selects nothing. */
  bundleOption?: string;
}

const lists: readonly CardList[] = [
  {
    name: 'current faults',
    path: '/aktuelle-fejl',
    table: 'Aktuelle fejl',
    overlay: (page) => page.getByTestId('issue-overlay').getByRole('heading', { name: /^Fejl / }),
    bundleOption: 'Fejlrapport',
  },
  {
    name: 'completed faults',
    path: '/afsluttede-fejl',
    table: 'Afsluttede fejl',
    overlay: (page) => page.getByTestId('issue-overlay').getByRole('heading', { name: /^Fejl / }),
    bundleOption: 'Fejlrapport',
  },
  {
    name: 'thermography tab',
    path: '/aktuelle-fejl?tab=thermography',
    table: 'Termografifejl',
    overlay: (page) => page.getByTestId('thermography-overlay'),
    bundleOption: 'Filer',
  },
  {
    name: 'current inspections',
    path: '/aktuelle-eftersyn',
    table: 'Aktuelle eftersyn',
    overlay: (page) => page.getByTestId('task-overlay').getByTestId('task-installation'),
    bundleOption: 'Servicerapport',
  },
  {
    name: 'completed inspections',
    path: '/afsluttede-eftersyn',
    table: 'Afsluttede eftersyn',
    overlay: (page) => page.getByTestId('task-overlay').getByTestId('task-installation'),
    bundleOption: 'Servicerapport',
  },
  {
    name: 'upcoming inspections',
    path: '/kommende-eftersyn',
    table: 'Kommende eftersyn',
    overlay: (page) => page.getByTestId('task-overlay').getByTestId('task-installation'),
    bundleOption: 'Servicerapport',
  },
  {
    name: 'installations',
    path: '/enheder',
    table: 'Enheder',
    overlay: (page) => page.getByTestId('installation-overlay').getByRole('heading').first(),
    bundleOption: 'Servicerapport',
  },
  { name: 'notifications', path: '/Notifikation', table: 'Notifikationer for alle lokationer' },
];

/** The cards of a table: the items of the list named as the table (not the lists inside a card, a unit's files). */
const cardsOf = (page: Page, table: string) => page.getByRole('list', { name: table }).locator(':scope > li');

test.describe('list tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // Whole flows against the real API (sign-in, list, overlay, bundle): more than the default 30 s on a busy machine.
  test.slow();

  for (const list of lists) {
    test(`${list.name}: cards, no grid loaded${list.overlay ? ', a card opens its record' : ''}${list.bundleOption ? ', two cards bundled' : ''}`, async ({ signedIn }) => {
      const { page } = signedIn;
      const requested = watchGridRequests(page);
      await page.goto(list.path);
      const cards = cardsOf(page, list.table);
      await expect(cards.first()).toBeVisible();
      await expect(page.locator('.ag-root-wrapper')).toHaveCount(0);
      // A card says what it is without the grid: its title, and (where the list has one) a status chip.
      const first = cards.first();
      await expect(first.getByRole('button').or(first.locator('[class*="title"]')).first()).not.toBeEmpty();
      const box = await first.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      // Nothing on the page is wider than the phone (no sideways table).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      if (list.overlay) {
        const title = first.getByRole('button').first();
        await title.tap();
        await expect(list.overlay(page)).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(list.overlay(page)).toBeHidden();
      }

      if (list.bundleOption) {
        await cards.nth(0).getByRole('checkbox').check();
        await cards.nth(1).getByRole('checkbox').check();
        await expect(page.getByText('2 valgt')).toBeVisible();
        // With cards selected the footer's bar stays in view while the list scrolls.
        await page.evaluate(() => window.scrollTo(0, 0));
        const bar = page.getByTestId('list-selection-bar');
        await expect(bar).toBeInViewport();
        await bar.getByRole('button', { name: 'Download rapporter' }).tap();
        const modal = page.getByRole('dialog', { name: 'Download rapporter' });
        await modal.getByLabel(list.bundleOption).check();
        const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/zipfile/'));
        await modal.getByRole('button', { name: 'Download', exact: true }).click();
        const body = (await sent).postDataJSON() as Record<string, unknown>;
        // The two selected cards' ids, in the list the endpoint takes.
        expect(Object.values(body).some((ids) => Array.isArray(ids) && ids.length === 2)).toBe(true);
        await expect(modal.getByText(/Rapporterne bliver sendt på e-mail til/)).toBeVisible();
      }

      expect(requested, 'ag-grid requests on a phone').toEqual([]);
    });
  }

  test('a card opens by keyboard: Tab to its title, Enter', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const first = cardsOf(page, 'Aktuelle fejl').first();
    const title = first.getByRole('button').first();
    const number = ((await title.textContent()) ?? '').trim();
    // From the card's check box, the next stop is its title.
    await first.getByRole('checkbox').focus();
    await page.keyboard.press('Tab');
    await expect(title).toBeFocused();
    // Its focus ring is drawn (an outline around the card).
    expect(await title.evaluate((element) => getComputedStyle(element, '::after').outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('issue-overlay').getByRole('heading', { name: `Fejl ${number}` })).toBeVisible();
  });

  test('the sort control orders the cards and the address keeps it', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const cards = cardsOf(page, 'Aktuelle fejl');
    await expect(cards.first()).toBeVisible();
    await page.getByLabel('Sortér efter').selectOption({ label: 'Fejlnr.' });
    await page.getByLabel('Rækkefølge').selectOption('desc');
    await expect(page).toHaveURL(/[?&]sort=-number/);
    const numbers = await cards.evaluateAll((items) => items.map((item) => item.querySelector('button')?.textContent?.trim() ?? ''));
    expect(numbers).toEqual([...numbers].sort().reverse());

  });
});

test.describe('list tables on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.slow();

  test('the grid, with ag-grid loaded (the phone test above watches the right chunk)', async ({ signedIn }) => {
    const { page } = signedIn;
    const requested = watchGridRequests(page);
    await page.goto('/aktuelle-fejl');
    await expect(page.locator('.ag-root-wrapper')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('card-table')).toHaveCount(0);
    expect(requested.length).toBeGreaterThan(0);
  });
});
