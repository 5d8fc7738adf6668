import { PNG } from 'pngjs';
import { PDFParse } from 'pdf-parse';
import { decodeQuotedPrintable, waitForMail } from '../fixtures/mail-sink';
import { demo, expect, test } from '../fixtures/portal-test';
import { TasksPage } from '../pages/tasks.page';
import { downloadLinkOpenedBy } from '../support/pdf-text';
import { zipEntryNames } from '../support/zip-entries';

/** A small real PNG, made here so the upload is checked by content on the server. */
function pngBuffer(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(120);
  return PNG.sync.write(png);
}

test.describe('inspections', () => {
  test('current inspections: an overdue task changes status with a note, shown in its history', async ({ signedIn }) => {
    const { page } = signedIn;
    await signedIn.sidebar.getByRole('button', { name: 'Eftersyn' }).click();
    await signedIn.sidebar.getByRole('link', { name: 'Aktuelle' }).click();
    await expect(page).toHaveURL('/aktuelle-eftersyn');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle eftersyn' })).toBeVisible();
    const tasks = new TasksPage(page, 'Aktuelle eftersyn');
    await expect(tasks.row(0).getByText('Overskredet', { exact: true })).toBeVisible();

    const number = await tasks.firstTaskNumber();
    await tasks.table.getByRole('button', { name: number, exact: true }).click();
    const overlay = page.getByTestId('task-overlay');
    await expect(overlay.getByTestId('task-installation')).not.toBeEmpty();
    // Nothing changed yet: "Gem" is not offered, and says why.
    await expect(overlay.getByRole('button', { name: 'Gem' })).toBeDisabled();
    await expect(overlay.getByTestId('task-no-changes')).toHaveText('Ingen ændringer: vælg en anden status eller skriv en note.');
    await overlay.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Udsat af kunden' });
    const note = `Flyttet af e2e ${Date.now()}`;
    await overlay.getByRole('textbox', { name: 'Note' }).fill(note);
    await overlay.getByRole('button', { name: 'Gem' }).click();
    await expect(overlay.getByRole('status')).toHaveText('Status opdateret');
    const entry = overlay.getByTestId('task-history-entry').first();
    await expect(entry).toContainText(note);
    await expect(entry).toContainText('Udsat af kunden');
    await expect(entry).toContainText('Demo Bruger');

    // The list reloads with the new status.
    await tasks.closeOverlay();
    await expect(tasks.rows.filter({ hasText: number }).first()).toContainText('Udsat af kunden');
  });

  test('completed inspections: the service report overlay and its PDF, read back', async ({ signedIn, request }) => {
    const { page } = signedIn;
    await page.goto('/afsluttede-eftersyn');
    const tasks = new TasksPage(page, 'Afsluttede eftersyn');
    await tasks.rowWithReport('Servicerapport').getByRole('button', { name: 'Servicerapport', exact: true }).click();
    const overlay = page.getByTestId('service-report-overlay');
    const caseNumber = (await overlay.getByTestId('service-report-case').textContent())?.trim() ?? '';
    expect(caseNumber).not.toBe('');
    const checklist = overlay.getByTestId('service-report-checklist');
    await expect(checklist.getByRole('heading').first()).toBeVisible();
    await expect(checklist.getByRole('checkbox').first()).toBeVisible();

    const link = await downloadLinkOpenedBy(page, () => overlay.getByRole('button', { name: 'Hent servicerapport' }).click());
    const response = await request.get(link);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await response.body()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Servicerapport');
    expect(text).toContain(caseNumber);
    expect(text).toContain('Servicekommentarer');
  });

  test('completed inspections: the control schema overlay ticks the checked items', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/afsluttede-eftersyn');
    const tasks = new TasksPage(page, 'Afsluttede eftersyn');
    await tasks.rowWithReport('Kontrolskema').getByRole('button', { name: 'Kontrolskema', exact: true }).click();
    const overlay = page.getByTestId('control-report-overlay');
    const count = Number((await overlay.getByTestId('control-report-items').textContent())?.trim());
    expect(count).toBeGreaterThan(0);
    const boxes = overlay.getByTestId('control-report-checklist').getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    await expect(overlay.getByTestId('control-report-checklist').getByRole('checkbox', { checked: true }).first()).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Hent kontrolskema' })).toBeVisible();
  });

  test('task files: upload with a comment, then delete', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/afsluttede-eftersyn');
    const tasks = new TasksPage(page, 'Afsluttede eftersyn');
    await tasks.row(0).getByTestId('task-files-link').click();
    const overlay = page.getByTestId('task-files-overlay');
    await overlay.getByRole('button', { name: 'Upload fil' }).click();
    const modal = page.getByRole('dialog', { name: 'Upload fil' });
    await modal.locator('input[type="file"]').setInputFiles({ name: 'Eftersynsfoto3.png', mimeType: 'image/png', buffer: pngBuffer() });
    await modal.getByLabel('Kommentar (valgfri)').fill('Billede af tavlen');
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal).toHaveCount(0);
    const file = overlay.getByRole('link', { name: /Eftersynsfoto3\.png/ });
    await expect(file).toBeVisible();
    await expect(overlay.getByText('Billede af tavlen')).toBeVisible();

    await overlay.getByRole('button', { name: 'Slet Eftersynsfoto3.png' }).click();
    await page.getByRole('dialog', { name: 'Slet fil' }).getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(file).toHaveCount(0);
  });

  test('upcoming inspections list planned tasks; the dashboard widget links to them', async ({ signedIn }) => {
    const { page } = signedIn;
    const widget = page.getByTestId('upcoming-tasks-widget');
    await expect(widget.getByRole('heading', { name: 'Kommende eftersyn' })).toBeVisible();
    const urgent = page.getByTestId('urgent-tasks-widget');
    // The current inspections (overdue or due today) of the demo's site, most overdue first.
    await expect(urgent.getByRole('table', { name: 'Aktuelle eftersyn' }).getByRole('row').nth(1)).toContainText('Overskredet');
    await widget.getByRole('link', { name: 'Se alle' }).click();
    await expect(page).toHaveURL('/kommende-eftersyn');
    const planned = new TasksPage(page, 'Kommende eftersyn');
    await expect(planned.row(0)).toBeVisible();
    await expect(planned.rows.filter({ hasText: 'Planlagt' }).first()).toBeVisible();
  });

  test('in English: the lists, the task overlay and a report overlay', async ({ signedIn }) => {
    const { page } = signedIn;
    await signedIn.languageSelect.selectOption('en-gb');
    // The choice is stored once the texts are switched: only then does a new page load keep it.
    await expect(signedIn.sidebar.getByRole('button', { name: 'Inspections' })).toBeVisible();
    await page.goto('/aktuelle-eftersyn');
    await expect(page.getByRole('heading', { level: 1, name: 'Current inspections' })).toBeVisible();
    const current = new TasksPage(page, 'Current inspections');
    const number = await current.firstTaskNumber();
    await current.table.getByRole('button', { name: number, exact: true }).click();
    await expect(page.getByTestId('task-overlay').getByRole('heading', { name: 'Status history' })).toBeVisible();
    await current.closeOverlay();

    await page.goto('/afsluttede-eftersyn');
    const completed = new TasksPage(page, 'Completed inspections');
    await completed.rowWithReport('Service report').getByRole('button', { name: 'Service report', exact: true }).click();
    await expect(page.getByTestId('service-report-overlay').getByRole('button', { name: 'Download service report' })).toBeVisible();
    await completed.closeOverlay();

    await page.goto('/kommende-eftersyn');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming inspections' })).toBeVisible();
    await signedIn.languageSelect.selectOption('da-dk');
  });

  test('selected completed inspections are bundled and the link arrives by e-mail', async ({ signedIn, request }) => {
    const { page } = signedIn;
    await page.goto('/afsluttede-eftersyn');
    const tasks = new TasksPage(page, 'Afsluttede eftersyn');
    const withReport = tasks.rowWithReport('Servicerapport');
    await withReport.getByRole('checkbox').first().check();
    await expect(page.getByText('1 valgt')).toBeVisible();
    await page.getByRole('button', { name: 'Download rapporter' }).click();
    const modal = page.getByRole('dialog', { name: 'Download rapporter' });
    await modal.getByLabel('Servicerapport').check();
    await modal.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(modal.getByText(/Rapporterne bliver sendt på e-mail til/)).toBeVisible();
    await expect(modal).toHaveCount(0, { timeout: 8_000 });

    const mail = await waitForMail(demo.email, /eftersyn er samlet/);
    const link = /https?:\/\/[^\s"<>]+\/api\/download\/[^\s"<>]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
    expect(link).toBeDefined();
    const zip = await request.get(link ?? '');
    expect(zip.ok()).toBe(true);
    const names = await zipEntryNames(await zip.body());
    expect(names.some((name) => /\/Servicerapport-.*\.pdf$/.test(name))).toBe(true);
  });

  test('the fault list opens the service report of the fault\'s inspection', async ({ signedIn }) => {
    const { page } = signedIn;
    await page.goto('/afsluttede-fejl');
    const table = page.getByRole('region', { name: 'Afsluttede fejl' });
    const rows = table.locator('.ag-row').filter({ has: page.getByRole('button', { name: 'Servicerapport', exact: true }) });
    await expect(rows.first()).toBeVisible();
    const overlay = page.getByTestId('service-report-overlay');
    const comments = overlay.getByRole('region', { name: 'Servicekommentarer' }).getByRole('table');
    // The first fault whose inspection found it: the technician's service comment on the failed line is in the
    // comments table (a fault may also link the routine report of an inspection that found nothing).
    let found = false;
    for (let index = 0; index < Math.min(await rows.count(), 10) && !found; index += 1) {
      await rows.nth(index).getByRole('button', { name: 'Servicerapport', exact: true }).click();
      await expect(overlay.getByTestId('service-report-case')).not.toBeEmpty();
      await expect(overlay.getByRole('heading', { name: 'Servicekommentarer' })).toBeVisible();
      found = (await comments.getByRole('row').filter({ hasText: /Afvigelse ved/ }).count()) > 0;
      if (!found) {
        await page.keyboard.press('Escape');
        await expect(overlay).toHaveCount(0);
      }
    }
    expect(found, 'a fault on the page whose service report has the comment on the failed line').toBe(true);
    await expect(comments.getByRole('columnheader')).toHaveText(['Dato', 'Tekniker', 'Kommentar']);
    await expect(comments.getByRole('row').filter({ hasText: /Afvigelse ved/ }).first()).toBeVisible();
    await expect(comments.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}( \(dansk tid\))?$/);
  });
});
