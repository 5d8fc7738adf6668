import { expect, test } from '../fixtures/portal-test';
import { pdfTextOf } from '../support/pdf-text';
import { shoot, tabTo } from '../support/screenshots';

/**
 * Share links (ADR 0064) in Chromium against the real API: an Admin makes a link with a PIN by keyboard on
 * /delingslinks; a recipient without an account opens it in a browser of their own, is refused a wrong PIN, reads
 * the lists and downloads the statement and a service report (read back by a real PDF parser); the Admin sees the visit and the download
 * in the link's log, withdraws the link, and the recipient's next call finds it ended. Screenshots at 1366 and
 * 390 px in Danish and English when E2E_SCREENSHOTS names a folder.
 */

test('make a share link with a PIN, open it without an account, download the statement, see the log, withdraw it', async ({ signedIn: _signedIn, page, browser }) => {
  test.slow();
  await page.goto('/delingslinks');
  await expect(page.getByRole('heading', { level: 1, name: 'Delingslinks' })).toBeVisible();
  await shoot(page, 'share-links-da');

  // The form by keyboard: one site, the default period and expiry, a PIN.
  await tabTo(page, page.getByRole('button', { name: 'Nyt delingslink' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Nyt delingslink' });
  // Nothing chosen: the page says so before any call.
  await form.getByRole('button', { name: 'Opret link' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Vælg mindst én lokation.');
  const site = form.getByRole('checkbox').first();
  const siteLabel = ((await site.locator('xpath=..').textContent()) ?? '').trim();
  const siteName = siteLabel.replace(/\s*\([^)]*\)$/, '');
  await site.focus();
  await page.keyboard.press('Space');
  await form.getByLabel('PIN-kode (valgfri)').fill('2468');
  await shoot(page, 'share-link-form-da', form);
  await tabTo(page, form.getByRole('button', { name: 'Opret link' }), 12);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Linket er oprettet.');
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toMatch(/\/deling\/[A-Za-z0-9_-]{43}$/);
  const row = page.getByTestId('share-links').getByRole('row').filter({ hasText: siteName }).first();
  await expect(row).toContainText('Aktivt');
  await expect(row).toContainText('med PIN');
  await shoot(page, 'share-link-made-da');

  // The recipient: a browser with no session, in English.
  const recipient = await browser.newContext({ acceptDownloads: true });
  const visitor = await recipient.newPage();
  await visitor.goto(new URL(url).pathname);
  await visitor.evaluate(() => localStorage.setItem('culture', 'en-gb'));
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Enter the PIN' })).toBeVisible();
  await visitor.getByLabel('PIN', { exact: true }).fill('1357');
  await visitor.getByLabel('PIN', { exact: true }).press('Enter');
  await expect(visitor.getByRole('alert')).toHaveText('The PIN is not right.');
  await shoot(visitor, 'share-pin-en');
  await visitor.getByLabel('PIN', { exact: true }).fill('2468');
  await visitor.getByLabel('PIN', { exact: true }).press('Enter');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Inspections and faults: statement and reports' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Locations', exact: true })).toContainText(siteName);
  const tasks = visitor.getByRole('region', { name: /^Inspections/ });
  await expect(tasks.getByTestId('share-tasks').getByRole('row').nth(1)).toBeVisible();
  await expect(visitor.getByRole('region', { name: /^Faults/ })).toBeVisible();
  await shoot(visitor, 'share-page-en');
  await shoot(visitor, 'share-page-lists-en', tasks);

  // The statement, by keyboard.
  const statementLink = visitor.getByRole('button', { name: `Download statement (PDF) – ${siteName}` });
  await tabTo(visitor, statementLink, 20);
  const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfTextOf(await download.path());
  expect(text).toContain('Statement of inspections and faults');
  expect(text).toContain(siteName);

  // An inspection's service report, rendered in the page's language.
  const [report] = await Promise.all([visitor.waitForEvent('download'), tasks.getByRole('button', { name: /^Service report/ }).first().click()]);
  expect(report.suggestedFilename()).toMatch(/^Service report .+\.pdf$/);
  expect(await pdfTextOf(await report.path())).toMatch(/Service report/i);

  // In Danish, the page as a Danish auditor reads it.
  await visitor.getByLabel('Language').selectOption('da-dk');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Eftersyn og fejl: erklæring og rapporter' })).toBeVisible();
  await shoot(visitor, 'share-page-da');

  // The Admin's log: the visit and the download, from the recipient's address.
  await page.reload();
  await page.getByRole('button', { name: `Vis log for linket til ${siteName}` }).first().click();
  const log = page.getByRole('dialog');
  await expect(log.getByTestId('share-accesses')).toContainText('Besøg');
  await expect(log.getByTestId('share-accesses')).toContainText('Erklæring hentet');
  await expect(log.getByTestId('share-accesses')).toContainText('Servicerapport hentet');
  await shoot(page, 'share-link-log-da', log);
  await page.keyboard.press('Escape');
  await expect(log).toHaveCount(0);

  // Withdrawn: the recipient's next call finds the link ended.
  await page.getByRole('button', { name: `Træk linket til ${siteName} tilbage` }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Træk tilbage' }).click();
  await expect(page.getByRole('status')).toHaveText('Linket er trukket tilbage og virker ikke længere.');
  await expect(page.getByTestId('share-links').getByRole('row').filter({ hasText: siteName }).first()).toContainText('Trukket tilbage');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Linket er udløbet' })).toBeVisible();
  await recipient.close();
});
