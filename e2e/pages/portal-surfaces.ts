import type { Locator, Page } from '@playwright/test';
import { demo, expect } from '../fixtures/portal-test';
import type { HeaderActions } from './header-actions';
import { IssuesPage } from './issues.page';
import { TasksPage } from './tasks.page';

/**
 * Every route and every overlay/modal type of the portal, with how to reach and recognise each: the
 * responsive spec measures them on a phone and a desktop, the Content-Security-Policy spec visits them.
 * A new page or overlay adds one entry here.
 */

export interface ViewportCase {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export const viewports: readonly ViewportCase[] = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1366, height: 900 },
];

export interface RouteCase {
  name: string;
  path: string;
  /** Signed out (the login page). */
  public?: boolean;
  /** Waits until the page has drawn what it shows. */
  ready: (page: Page) => Promise<void>;
}

export const routes: readonly RouteCase[] = [
  { name: 'dashboard', path: '/', ready: (page) => expect(page.getByTestId('issues-table-widget').getByRole('table')).toBeVisible() },
  { name: 'login', path: '/login', public: true, ready: (page) => expect(page.getByRole('button', { name: 'Fortsæt' })).toBeVisible() },
  {
    name: 'portfolio overview',
    path: '/overblik',
    // A table on a desktop, a card a location on a phone.
    ready: (page) => expect(page.getByTestId('portfolio-table').locator('tbody tr').or(page.getByTestId('location-card')).first()).toBeVisible(),
  },
  { name: 'current issues', path: '/aktuelle-fejl', ready: (page) => expect(new IssuesPage(page, 'Aktuelle fejl').row(0)).toBeVisible() },
  {
    name: 'completed issues',
    path: '/afsluttede-fejl',
    // The grid, or on a phone its cards.
    ready: (page) => expect(page.getByRole('treegrid').or(page.getByRole('grid')).or(page.getByRole('list', { name: 'Afsluttede fejl' })).first()).toBeVisible(),
  },
  { name: 'report a fault', path: '/meld-fejl', ready: (page) => expect(page.getByRole('heading', { name: 'Meld fejl', level: 1 })).toBeVisible() },
  { name: 'current inspections', path: '/aktuelle-eftersyn', ready: (page) => expect(new TasksPage(page, 'Aktuelle eftersyn').row(0)).toBeVisible() },
  { name: 'quotes', path: '/tilbud', ready: (page) => expect(page.getByRole('heading', { name: 'Tilbud', level: 1 })).toBeVisible() },
  { name: 'location', path: '/lokation', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'notifications', path: '/Notifikation', ready: (page) => expect(page.getByRole('region', { name: 'Notifikationer for alle lokationer' })).toBeVisible() },
  { name: 'guide', path: '/guide', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'not found', path: '/findes-ikke', ready: (page) => expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible() },
];

export interface OverlayCase {
  name: string;
  /** Opens it (from wherever it lives) and returns the surface that opened. */
  open: (page: Page, header: HeaderActions) => Promise<Locator>;
  /** Only where it exists (the mobile menu is the sidebar's small-screen form). */
  only?: ViewportCase['name'];
}

export async function openIssueFromList(page: Page): Promise<IssuesPage> {
  await page.goto('/aktuelle-fejl');
  const issues = new IssuesPage(page, 'Aktuelle fejl');
  await issues.openIssue(await issues.firstIssueNumber());
  return issues;
}

export const overlays: readonly OverlayCase[] = [
  {
    name: 'issue overlay',
    open: async (page) => (await openIssueFromList(page)).overlay,
  },
  {
    name: 'quote decision dialog',
    open: async (page) => {
      await page.goto('/tilbud');
      await page.getByTestId('quote-card').first().getByRole('button', { name: 'Afvis' }).click();
      return page.getByRole('dialog', { name: /Afvis tilbud/ });
    },
  },
  {
    name: 'thermography overlay',
    open: async (page) => {
      await page.goto('/aktuelle-fejl');
      await page.getByRole('tab', { name: 'Kun termografi' }).click();
      // The grid's first row, or on a phone the first card.
      const table = page.getByRole('region', { name: 'Termografifejl' });
      const first = table.locator('.ag-row[row-index="0"]').or(table.getByRole('list', { name: 'Termografifejl' }).locator(':scope > li').first());
      await first.getByRole('button').first().click();
      return page.getByTestId('thermography-overlay');
    },
  },
  {
    name: 'location picker',
    open: async (page, header) => {
      await header.click('Skift lokation');
      return page.getByRole('dialog', { name: 'Vælg lokation' });
    },
  },
  {
    name: 'customer picker',
    open: async (page, header) => {
      await header.click('Skift kunde');
      return page.getByRole('dialog', { name: 'Vælg kunde' });
    },
  },
  {
    name: 'upload modal',
    open: async (page) => {
      const issues = await openIssueFromList(page);
      await issues.overlay.getByRole('button', { name: 'Upload filer' }).click();
      return page.getByRole('dialog', { name: 'Upload fil' });
    },
  },
  {
    name: 'download-reports modal',
    open: async (page) => {
      await page.goto('/aktuelle-fejl');
      const issues = new IssuesPage(page, 'Aktuelle fejl');
      await issues.selectRow(0);
      await page.getByRole('button', { name: 'Download rapporter' }).click();
      return page.getByRole('dialog', { name: 'Download rapporter' });
    },
  },
  {
    name: 'mobile menu',
    only: 'phone',
    open: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Menu' }).click();
      return page.locator('#portal-sidebar');
    },
  },
  {
    name: 'header menu',
    only: 'phone',
    open: async (page, header) => {
      await header.openMenu();
      return page.getByTestId('header-actions');
    },
  },
];

/** Signs in by link (`?accessToken=`), as the provider's tools do, and waits for the chrome. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto(`/?accessToken=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('customer-name')).toHaveText(demo.customers.nordhavn.name);
}
