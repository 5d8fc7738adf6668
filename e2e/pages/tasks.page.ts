import { expect, type Locator, type Page } from '@playwright/test';

/** /aktuelle-eftersyn, /afsluttede-eftersyn and /kommende-eftersyn: the table by its name and the task overlays. */
export class TasksPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    tableName: string,
  ) {
    this.table = page.getByRole('region', { name: tableName });
    // On a phone the rows are cards: the items of the list named as the table (no grid; not a card's own lists).
    this.cards = this.table.getByRole('list', { name: tableName }).locator(':scope > li');
    this.rows = this.table.locator('.ag-row').or(this.cards);
    this.panel = page.getByTestId('overlay-panel');
  }

  /** A row by its index in display order (ag-grid 36: `.ag-row[row-index]`; on a phone the card). */
  row(index: number): Locator {
    return this.table.locator(`.ag-row[row-index="${index}"]`).or(this.cards.nth(index));
  }

  /** The task number of the first displayed row (its link). */
  async firstTaskNumber(): Promise<string> {
    const link = this.row(0).getByRole('button').first();
    await expect(link).toBeVisible();
    return (await link.textContent())?.trim() ?? '';
  }

  /** The first row with a report link of that name. */
  rowWithReport(label: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('button', { name: label, exact: true }) }).first();
  }

  async closeOverlay(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.panel).toHaveAttribute('aria-hidden', 'true');
  }
}
