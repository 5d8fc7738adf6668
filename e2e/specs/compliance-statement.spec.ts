import { expect, test } from '../fixtures/portal-test';
import { pdfTextOf } from '../support/pdf-text';
import { shoot, tabTo } from '../support/screenshots';

/**
 * The compliance statement (ADR 0062) from the location page in Chromium against the real API: a period chosen by
 * keyboard, the PDF downloaded and read back by a real PDF parser; a reversed period refused on the page. In Danish
 * and English, with screenshots at 1366 and 390 px when E2E_SCREENSHOTS names a folder.
 */

test('download the location’s compliance statement for a chosen period, and see a reversed period refused', async ({ signedIn: _signedIn, page }) => {
  test.slow();
  await page.goto('/lokation');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const locationName = (await heading.textContent()) ?? '';
  const form = page.getByRole('form', { name: 'Erklæring om eftersyn og fejl' });
  await expect(form.getByLabel('Fra')).toHaveValue(/^\d{4}-\d{2}-01$/);
  await shoot(page, 'compliance-statement-da', form);

  // A reversed period is refused on the page, before any call.
  await form.getByLabel('Fra').fill('2026-06-01');
  await form.getByLabel('Til og med').fill('2026-05-01');
  await form.getByRole('button', { name: 'Hent erklæring (PDF)' }).click();
  await expect(form.getByRole('alert')).toHaveText('Fra-datoen skal ligge før eller på til-datoen.');

  // The period by keyboard, then the download.
  await form.getByLabel('Til og med').fill('2026-11-26');
  await form.getByLabel('Fra').fill('2025-12-01');
  // Tab walks a date field's day, month and year before it leaves the field.
  const button = form.getByRole('button', { name: 'Hent erklæring (PDF)' });
  await form.getByLabel('Til og med').focus();
  await tabTo(page, button, 6);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/-2025-12-01-2026-11-26\.pdf$/);
  const text = await pdfTextOf(await download.path());
  expect(text).toContain('Erklæring om eftersyn og fejl');
  expect(text).toContain(locationName);
  expect(text).toContain('01.12.2025 – 26.11.2026');
  expect(text).toContain('Overholdelse i perioden');
  await expect(form.getByRole('alert')).toHaveCount(0);

  // In English.
  await page.evaluate(() => localStorage.setItem('culture', 'en-gb'));
  await page.reload();
  const english = page.getByRole('form', { name: 'Statement of inspections and faults' });
  await expect(english.getByRole('button', { name: 'Download statement (PDF)' })).toBeVisible();
  await shoot(page, 'compliance-statement-en', english);
});
