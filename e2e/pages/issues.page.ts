import { expect, type Locator, type Page } from '@playwright/test';

/** /aktuelle-fejl and /afsluttede-fejl, their table, footer and the issue overlay (Danish texts). */
export class IssuesPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly search: Locator;
  readonly overlay: Locator;
  readonly footer: Locator;

  constructor(
    readonly page: Page,
    tableName: 'Aktuelle fejl' | 'Afsluttede fejl',
  ) {
    this.table = page.getByRole('region', { name: tableName });
    // On a phone the rows are cards: the items of the list named as the table (no grid; not a card's own lists).
    this.cards = this.table.getByRole('list', { name: tableName }).locator(':scope > li');
    this.rows = this.table.locator('.ag-row').or(this.cards);
    this.search = page.getByRole('searchbox', { name: 'Søg' });
    this.overlay = page.getByTestId('issue-overlay');
    this.footer = page.locator('main');
  }

  /** A row by its index in display order (ag-grid 36: `.ag-row[row-index]`; on a phone the card). */
  row(index: number): Locator {
    return this.table.locator(`.ag-row[row-index="${index}"]`).or(this.cards.nth(index));
  }

  async openFilters(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Filter' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
      await toggle.click();
    }
  }

  async searchFor(text: string): Promise<void> {
    await this.openFilters();
    await this.search.fill(text);
  }

  /** The issue number in the first displayed row. */
  async firstIssueNumber(): Promise<string> {
    const link = this.row(0).getByRole('button').first();
    await expect(link).toBeVisible();
    return (await link.textContent())?.trim() ?? '';
  }

  async openIssue(number: string): Promise<void> {
    await this.table.getByRole('button', { name: number, exact: true }).click();
    await expect(this.overlay.getByRole('heading', { name: `Fejl ${number}` })).toBeVisible();
  }

  async selectRow(index: number): Promise<void> {
    await this.row(index).getByRole('checkbox').first().check();
  }
}
