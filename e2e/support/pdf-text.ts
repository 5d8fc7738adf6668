import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF (Playwright's download path) as a real parser reads it, its pages joined. */
export async function pdfTextOf(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * The signed download link that `open` (a report button) opens in a new tab. A browser with a PDF viewer shows
 * the file in the tab and the headless shell downloads it, so the tab's request is awaited rather than its page.
 */
export async function downloadLinkOpenedBy(page: Page, open: () => Promise<void>): Promise<string> {
  const requested = page.context().waitForEvent('request', (request) => /\/api\/download\//.test(request.url()));
  const opened = page.waitForEvent('popup');
  await open();
  const [request, popup] = await Promise.all([requested, opened]);
  await popup.close();
  return request.url();
}
