import { expect, type Locator, type Page } from '@playwright/test';

/** The header's controls (spec section 2, Layout), by accessible name, in page order (Danish). */
export const headerActionNames = ['Sprog', 'Vejledning', 'Skift kunde', 'Skift lokation', 'Log ud'] as const;
export type HeaderActionName = (typeof headerActionNames)[number];

/**
 * The header's actions wherever they are: inline on a wide screen, behind the menu button on a
 * narrow one (opened on demand).
 */
export class HeaderActions {
  readonly header: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.menuButton = this.header.getByRole('button', { name: 'Brugermenu' });
  }

  action(name: HeaderActionName): Locator {
    if (name === 'Sprog') {
      return this.header.getByRole('combobox', { name });
    }
    if (name === 'Vejledning') {
      return this.header.getByRole('link', { name });
    }
    return this.header.getByRole('button', { name, exact: true });
  }

  /** Opens the menu when the screen is narrow enough to have one; no-op otherwise. */
  async openMenu(): Promise<void> {
    if ((await this.menuButton.isVisible()) && (await this.menuButton.getAttribute('aria-expanded')) !== 'true') {
      await this.menuButton.click();
      await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
    }
  }

  async click(name: HeaderActionName): Promise<void> {
    await this.openMenu();
    await this.action(name).click();
  }

  /** Every action visible, on screen and clickable (nothing covers it); the menu is closed again after. */
  async expectAllReachable(): Promise<void> {
    await this.openMenu();
    for (const name of headerActionNames) {
      const action = this.action(name);
      await expect(action, `header action '${name}'`).toBeVisible();
      await expect(action, `header action '${name}'`).toBeInViewport();
      await action.click({ trial: true });
    }
    if (await this.menuButton.isVisible()) {
      await this.page.keyboard.press('Escape');
      await expect(this.menuButton).toHaveAttribute('aria-expanded', 'false');
    }
  }
}
