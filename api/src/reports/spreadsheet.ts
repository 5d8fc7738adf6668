import { PassThrough, Readable, type Writable } from 'node:stream';
import { once } from 'node:events';

/**
 * The lists' CSV and XLSX files (ADR 0053), and the one rule for cells a spreadsheet could run: every text
 * cell that starts with '=', '+', '-', '@', a tab or a carriage return gets a leading single quote (OWASP,
 * "CSV injection"), in both formats, so a cell a customer typed ("=HYPERLINK(...)") is shown as text.
 * Numbers are written as numbers: a number is never a formula.
 */
export type SpreadsheetCell = string | number | null;
export type SpreadsheetFormat = 'csv' | 'xlsx';

export const spreadsheetFormats = ['csv', 'xlsx'] as const;

export const spreadsheetContentTypes: Readonly<Record<SpreadsheetFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet must show it: prefixed with ' when a spreadsheet would read it as a formula. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV field (RFC 4180): neutralised, then quoted when it holds a quote, separator or line break. */
export function csvField(value: SpreadsheetCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutraliseCell(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(cells: readonly SpreadsheetCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** UTF-8's byte order mark: spreadsheets then read æøå in a CSV file. */
export const CSV_BOM = '\uFEFF';

export interface SpreadsheetContent {
  /** The worksheet's name (XLSX). */
  sheetName: string;
  header: readonly string[];
  /** The rows, a batch at a time (each batch is written before the next is read). */
  batches: AsyncIterable<readonly (readonly SpreadsheetCell[])[]>;
}

/** Waits while the consumer has not taken what was written (a slow download reads the database no faster than it downloads). */
async function drained(stream: Writable): Promise<void> {
  if (stream.writableNeedDrain && !stream.destroyed) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

async function* csvChunks(content: SpreadsheetContent): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(content.header);
  for await (const batch of content.batches) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(row);
    if (chunk !== '') yield chunk;
  }
}

/** Worksheet names: at most 31 characters, none of []:*?/\ (Excel's rule). */
const sheetNameOf = (name: string): string => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** exceljs's streaming writer: each row is committed (written out and dropped) as it is added. */
function xlsxStream(content: SpreadsheetContent): Readable {
  const out = new PassThrough();
  const write = async (): Promise<void> => {
    // Loaded by the first XLSX: a process that never writes one does not hold exceljs (~8 MB of heap).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetNameOf(content.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = sheet.addRow(content.header.map(neutraliseCell));
    header.font = { bold: true };
    header.commit();
    for await (const batch of content.batches) {
      // A download the client gave up: read no further.
      if (out.destroyed) return;
      for (const row of batch) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell))).commit();
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The content as a stream of the format's bytes; a failure while reading rows ends the stream with that error. */
export function spreadsheetStream(format: SpreadsheetFormat, content: SpreadsheetContent): Readable {
  return format === 'csv' ? Readable.from(csvChunks(content), { objectMode: false }) : xlsxStream(content);
}
