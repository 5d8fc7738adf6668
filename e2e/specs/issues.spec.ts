import { PNG } from 'pngjs';
import { PDFParse } from 'pdf-parse';
import yauzl from 'yauzl';
import { decodeQuotedPrintable, waitForMail } from '../fixtures/mail-sink';
import type { ThermographyIssueRow } from '@portal/shared/contract';
import { demo, expect, test } from '../fixtures/portal-test';
import { IssuesPage } from '../pages/issues.page';
import { exampleUrl, portalUrl } from '../support/environment';
import { downloadLinkOpenedBy } from '../support/pdf-text';

/** A small real PNG, made here so the upload is checked by content on the server. */
function pngBuffer(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

function zipEntryNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) {
        reject(error ?? new Error('not a zip'));
        return;
      }
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test.describe('faults', () => {
  test('search current faults, complete one with a comment, and find it in the history and the completed list', async ({ signedIn }) => {
    const { page } = signedIn;
    await signedIn.sidebar.getByRole('button', { name: 'Fejl' }).click();
    await signedIn.sidebar.getByRole('link', { name: 'Aktuelle fejl' }).click();
    await expect(page).toHaveURL('/aktuelle-fejl');
    await expect(page).toHaveTitle(`Aktuelle fejl - ${demo.providerName}`);

    const current = new IssuesPage(page, 'Aktuelle fejl');
    const number = await current.firstIssueNumber();
    await current.searchFor(number);
    await expect(current.table.getByRole('button', { name: number, exact: true })).toBeVisible();
    await expect(current.rows).toHaveCount(1);

    await current.openIssue(number);
    const overlay = current.overlay;
    await overlay.getByLabel('Status', { exact: true }).selectOption('Completed');
    const comment = overlay.getByLabel('Kommentar (skal udfyldes)');
    const submit = overlay.getByRole('button', { name: 'Opdater status' });
    await comment.fill('For kort');
    await expect(submit).toBeDisabled();
    const text = `Udbedret af e2e ${Date.now()}`;
    await comment.fill(text);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(overlay.getByText('Status er opdateret.')).toBeVisible();
    const entry = overlay.getByTestId('issue-history-entry').filter({ hasText: text });
    await expect(entry).toContainText('Afsluttet');
    await expect(entry).toContainText('Demo Bruger');

    // The current list reloads without it; the completed list has it.
    await page.getByTestId('overlay-panel').getByRole('button', { name: 'Luk' }).first().click();
    await expect(current.rows).toHaveCount(0);
    await expect(current.table.getByText('Der er ingen data for aktuelle fejl').first()).toBeVisible();
    await page.goto(`/afsluttede-fejl?tableSearchQuery=${encodeURIComponent(number)}`);
    const completed = new IssuesPage(page, 'Afsluttede fejl');
    await expect(completed.search).toHaveValue(number);
    await expect(completed.table.getByRole('button', { name: number, exact: true })).toBeVisible();
  });

  test('upload and delete a file on an issue, and refuse a file with a bad name', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    const number = await issues.firstIssueNumber();
    await issues.openIssue(number);

    await issues.overlay.getByRole('button', { name: 'Upload filer' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload fil' });
    const input = modal.locator('input[type="file"]');
    await input.setInputFiles({ name: 'mit billede.png', mimeType: 'image/png', buffer: pngBuffer() });
    await expect(modal.getByRole('alert')).toContainText('Fil er ikke valid: mit billede.png');

    await input.setInputFiles({ name: 'Tavlefoto7.png', mimeType: 'image/png', buffer: pngBuffer() });
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal).toHaveCount(0);
    const file = issues.overlay.getByRole('link', { name: /Tavlefoto7\.png/ });
    await expect(file).toBeVisible();

    await issues.overlay.getByRole('button', { name: 'Slet Tavlefoto7.png' }).click();
    await page.getByRole('dialog', { name: 'Slet fil' }).getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(file).toHaveCount(0);
  });

  test('the issue report is a PDF that names the issue', async ({ signedIn, request }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    const number = await issues.firstIssueNumber();
    await issues.openIssue(number);

    const link = await downloadLinkOpenedBy(page, () => issues.overlay.getByRole('button', { name: 'Download rapport' }).click());
    const response = await request.get(link);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(body) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Fejlrapport');
    expect(text).toContain(number);
  });

  test('selected rows are bundled and the download link arrives by e-mail', async ({ signedIn, request }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    await expect(issues.row(1)).toBeVisible();
    const download = page.getByRole('button', { name: 'Download rapporter' });
    await expect(download).toBeDisabled();
    await issues.selectRow(0);
    await issues.selectRow(1);
    await expect(page.getByText('2 valgt')).toBeVisible();

    await download.click();
    const modal = page.getByRole('dialog', { name: 'Download rapporter' });
    await modal.getByLabel('Fejlrapport').check();
    await modal.getByLabel('Filer').check();
    await modal.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(modal.getByText(/Rapporterne bliver sendt på e-mail til/)).toBeVisible();
    // Closes by itself after 5 s and clears the selection.
    await expect(modal).toHaveCount(0, { timeout: 8_000 });
    await expect(page.getByText('0 valgt')).toBeVisible();

    const mail = await waitForMail(demo.email, /\/api\/download\//);
    const link = /https?:\/\/[^\s"<>]+\/api\/download\/[^\s"<>]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
    expect(link).toBeDefined();
    const zip = await request.get(link ?? '');
    expect(zip.ok()).toBe(true);
    const names = await zipEntryNames(await zip.body());
    expect(names.filter((name) => name.endsWith('.pdf')).length).toBeGreaterThanOrEqual(2);
  });

  test('a search link shows its rows without telling screen readers the table is empty', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl?tableSearchQuery=EL/1042');
    const issues = new IssuesPage(page, 'Aktuelle fejl');
    await expect(issues.search).toHaveValue('EL/1042');
    await expect(issues.rows).toHaveCount(2);
    // What a screen reader hears: the table's status and ag-grid's announcement region.
    await expect(issues.table.getByRole('status')).toHaveText('');
    await expect(issues.table.locator('.ag-aria-description-container')).not.toContainText('ingen data');
    await issues.search.fill('findes ikke 123');
    await expect(issues.table.getByRole('status')).toHaveText('Der er ingen data for aktuelle fejl');
  });

  test('rows grow to their wrapped text and follow it when the columns change width (batched row heights)', async ({ signedIn }) => {
    const { page } = signedIn;
    /** Per row: its height and the height its tallest cell's content needs (padding included). */
    // The grid's own region (the page's <section> carries the same name, so IssuesPage.table matches both).
    const rowFits = () =>
      page.locator('[role="region"][aria-label="Aktuelle fejl"]').evaluate((table) => {
        const ids = [...new Set([...table.querySelectorAll('.ag-row[row-id]')].map((row) => row.getAttribute('row-id')))];
        return ids.map((id) => {
          const parts = [...table.querySelectorAll<HTMLElement>(`.ag-row[row-id="${id}"]`)];
          const needed = Math.max(
            ...parts.flatMap((part) =>
              [...part.querySelectorAll<HTMLElement>('.ag-cell')].map((cell) => {
                const style = getComputedStyle(cell);
                const content = cell.querySelector<HTMLElement>('.ag-cell-wrapper') ?? cell;
                return content.offsetHeight + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
              }),
            ),
          );
          return { height: parts[0]?.offsetHeight ?? 0, needed };
        });
      });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/aktuelle-fejl');
    await expect.poll(async () => (await rowFits()).length).toBeGreaterThan(3);
    // Each row is as tall as its tallest cell (plus its border): none clipped, none with empty room.
    await expect.poll(async () => (await rowFits()).every(({ height, needed }) => height >= needed && height <= needed + 3)).toBe(true);
    const narrow = await rowFits();
    expect(narrow.some(({ height }) => height > 60)).toBe(true);
    // Wider columns wrap less: the rows are measured again and fit again (none keeps its narrow height).
    await page.setViewportSize({ width: 2400, height: 900 });
    await expect.poll(async () => (await rowFits()).every(({ height, needed }) => height >= needed && height <= needed + 3)).toBe(true);
    const wide = await rowFits();
    expect(wide.reduce((sum, row) => sum + row.height, 0)).toBeLessThanOrEqual(narrow.reduce((sum, row) => sum + row.height, 0));
  });

  test('the thermography overlay shows the thermography fields of the fault', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/aktuelle-fejl');
    await page.getByRole('tab', { name: 'Kun termografi' }).click();
    const table = page.getByRole('region', { name: 'Termografifejl' });
    const row = table.locator('.ag-row').filter({ hasText: 'TF-10421-006' });
    await row.getByRole('button').first().click();
    const overlay = page.getByTestId('thermography-overlay');
    await expect(overlay.getByTestId('thermography-issue-type')).toHaveText('Løs forbindelse');
    await expect(overlay.getByTestId('thermography-fault-id')).toHaveText('TF-10421-006');
  });

  test('the thermography overlay a provider tool opens with only the issue id shows every field of the fault', async ({ signedIn }) => {
    const { page } = signedIn;
    // The thermography rows the list asks the API for when its tab opens (the real answer, read only to learn the
    // fault's issue id). Waited for after the page is open, so that no earlier page's call counts; and made again
    // by the test, since the browser may have let go of the page's own response body.
    await page.goto('/aktuelle-fejl');
    const list = page.waitForResponse((response) => response.url().includes('/ThermographyIssue/') && response.ok());
    await page.getByRole('tab', { name: 'Kun termografi' }).click();
    const answer = await page.request.fetch((await list).request());
    expect(answer.ok()).toBe(true);
    const fault = ((await answer.json()) as ThermographyIssueRow[]).find((row) => row.FejlId === 'TF-10421-006');
    expect(fault).toBeDefined();

    // No list row behind it: the tool mounts the overlay by itself with /embed.js (examples/embed.html).
    await page.goto(`${exampleUrl}/embed.html?show=overlay&overlay=thermography&issue=${fault?.issueId}&portal=${encodeURIComponent(portalUrl)}`);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Show faults' }).click();
    const overlay = page.getByTestId('thermography-overlay');
    await expect(overlay.getByRole('heading', { name: `Termografifejl ${fault?.number}` })).toBeVisible();
    await expect(overlay.getByTestId('thermography-issue-type')).toHaveText(String(fault?.Fejltype));
    await expect(overlay.getByTestId('thermography-fault-id')).toHaveText('TF-10421-006');
    // A custom field under its own name, and the thermography report itself in its field (the files section lists it too).
    const field = (name: string) => overlay.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(field('Temp\\. max')).toHaveText(String(fault?.Tempmax));
    await expect(field('Fil').getByRole('link', { name: new RegExp(String(fault?.fileName)) })).toBeVisible();
  });

  test('the dashboard lists current faults with a see-all link', async ({ signedIn }) => {
    const { page } = signedIn;
    const widget = page.getByTestId('issues-table-widget');
    await expect(widget.getByRole('heading', { name: 'Aktuelle fejl' })).toBeVisible();
    const table = widget.getByRole('table', { name: 'Aktuelle fejl' });
    await expect(table.getByRole('row')).toHaveCount(1 + 5);
    // A number opens the issue overlay over the dashboard.
    const number = (await table.getByRole('button').first().textContent())?.trim() ?? '';
    await table.getByRole('button', { name: number, exact: true }).click();
    await expect(page.getByTestId('issue-overlay').getByRole('heading', { name: `Fejl ${number}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('overlay-panel')).toHaveAttribute('aria-hidden', 'true');
    await widget.getByRole('link', { name: 'Se alle' }).click();
    await expect(page).toHaveURL('/aktuelle-fejl');
  });
});
