import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** A list's export as the browser downloads it, read back with exceljs (CSV and XLSX). */

/** Chooses a format in the page's "Eksportér" menu and waits for the browser's download; the file's bytes. */
export async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)'): Promise<{ name: string; body: Buffer }> {
  const button = page.getByRole('button', { name: 'Eksportér' });
  await button.click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloading;
  const file = await download.path();
  await expect(button).toBeFocused();
  return { name: download.suggestedFilename(), body: await readFile(file) };
}

/** A CSV file read by a real CSV reader (exceljs's, over fast-csv), every cell as its text. */
export async function csvRows(body: Buffer): Promise<string[][]> {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([body.subarray(3)]), { map: (value: string) => value } as never);
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

export async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}
