import type { Locator, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '../fixtures/portal-test';
import { downloadLinkOpenedBy } from '../support/pdf-text';

/**
 * One time zone and one language everywhere: a browser in New York shows the customers' (Copenhagen's) times,
 * named, exactly as the report PDF prints them; in English the screens and the PDF say the system vocabulary
 * and the dates in English.
 */
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 90_000 });

/** The `<time>` shown for a field of the overlay's details list. */
function fieldTime(overlay: Locator, label: string): Locator {
  // The header's facts name it too; the field below them is the last.
  return overlay.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]//time').last();
}

/** The first of the provider's faults (a customer's report, M-…, has no class yet): searched by its number's prefix. */
async function openFirstFault(page: Page): Promise<Locator> {
  await page.goto('/aktuelle-fejl?tableSearchQuery=F-10421');
  const link = page.locator('.ag-row[row-index="0"]').getByRole('button').first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  const overlay = page.getByTestId('issue-overlay');
  await expect(overlay).toBeVisible();
  return overlay;
}

/** Downloads the overlay's report PDF (the button opens it in a new tab) and reads its text back. */
async function reportText(page: Page, overlay: Locator, button: string): Promise<string> {
  const link = await downloadLinkOpenedBy(page, () => overlay.getByRole('button', { name: button }).click());
  const response = await page.request.get(link);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await response.body()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

/** What Copenhagen's clock said at an instant, as da-DK writes it: 22.11.2026 14.05. */
function copenhagen(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}.${parts.minute}`;
}

test("a browser in another time zone shows the customers' time, named, as the PDF prints it", async ({ signedIn }) => {
  const { page } = signedIn;
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  const overlay = await openFirstFault(page);
  const created = fieldTime(overlay, 'Oprettet');
  const iso = (await created.getAttribute('datetime')) ?? '';
  const shown = (await created.textContent()) ?? '';
  expect(shown).toBe(`${copenhagen(iso)} (dansk tid)`);
  const pdf = await reportText(page, overlay, 'Download rapport');
  expect(pdf).toContain(shown);
  expect(pdf).toContain('Side 1 af');
});

test('in English the fault overlay, its history and its PDF use English words and dates', async ({ signedIn }) => {
  const { page } = signedIn;
  await page.evaluate(() => localStorage.setItem('culture', 'en-gb'));
  await page.reload();
  const overlay = await openFirstFault(page);
  await expect(overlay.getByRole('heading', { name: /^Fault / })).toBeVisible();
  // The header's facts and the fields below it.
  const details = (await overlay.locator('dl').allTextContents()).join(' ');
  expect(details).not.toMatch(/Kritisk|Væsentlig|Mindre|\bFejl\b|Mangel|Bemærkning/);
  expect(details).toMatch(/[ABC] – (Critical|Serious|Minor)/);
  const created = fieldTime(overlay, 'Created');
  await expect(created).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Danish time\)$/);
  // The system's words (the technician's note is their own text, in the language they wrote it in).
  await expect(overlay.getByTestId('issue-history-entry').first()).not.toContainText(/Fejl registreret|Afsluttet|Afventer/);
  const pdf = await reportText(page, overlay, 'Download report');
  expect(pdf).toContain('Fault report');
  expect(pdf).toContain((await created.textContent()) ?? '');
  expect(pdf).toMatch(/Page 1 of \d/);
  expect(pdf).not.toMatch(/Fejlrapport|Side \d af/);
});
