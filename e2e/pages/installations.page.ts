import { expect, type Locator, type Page } from '@playwright/test';

/** /enheder: the server-paged grid of units, its filter area and the installation overlay (Danish texts). */
export class InstallationsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly viewport: Locator;
  readonly search: Locator;
  readonly typeSelect: Locator;
  readonly overlay: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('region', { name: 'Enheder' });
    // On a phone the rows are cards: the items of the list named as the table (no grid; not a card's own lists).
    this.cards = this.table.getByRole('list', { name: 'Enheder' }).locator(':scope > li');
    this.rows = this.table.locator('.ag-row').or(this.cards);
    this.viewport = this.table.locator('.ag-grid-viewport').first();
    this.search = page.getByRole('searchbox', { name: 'Søg' });
    this.typeSelect = page.getByLabel('Enhedstype');
    this.overlay = page.getByTestId('installation-overlay');
  }

  /**
   * The number of units the grid holds for the current search (its `aria-rowcount` less the header row): rows
   * are as tall as their files, so not every one of them is drawn at once.
   */
  async rowCount(): Promise<number> {
    const count = await this.table.locator('[aria-rowcount]').first().getAttribute('aria-rowcount');
    return Number(count) - 1;
  }

  /** A row by its index in display order (ag-grid 36: `.ag-row[row-index]`; on a phone the card). */
  row(index: number): Locator {
    return this.table.locator(`.ag-row[row-index="${index}"]`).or(this.cards.nth(index));
  }

  /** The row of a unit by its name (the link that opens the overlay). */
  rowOf(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async openFilters(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Filter' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click();
    }
  }

  async scrollToBottom(): Promise<void> {
    await this.viewport.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  }

  async scrollToTop(): Promise<void> {
    await this.viewport.evaluate((element) => element.scrollTo(0, 0));
  }

  async openInstallation(name: string): Promise<void> {
    await this.table.getByRole('button', { name, exact: true }).click();
    await expect(this.overlay.getByRole('heading', { name })).toBeVisible();
  }
}
