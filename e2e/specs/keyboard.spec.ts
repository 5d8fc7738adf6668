import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';

/**
 * The portal by keyboard alone, in Chromium against the demo data: a grid cell opens its record on
 * Enter, Space or F2; the overlay is a modal dialog that takes focus, keeps Tab inside and gives focus back
 * on Escape; Tab reaches the buttons inside a cell; the newsletter modal keeps focus after its toggle.
 */

/** The element that has focus, described by what a test can compare. */
async function focused(page: Page): Promise<{ testId: string | null; role: string | null; colId: string | null; rowIndex: string | null; text: string }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const cell = active?.closest('.ag-cell');
    return {
      testId: active?.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      role: active?.getAttribute('role') ?? null,
      colId: cell?.getAttribute('col-id') ?? null,
      rowIndex: active?.closest('.ag-row')?.getAttribute('row-index') ?? null,
      text: active?.textContent?.trim() ?? '',
    };
  });
}

async function panelHasFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('[data-testid="overlay-panel"]')?.contains(document.activeElement) ?? false);
}

test.describe('keyboard', () => {
  // Each test walks several pages and overlays.
  test.describe.configure({ timeout: 120_000 });
  test('Enter on a fault number cell opens its overlay as a modal dialog; Tab stays inside; Escape returns focus to the cell', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const table = page.getByRole('region', { name: 'Aktuelle fejl' });
    const cell = table.locator('.ag-row[row-index="0"] .ag-cell[col-id="number"]');
    const number = (await cell.textContent())?.trim() ?? '';
    expect(number).not.toBe('');

    const dialog = page.getByRole('dialog', { name: `Fejl ${number}` });
    // Under a loaded machine the grid can still redraw its first rows after they show (their heights measured),
    // taking the focus along: focus and Enter again until the overlay opens, rather than racing that redraw.
    await expect(async () => {
      if (!(await dialog.isVisible())) {
        await cell.focus();
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await panelHasFocus(page)).toBe(true);
    // The page behind is inert: no focus, no clicks, hidden from assistive technology.
    await expect(page.locator('#portal-main')).toHaveJSProperty('inert', true);

    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab');
      expect(await panelHasFocus(page), `focus after ${press + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await panelHasFocus(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('overlay-panel')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#portal-main')).toHaveJSProperty('inert', false);
    expect(await focused(page)).toMatchObject({ colId: 'number', rowIndex: '0' });
  });

  test('Space on a task number and F2 on a unit name open their overlays; Enter elsewhere in the row too', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-eftersyn');
    const tasks = page.getByRole('region', { name: 'Aktuelle eftersyn' });
    const taskCell = tasks.locator('.ag-row[row-index="0"] .ag-cell[col-id="number"]');
    const installation = (await tasks.locator('.ag-row[row-index="0"] .ag-cell[col-id="installation"]').textContent())?.trim() ?? '';
    expect(installation).not.toBe('');
    await taskCell.focus();
    await page.keyboard.press(' ');
    await expect(page.getByTestId('task-installation')).toHaveText(installation);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('overlay-panel')).toHaveAttribute('aria-hidden', 'true');

    // Enter on another cell of the row (its due date) opens the same record.
    await tasks.locator('.ag-row[row-index="0"] .ag-cell[col-id="due"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('task-installation')).toHaveText(installation);
    await page.keyboard.press('Escape');

    await page.goto('/enheder');
    const units = page.getByRole('region', { name: 'Enheder' });
    const nameCell = units.locator('.ag-row[row-index="0"] .ag-cell[col-id="name"]');
    const unitName = (await nameCell.textContent())?.trim() ?? '';
    expect(unitName).not.toBe('');
    await nameCell.focus();
    await page.keyboard.press('F2');
    await expect(page.getByTestId('installation-overlay').getByRole('heading', { name: unitName })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ colId: 'name', rowIndex: '0' });
  });

  test('Tab from a report cell reaches its report buttons in order, and Enter on one opens that report', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/afsluttede-eftersyn');
    const table = page.getByRole('region', { name: 'Afsluttede eftersyn' });
    const row = table.locator('.ag-row').filter({ has: page.getByRole('button', { name: 'Servicerapport', exact: true }) }).first();
    const rowIndex = await row.getAttribute('row-index');
    const reports = table.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="reports"]`);
    const buttons = await reports.getByRole('button').allTextContents();
    await reports.focus();
    for (const name of buttons) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ colId: 'reports', text: name.trim() });
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the newsletter modal keeps focus after its toggle, and Escape still closes it (English)', async ({ signedIn }) => {
    const { page } = signedIn;
    await signedIn.languageSelect.selectOption('en-gb');
    await page.goto('/nyheder');
    const open = page.getByRole('button', { name: 'Newsletter' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Newsletter' });
    const state = dialog.getByTestId('newsletter-state');
    const toggle = dialog.getByTestId('newsletter-toggle');
    for (let round = 0; round < 2; round += 1) {
      const before = (await state.textContent()) ?? '';
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(state).not.toHaveText(before);
      await expect(toggle).toBeEnabled();
      expect(await page.evaluate(() => document.querySelector('[role="dialog"][aria-modal="true"]:not([aria-hidden="true"])')?.contains(document.activeElement) ?? false)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('a news overlay’s long title wraps below the close button, never under it', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.getByTestId('news-widget').getByRole('button', { name: /^Læs nyheden: / }).first().click();
    const title = page.getByTestId('news-overlay').getByRole('heading', { level: 2 });
    await expect(title).toBeVisible();
    await title.evaluate((heading) => {
      heading.textContent = 'Ny lovgivning om brandsikring i erhvervsbyggeri træder i kraft, og alle ejere af større bygninger skal gennemgå deres anlæg inden udgangen af året';
    });
    const close = page.getByTestId('overlay-panel').getByRole('button', { name: 'Luk' });
    const [titleBox, closeBox] = [await title.boundingBox(), await close.boundingBox()];
    expect(titleBox && closeBox).toBeTruthy();
    if (!titleBox || !closeBox) return;
    const overlaps = titleBox.x < closeBox.x + closeBox.width && closeBox.x < titleBox.x + titleBox.width && titleBox.y < closeBox.y + closeBox.height && closeBox.y < titleBox.y + titleBox.height;
    expect(overlaps).toBe(false);
    expect(titleBox.height).toBeGreaterThan(40);
  });
});

test.describe('keyboard: page start and location picker', () => {
  test.describe.configure({ timeout: 120_000 });
  test('the first Tab reaches the skip link, which moves focus to the page; a navigation moves focus to the new page’s heading', async ({ signedIn }) => {
    const { page } = signedIn;
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Gå til indhold' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.querySelector('#portal-main')?.contains(document.activeElement) ?? false)).toBe(true);
    await expect(page).toHaveURL('/');

    await signedIn.sidebar.getByRole('button', { name: 'Fejl' }).click();
    const link = signedIn.sidebar.getByRole('link', { name: 'Aktuelle fejl' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/aktuelle-fejl');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle fejl' })).toBeFocused();
  });

  test('the location picker finds a location by its code and is a tree for the arrow keys (English)', async ({ signedIn }) => {
    const { page } = signedIn;
    await signedIn.languageSelect.selectOption('en-gb');
    await signedIn.header.getByRole('button', { name: 'Change location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose location' });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('ne-111');
    const tree = dialog.getByRole('tree');
    await expect(tree.getByRole('treeitem', { name: /Kælder og teknikrum/ })).toBeVisible();
    await expect(tree.getByRole('treeitem')).toHaveCount(3);

    await page.keyboard.press('Tab');
    const headquarters = tree.getByRole('treeitem', { name: /Hovedkontor København/ });
    await expect(headquarters).toBeFocused();
    await expect(headquarters).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(headquarters).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('treeitem')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tree.getByRole('treeitem', { name: /Bygning A/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem', { name: /Kælder og teknikrum/ })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(headquarters).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(signedIn.activeLocation).toHaveText('Kælder og teknikrum');
  });
});
