import type { Locator, Page } from '@playwright/test';
import { expect, fetchToken, test } from '../fixtures/portal-test';
import { HeaderActions, headerActionNames } from '../pages/header-actions';
import { InstallationsPage } from '../pages/installations.page';
import { IssuesPage } from '../pages/issues.page';
import { overlays, routes, signIn, viewports } from '../pages/portal-surfaces';
import { expectNoSeriousAxeViolations } from '../support/axe';

/**
 * Every route and every overlay/modal type, on a phone and on a desktop: no sideways page scroll,
 * the header's actions reachable, no serious or critical axe violation; on the phone also 44 px touch
 * targets and no text under 13 px. A new page or overlay adds one entry to `routes` or `overlays` in
 * pages/portal-surfaces.ts (the Content-Security-Policy spec visits the same tables).
 */

/** Shown and at least partly inside the viewport (a closed drawer slides out but stays in the DOM). */
async function isOnScreen(page: Page, locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0 || !(await locator.first().isVisible())) {
    return false;
  }
  const box = await locator.first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x < width && box.x + box.width > 0;
}

/** Escape until no dialog and no side panel is open (a modal opened from an overlay leaves the overlay). */
async function closeWhatIsStillOpen(page: Page): Promise<void> {
  const panel = page.getByTestId('overlay-panel');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = (await page.getByRole('dialog').count()) > 0 || (await panel.isVisible());
    if (!open) {
      return;
    }
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel).toBeHidden();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/**
 * Every visible part of the header inside the screen, and the logo and banner clear of the menu button or the
 * inline controls (a name too long for the room is cut short, never pushed off the screen or under a button).
 */
async function expectHeaderFits(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const width = window.innerWidth;
    const found: string[] = [];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
    const panel = document.getElementById('portal-header-menu');
    const menuOpen = document.getElementById('portal-header-menu-button')?.getAttribute('aria-expanded') === 'true';
    for (const element of header.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // The open menu's panel lies over the page, not in the header's row; clipped screen-reader text is 1 px.
      if (box.width <= 1 || box.height <= 1 || (menuOpen && panel?.contains(element))) continue;
      if (box.left < -0.5 || box.right > width + 0.5) found.push(`${describe(element)} at ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
    const brand = header.firstElementChild?.getBoundingClientRect();
    const menu = document.getElementById('portal-header-menu-button')?.getBoundingClientRect();
    const actions = panel?.getBoundingClientRect();
    const right = [menu, actions].filter((box): box is DOMRect => box !== undefined && box.width > 1).map((box) => box.left);
    if (brand && right.some((left) => brand.right > left + 0.5)) found.push(`the logo and banner reach ${Math.round(brand.right)}, the controls start at ${Math.min(...right)}`);
    if (header.scrollWidth > header.clientWidth) found.push(`the header is ${header.scrollWidth} px wide inside ${header.clientWidth}`);
    return found;
  });
  expect(problems, 'the header fits the screen').toEqual([]);
}

/**
 * Visible controls smaller than 44 x 44 px. A checkbox or radio counts with its label (a click on the
 * label is a click on it); links inside running text are excepted (WCAG 2.5.5 'inline').
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], select, input:not([type="file"]):not([type="hidden"]), textarea, [role="button"], [role="tab"]';
    const targetBox = (element: HTMLElement): DOMRect => {
      const boxes = [element, ...((element as HTMLInputElement).labels ?? [])].map((part) => part.getBoundingClientRect());
      return boxes.reduce((best, box) => (Math.min(box.width, box.height) > Math.min(best.width, best.height) ? box : best));
    };
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const own = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const visible = own.width > 0 && own.height > 0 && style.visibility !== 'hidden' && !element.closest('[inert], [aria-hidden="true"]');
        const inRunningText = element.tagName === 'A' && element.closest('p, li > p, dd') !== null;
        const box = targetBox(element);
        return visible && !inRunningText && (box.width < 44 || box.height < 44);
      })
      .map((element) => {
        const box = targetBox(element);
        return `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('aria-label')}" ${Math.round(box.width)}x${Math.round(box.height)}`;
      });
  });
}

/** Visible text rendered under 13 px (spec section 9: the cell font size is the smallest). */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || parent.closest('[aria-hidden="true"], [inert], script, style, option')) {
        continue;
      }
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') {
        continue;
      }
      // Visually hidden screen-reader text is clipped to 1 px (in one direction at least): not read by the eye.
      if (box.width <= 1 || box.height <= 1) {
        continue;
      }
      const size = Number.parseFloat(style.fontSize);
      if (size < 13) {
        found.push(`"${text.slice(0, 30)}" ${size}px`);
      }
    }
    return found;
  });
}

for (const viewport of viewports) {
  test.describe(`responsive at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    let token = '';
    test.beforeAll(async ({ request }) => {
      token = await fetchToken(request);
    });

    for (const route of routes) {
      test(`${route.name} (${route.path})`, async ({ page }) => {
        if (!route.public) {
          await signIn(page, token);
        }
        await page.goto(route.path);
        await route.ready(page);

        await expectNoSidewaysScroll(page);
        if (!route.public) {
          // Measured with the environment banner, as on every server but production.
          await expect(page.getByTestId('environment-banner')).toBeVisible();
          await expectHeaderFits(page);
          await new HeaderActions(page).expectAllReachable();
        }
        await expectNoSeriousAxeViolations(page);
        if (viewport.name === 'phone') {
          expect(await smallTouchTargets(page), 'controls under 44 x 44 px').toEqual([]);
          expect(await smallText(page), 'text under 13 px').toEqual([]);
        }
      });
    }

    for (const overlay of overlays) {
      if (overlay.only && overlay.only !== viewport.name) {
        continue;
      }
      test(`${overlay.name}`, async ({ page }) => {
        await signIn(page, token);
        const header = new HeaderActions(page);
        const surface = await overlay.open(page, header);
        await expect(surface).toBeVisible();
        // In view, by its top: a record with a quote, notes and a long history is taller than two screens, so a
        // share of its area says nothing about where it is.
        await expect(surface).toBeInViewport();
        // Let the slide-in finish before measuring.
        await expect.poll(async () => (await surface.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((await surface.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);

        await expectNoSidewaysScroll(page);
        // A side-panel overlay is measured by its panel, a dialog by itself.
        const panel = page.getByTestId('overlay-panel').filter({ has: surface });
        const box = await ((await panel.count()) > 0 ? panel : surface).boundingBox();
        expect(box, 'the overlay is laid out').not.toBeNull();
        if (box && viewport.name === 'phone' && !overlay.only) {
          // Narrow screens: overlays and modals take the whole width.
          expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
        }
        await expectNoSeriousAxeViolations(page);
        if (viewport.name === 'phone') {
          expect(await smallText(page), 'text under 13 px').toEqual([]);
          expect(await smallTouchTargets(page), 'controls under 44 x 44 px').toEqual([]);
        }

        // Closed again, the header's actions are all reachable.
        await page.keyboard.press('Escape');
        await expect.poll(() => isOnScreen(page, surface), 'closed by Escape').toBe(false);
        await closeWhatIsStillOpen(page);
        await header.expectAllReachable();
      });
    }
  });
}

/**
 * The header with the environment banner (the e2e portal runs with NODE_ENV=development, the longest usual
 * name): on the narrowest phones every signed-in page keeps to the screen (360 px is measured above), and
 * from 320 px to a wide desktop, in each language, the logo, banner and controls fit beside each other.
 */
test.describe('the header with the environment banner', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await fetchToken(request);
  });

  for (const width of [320, 390]) {
    for (const route of routes.filter((candidate) => !candidate.public)) {
      test(`${route.name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        await signIn(page, token);
        await page.goto(route.path);
        await route.ready(page);
        await expect(page.getByTestId('environment-banner')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectHeaderFits(page);
        await new HeaderActions(page).expectAllReachable();
      });
    }
  }

  for (const culture of ['da-dk', 'en-gb', 'de-de']) {
    test(`fits from 320 px to 1440 px in ${culture}, the environment's name read in full`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('culture', chosen), culture);
      await page.setViewportSize({ width: 1440, height: 700 });
      await signIn(page, token);
      const banner = page.getByTestId('environment-banner');
      // Around each layout change: the phone layout (48rem), the collapsed controls (75rem) and beyond.
      for (const width of [320, 360, 390, 414, 768, 769, 1024, 1200, 1201, 1280, 1366, 1440]) {
        await page.setViewportSize({ width, height: 700 });
        await expect(banner).toBeVisible();
        await expect(banner).toBeInViewport();
        await expectHeaderFits(page);
        await expectNoSidewaysScroll(page);
      }
      // Where only a dot and the name show, the whole label is still what a screen reader says.
      const label = { 'da-dk': 'Miljø: development', 'en-gb': 'Environment: development', 'de-de': 'Umgebung: development' }[culture];
      await expect(banner).toHaveAccessibleName(label ?? '');
    });
  }
});

test.describe('the header menu on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('is a disclosure: focus moves in, Tab stays inside, Escape closes and returns focus', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    await expectNoSidewaysScroll(page);
    const header = new HeaderActions(page);
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.menuButton).toHaveAttribute('aria-controls', 'portal-header-menu');
    for (const name of headerActionNames) {
      await expect(header.action(name)).toBeHidden();
    }

    await header.menuButton.click();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.action('Sprog')).toBeFocused();
    // Forward through every control and round to the menu button, then back into the panel.
    const stops = 1 + headerActionNames.length;
    for (let step = 0; step < stops; step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(header.action('Sprog')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(header.menuButton).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(header.action('Log ud')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(header.menuButton).toBeFocused();
    await expect(header.action('Log ud')).toBeHidden();

    // An action from the menu closes it, and the dialog it opens hands focus back to the menu button.
    await header.click('Skift lokation');
    const picker = page.getByRole('dialog', { name: 'Vælg lokation' });
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(header.menuButton).toBeFocused();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu closes on Escape and returns focus to the burger', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    const burger = page.getByRole('contentinfo').getByRole('button', { name: 'Menu' });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#portal-sidebar').getByRole('link', { name: 'Forside' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });
});

test.describe('wide tables on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('scroll inside their box with the issue number pinned', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    // The dashboard's plain table: its box scrolls, the first column stays put.
    const widget = page.getByTestId('issues-table-widget');
    const scroller = widget.getByRole('region');
    const firstCell = widget.getByRole('cell').first();
    const before = await firstCell.boundingBox();
    const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'the table is wider than its box').toBeGreaterThan(0);
    await scroller.evaluate((element) => element.scrollBy({ left: 200 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // Pinned: where it was, give or take the half pixel a sticky cell rounds to.
    expect(Math.abs(((await firstCell.boundingBox())?.x ?? Number.NaN) - (before?.x ?? Number.NaN))).toBeLessThanOrEqual(1);
    await expectNoSidewaysScroll(page);

    // The list shows cards there (no grid): nothing scrolls sideways, each card's number in view.
    await page.goto('/aktuelle-fejl');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    await expect(issues.cards.first()).toBeVisible();
    await expect(issues.table.locator('.ag-root-wrapper')).toHaveCount(0);
    await expect(issues.cards.first().getByRole('button').first()).toBeInViewport();
    await expect(page.getByTestId('swipe-hint')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('a grid wider than a tablet scrolls inside its box with the issue number pinned', async ({ page, request }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, await fetchToken(request));
    await page.goto('/aktuelle-fejl');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    const number = issues.row(0).locator('.ag-cell[col-id="number"]');
    await expect(number).toBeVisible();
    const numberBefore = await number.boundingBox();
    await issues.table.locator('.ag-body-horizontal-scroll-viewport').evaluate((element) => element.scrollBy({ left: 300 }));
    await expect(page.getByTestId('swipe-hint')).toHaveCount(0);
    // Pinned: where it was, give or take the half pixel ag-grid's scroll sync rounds to.
    expect(Math.abs(((await number.boundingBox())?.x ?? Number.NaN) - (numberBefore?.x ?? Number.NaN))).toBeLessThanOrEqual(1);
    await expect(number).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});

/**
 * Spec section 2: a swipe hint while a table is wider than its box, gone after a sideways scroll of more than
 * 10 px. The team's rule: only on a touch device, and only where the table really scrolls at that width.
 */
async function dashboardTables(page: Page): Promise<{ name: string; overflows: boolean; hints: number }[]> {
  const tables = page.locator('[data-testid$="-widget"]').getByRole('region');
  await expect(tables.first()).toBeVisible();
  const found: { name: string; overflows: boolean; hints: number }[] = [];
  for (const table of await tables.all()) {
    const name = (await table.getAttribute('aria-label')) ?? '';
    const overflows = await table.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    const hints = await table.locator('xpath=..').getByTestId('swipe-hint').count();
    found.push({ name, overflows, hints });
  }
  return found;
}

test.describe('the swipe hint on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('shows on each table that scrolls sideways at that width, and goes after a sideways scroll', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    const tables = await dashboardTables(page);
    expect(tables.some((table) => table.overflows), 'a dashboard table is wider than the phone').toBe(true);
    for (const table of tables) expect(table.hints, `${table.name}: hint only when it scrolls sideways`).toBe(table.overflows ? 1 : 0);

    const widget = page.getByTestId('issues-table-widget');
    await expect(widget.getByTestId('swipe-hint')).toBeVisible();
    await widget.getByRole('region').evaluate((element) => element.scrollBy({ left: 60 }));
    await expect(widget.getByTestId('swipe-hint')).toHaveCount(0);

    // The installations list shows cards on a phone: no table scrolls sideways, so no hint.
    await page.goto('/enheder');
    const units = new InstallationsPage(page);
    await expect(units.cards.first()).toBeVisible();
    await expect(units.table.getByTestId('swipe-hint')).toHaveCount(0);
  });
});

test.describe('the swipe hint on a touch tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('shows on the installations grid, wider than the tablet, and goes after a sideways scroll', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    await page.goto('/enheder');
    const units = new InstallationsPage(page);
    await expect(units.row(0)).toBeVisible();
    const hint = units.table.getByTestId('swipe-hint');
    await expect(hint).toBeVisible();
    await units.table.locator('.ag-body-horizontal-scroll-viewport').evaluate((element) => element.scrollBy({ left: 100 }));
    await expect(hint).toHaveCount(0);
  });
});

test.describe('the swipe hint on a wide touch screen', () => {
  test.use({ viewport: { width: 1366, height: 900 }, hasTouch: true });

  test('shows on the tables that still scroll sideways there, and not on those that fit', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    const tables = await dashboardTables(page);
    expect(tables.some((table) => !table.overflows), 'a dashboard table fits at 1366 px').toBe(true);
    for (const table of tables) expect(table.hints, `${table.name}: hint only when it scrolls sideways`).toBe(table.overflows ? 1 : 0);
  });
});

test.describe('the swipe hint with a mouse', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never shows, even where a table scrolls sideways', async ({ page, request }) => {
    await signIn(page, await fetchToken(request));
    const tables = await dashboardTables(page);
    expect(tables.some((table) => table.overflows)).toBe(true);
    expect(tables.every((table) => table.hints === 0)).toBe(true);
    await page.goto('/enheder');
    const units = new InstallationsPage(page);
    await expect(units.row(0)).toBeVisible();
    await expect(units.table.getByTestId('swipe-hint')).toHaveCount(0);
  });
});

/**
 * The admin pages on a phone: the users and the audit trail are lists of cards named for the list, no table (no
 * page wider than 390 px), the profile fits 360 px; on a desktop they stay tables.
 */
test.describe('the admin pages at phone widths', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await fetchToken(request);
  });

  const pages = [
    { path: '/brugere', heading: 'Brugere', width: 390, table: true },
    { path: '/revisionsspor', heading: 'Revisionsspor', width: 390, table: true },
    { path: '/profil', heading: 'Min profil', width: 360, table: false },
  ] as const;

  for (const adminPage of pages) {
    test(`${adminPage.path} fits ${adminPage.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: adminPage.width, height: 800 });
      await signIn(page, token);
      await page.goto(adminPage.path);
      await expect(page.getByRole('heading', { level: 1, name: adminPage.heading })).toBeVisible();
      if (adminPage.table) {
        // Below 40rem a card a row (shared CardList), not the table.
        await expect(page.getByRole('main').getByRole('list', { name: adminPage.heading }).getByRole('listitem').first()).toBeVisible();
        await expect(page.locator('main table')).toHaveCount(0);
      }
      await expectNoSidewaysScroll(page);
      // The header row is clipped to 1 px for screen readers on a phone: its cells are not on the screen.
      const widest = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('main *')].filter((element) => !element.closest('thead')).map((element) => element.getBoundingClientRect().right)),
      );
      expect(widest, 'nothing in the page reaches past the screen').toBeLessThanOrEqual(adminPage.width + 0.5);
    });
  }

  test('on a desktop the audit trail is a table with a header row', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, token);
    await page.goto('/revisionsspor');
    await expect(page.getByRole('columnheader', { name: /Tidspunkt \(dansk tid\)/ })).toBeVisible();
    expect(await page.locator('main table tbody td').first().evaluate((element) => getComputedStyle(element).display)).toBe('table-cell');
  });
});
