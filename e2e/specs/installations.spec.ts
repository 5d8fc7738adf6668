import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, waitForMail } from '../fixtures/mail-sink';
import { demo, expect, test } from '../fixtures/portal-test';
import { InstallationsPage } from '../pages/installations.page';
import { TasksPage } from '../pages/tasks.page';
import { zipEntryNames } from '../support/zip-entries';
import type { PortalPage } from '../pages/portal.page';

/** The demo's headquarters: 16 units in it and its buildings (api/src/seed/demo-document.ts). */
const HEADQUARTERS = 'Hovedkontor København';
const HEADQUARTERS_UNITS = 16;

/** A small real PNG, made here so the upload is checked by content on the server. */
function pngBuffer(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(120);
  return PNG.sync.write(png);
}

/** Every query call the page makes, as URLs. */
function recordQueries(page: Page): URL[] {
  const queries: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/installations/query')) queries.push(url);
  });
  return queries;
}

async function openHeadquartersUnits(signedIn: PortalPage): Promise<InstallationsPage> {
  await signedIn.openLocationPicker();
  await signedIn.dialog.getByRole('searchbox').fill('Hovedkontor');
  await signedIn.dialog.getByRole('treeitem', { name: new RegExp(HEADQUARTERS) }).first().locator(':scope > div').click();
  await expect(signedIn.activeLocation).toContainText(HEADQUARTERS);
  await signedIn.sidebar.getByRole('link', { name: 'Enheder' }).click();
  await expect(signedIn.page).toHaveURL('/enheder');
  const units = new InstallationsPage(signedIn.page);
  await expect(units.row(0)).toBeVisible();
  return units;
}

test.describe('installations', () => {
  test('scrolls past the first page without asking twice for a cached one, searches, filters by type and shows status colours', async ({ signedIn }) => {
    const { page } = signedIn;
    const queries = recordQueries(page);
    const units = await openHeadquartersUnits(signedIn);
    await expect(page).toHaveTitle(/^Enheder - /);

    // Blocks of 10: the first, then the one from 10 as the grid shows the rows after the first page.
    expect(queries[0]?.searchParams.get('take')).toBe('10');
    await units.scrollToBottom();
    await expect(units.row(HEADQUARTERS_UNITS - 1)).toBeAttached();
    await expect.poll(() => queries.map((url) => url.searchParams.get('skip'))).toEqual(['0', '10']);
    // Up and down again: both blocks are cached, no request.
    await units.scrollToTop();
    await expect(units.row(0)).toBeVisible();
    await units.scrollToBottom();
    await expect(units.row(HEADQUARTERS_UNITS - 1)).toBeAttached();
    await page.waitForTimeout(500);
    expect(queries).toHaveLength(2);

    // Status colours from the API: faults on the headquarters' fire alarm, all green on the hand extinguishers.
    await units.scrollToTop();
    await expect(units.rowOf('ABA-central hovedkontor')).toContainText('Fejl på enheden');
    await expect(units.rowOf('Håndildslukkere hovedkontor')).toContainText('OK');

    // The server searches (name or code) ...
    await units.openFilters();
    await units.search.fill('nødbelysning');
    await expect(units.rows).toHaveCount(3);
    await expect(units.table.getByRole('button', { name: 'Nødbelysning trapper og flugtveje', exact: true })).toBeVisible();
    await units.search.fill('');
    await expect.poll(() => units.rowCount()).toBe(HEADQUARTERS_UNITS);

    // ... and filters by type (the options are the location's types).
    await units.typeSelect.selectOption('Håndildslukkere');
    await expect(units.rows).toHaveCount(2);
    await expect(units.rows.filter({ hasText: 'Nødbelysning' })).toHaveCount(0);
    const filtered = queries.at(-1);
    expect(filtered?.searchParams.get('typeFilter')).toBe('Håndildslukkere');

    // The server sorts: the code column, descending, on the second click.
    await units.typeSelect.selectOption('');
    await units.table.locator('.ag-header-cell[col-id="code"] .ag-header-cell-label').click();
    await units.table.locator('.ag-header-cell[col-id="code"] .ag-header-cell-label').click();
    await expect.poll(() => queries.at(-1)?.search).toContain('sortCol=code&sortDir=desc');
  });

  test('the overlay lists the unit’s faults and links to the fault list filtered by its reference code', async ({ signedIn }) => {
    const { page } = signedIn;
    const units = await openHeadquartersUnits(signedIn);
    await units.openInstallation('ABA-central hovedkontor');
    const overlay = units.overlay;
    await expect(overlay.getByText('1001', { exact: true })).toBeVisible();

    const active = overlay.getByRole('button', { name: /Aktuelle fejl/ });
    await expect(active).toBeEnabled();
    await active.click();
    const links = overlay.getByRole('link', { name: /^Vis fejl / });
    await expect(links).toHaveCount(2);
    await links.first().click();

    await expect(page).toHaveURL('/aktuelle-fejl?tableSearchQuery=ABA%2F1001');
    await expect(overlay).toHaveCount(0);
    const faults = page.getByRole('region', { name: 'Aktuelle fejl' });
    await expect(faults.locator('.ag-row')).toHaveCount(2);
    await expect(page.getByRole('searchbox', { name: 'Søg' })).toHaveValue('ABA/1001');
  });

  test('the overlay lists the unit’s planned and completed inspections and links to the inspection list filtered by the task number', async ({ signedIn }) => {
    const { page } = signedIn;
    const units = await openHeadquartersUnits(signedIn);
    await units.openInstallation('ABA-central hovedkontor');
    const overlay = units.overlay;

    // The demo's headquarters fire alarm has years of completed inspections and planned ones ahead.
    const completed = overlay.getByRole('button', { name: /Afsluttede eftersyn/ });
    await expect(completed).toBeEnabled();
    await completed.click();
    const completedPanel = overlay.locator(`[id="${await completed.getAttribute('aria-controls')}"]`);
    await expect(completedPanel.getByRole('link', { name: /^Vis eftersyn / }).first()).toBeVisible();

    const planned = overlay.getByRole('button', { name: /Kommende eftersyn/ });
    await expect(planned).toBeEnabled();
    await planned.click();
    const plannedPanel = overlay.locator(`[id="${await planned.getAttribute('aria-controls')}"]`);
    // The last is ahead (the first, overdue, links to the urgent list).
    const link = plannedPanel.getByRole('link', { name: /^Vis eftersyn / }).last();
    const number = ((await link.textContent()) ?? '').replace('Vis eftersyn ', '');
    expect(number).toMatch(/^\d+-\d{4}$/);
    await link.click();

    await expect(page).toHaveURL(`/kommende-eftersyn?tableSearchQuery=${number}`);
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Søg' })).toHaveValue(number);
    const tasks = new TasksPage(page, 'Kommende eftersyn');
    // Filtered to that one inspection.
    expect(await tasks.firstTaskNumber()).toBe(number);
    await expect(tasks.row(1)).toHaveCount(0);
  });

  test('uploads a file to a unit and deletes it after the confirmation', async ({ signedIn }) => {
    const { page } = signedIn;
    const units = await openHeadquartersUnits(signedIn);
    const name = 'Håndildslukkere hovedkontor';
    await page.getByRole('button', { name: `Upload filer til ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Upload fil' });
    const input = modal.locator('input[type="file"]');
    await input.setInputFiles({ name: 'mit billede.png', mimeType: 'image/png', buffer: pngBuffer() });
    await expect(modal.getByRole('alert')).toContainText('Fil er ikke valid: mit billede.png');
    await input.setInputFiles({ name: 'Slukkerplan4.png', mimeType: 'image/png', buffer: pngBuffer() });
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal).toHaveCount(0);

    const file = units.table.getByRole('link', { name: /Slukkerplan4\.png/ });
    await expect(file).toBeVisible();
    const href = await file.getAttribute('href');
    const download = await page.request.get(href ?? '');
    expect(download.ok()).toBe(true);
    expect(download.headers()['content-type']).toContain('image/png');

    await units.table.getByRole('button', { name: 'Slet Slukkerplan4.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Slet fil' });
    await confirm.getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(file).toHaveCount(0);
  });

  test('shows every file of a unit as file lists do (thumbnail or icon), in a row of 50 px plus 30 per file', async ({ signedIn }) => {
    const { page } = signedIn;
    const units = await openHeadquartersUnits(signedIn);
    // A photo of the unit, uploaded here, next to the demo's drawing of the fire alarm.
    const name = 'ABA-central hovedkontor';
    await page.getByRole('button', { name: `Upload filer til ${name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Upload fil' });
    await modal.locator('input[type="file"]').setInputFiles({ name: 'Centralfoto.png', mimeType: 'image/png', buffer: pngBuffer() });
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal).toHaveCount(0);

    const row = units.rowOf(name);
    const photo = row.getByRole('link', { name: /Centralfoto\.png/ });
    await expect(photo.locator('img')).toBeVisible();
    const drawing = row.getByRole('link', { name: /\.pdf/ }).first();
    await expect(drawing.locator('svg')).toBeVisible();
    await expect(drawing.locator('img')).toHaveCount(0);

    // Nothing clipped: the row is as tall as its files, and each file lies inside it.
    const files = row.getByRole('listitem');
    const count = await files.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => Math.round((await row.boundingBox())?.height ?? 0)).toBe(50 + 30 * count);
    const rowBox = await row.boundingBox();
    for (let index = 0; index < count; index += 1) {
      const box = await files.nth(index).boundingBox();
      expect(box && rowBox && box.y >= rowBox.y && box.y + box.height <= rowBox.y + rowBox.height + 0.5, `file ${index} inside its row`).toBe(true);
    }
    // Every row drawn: 50 px plus 30 per file (none: the base height).
    const heights = await units.rows.evaluateAll((rows) => rows.map((element) => [element.querySelectorAll('li').length, Math.round(element.getBoundingClientRect().height)]));
    expect(heights.some(([files]) => files === 0)).toBe(true);
    for (const [files, height] of heights) expect(height).toBe(50 + 30 * (files ?? 0));

    await row.getByRole('button', { name: 'Slet Centralfoto.png' }).click();
    await page.getByRole('dialog', { name: 'Slet fil' }).getByRole('button', { name: 'Slet', exact: true }).click();
    await expect(photo).toHaveCount(0);
    await expect.poll(async () => Math.round((await row.boundingBox())?.height ?? 0)).toBe(50 + 30 * (count - 1));
  });

  test('selects units across blocks, counts them, and mails the reports of their inspections (InstallationIds)', async ({ signedIn, request }) => {
    const { page } = signedIn;
    const units = await openHeadquartersUnits(signedIn);
    const download = page.getByRole('button', { name: 'Download rapporter' });
    await expect(download).toBeDisabled();

    // One unit of the first block, one of the second; back at the top the first is still ticked.
    await units.rowOf('ABA-central hovedkontor').getByRole('checkbox').check();
    await units.scrollToBottom();
    const last = units.row(HEADQUARTERS_UNITS - 1);
    await expect(last).toBeAttached();
    // The second block arrived below the first: down to the end again, so the last row is whole.
    await units.scrollToBottom();
    const lastName = ((await last.locator('.ag-cell[col-id="name"]').textContent()) ?? '').trim();
    await last.getByRole('checkbox').check();
    await expect(page.getByText('2 valgt')).toBeVisible();
    await units.scrollToTop();
    await expect(units.rowOf('ABA-central hovedkontor').getByRole('checkbox')).toBeChecked();

    // A search keeps the selection; the footer's select-all then takes the units of that search.
    await units.openFilters();
    await units.search.fill('nødbelysning');
    await expect(units.rows).toHaveCount(3);
    await expect(page.getByText('2 valgt')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Vælg alle' }).check();
    const withSearch = 2 + 3 - (/nødbelysning/i.test(lastName) ? 1 : 0);
    await expect(page.getByText(`${withSearch} valgt`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Vælg alle' }).uncheck();
    await expect(page.getByText('2 valgt')).toBeVisible();
    await units.search.fill('');
    await expect.poll(() => units.rowCount()).toBe(HEADQUARTERS_UNITS);

    // The dialog by keyboard: tick the service report, send.
    await download.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Download rapporter' });
    await expect(modal.getByText('2 rækker valgt')).toBeVisible();
    await modal.getByRole('checkbox', { name: 'Servicerapport' }).focus();
    await page.keyboard.press('Space');
    const sent = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().includes('/zipfile/'));
    await modal.getByRole('button', { name: 'Download', exact: true }).focus();
    await page.keyboard.press('Enter');
    const body = (await sent).postDataJSON() as { TaskIds: number[]; InstallationIds: number[] };
    expect(body.TaskIds).toEqual([]);
    expect(body.InstallationIds).toHaveLength(2);
    expect(new URL((await sent).url()).pathname).toMatch(/\/zipfile\/[^/]+\/false\/true\/false\/false$/);
    await expect(modal.getByText(/Rapporterne bliver sendt på e-mail til/)).toBeVisible();
    await expect(modal).toHaveCount(0, { timeout: 8_000 });
    await expect(page.getByText('0 valgt')).toBeVisible();

    const mail = await waitForMail(demo.email, /eftersyn er samlet/);
    const link = /https?:\/\/[^\s"<>]+\/api\/download\/[^\s"<>]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
    const zip = await request.get(link ?? '');
    expect(zip.ok()).toBe(true);
    const names = await zipEntryNames(await zip.body());
    expect(names.some((entry) => /\/Servicerapport-.*\.pdf$/.test(entry)), `${lastName}: ${names.join(', ')}`).toBe(true);
  });
});
