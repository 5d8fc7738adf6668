import type { Locator, Page } from '@playwright/test';

/** The signed-in chrome (header, sidebar, pickers) and the dashboard, in Danish unless switched. */
export class PortalPage {
  readonly header: Locator;
  readonly activeLocation: Locator;
  readonly customerName: Locator;
  readonly dashboardLocation: Locator;
  readonly keyNumbers: Locator;
  readonly sidebar: Locator;
  readonly dialog: Locator;
  readonly languageSelect: Locator;
  readonly environmentBanner: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header').first();
    this.activeLocation = page.getByTestId('active-location');
    this.customerName = page.getByTestId('customer-name');
    this.dashboardLocation = page.getByTestId('dashboard-location');
    this.keyNumbers = page.getByTestId('key-numbers');
    this.sidebar = page.locator('#portal-sidebar');
    this.dialog = page.getByRole('dialog');
    this.languageSelect = this.header.getByRole('combobox');
    this.environmentBanner = page.getByTestId('environment-banner');
  }

  async chooseCustomer(name: string): Promise<void> {
    await this.header.getByRole('button', { name: 'Skift kunde' }).click();
    await this.dialog.getByRole('searchbox').fill(name.slice(0, 6).toUpperCase());
    await this.dialog.getByRole('button', { name: new RegExp(name.replace(/[/]/g, '\\/')) }).click();
  }

  async openLocationPicker(): Promise<void> {
    await this.header.getByRole('button', { name: 'Skift lokation' }).click();
  }

  async logout(): Promise<void> {
    await this.header.getByRole('button', { name: 'Log ud' }).click();
  }
}
