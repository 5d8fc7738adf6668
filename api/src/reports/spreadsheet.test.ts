import { buffer, text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutraliseCell, spreadsheetStream, type SpreadsheetCell } from './spreadsheet.js';

async function* batchesOf(...batches: SpreadsheetCell[][][]) {
  for (const batch of batches) yield batch;
}

describe('neutraliseCell', () => {
  it.each(['=1+1', '+31 12 34', '-2+3', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","klik")'])('prefixes %j with a single quote', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(['Tavle 1', '', ' =1', '1-2', 'a@b.dk', "'quoted", 'Ærø'])('leaves %j as it is', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe('csvField and csvLine', () => {
  it('quotes separators, quotes and line breaks after neutralising', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField(null)).toBe('');
    expect(csvField(-5)).toBe('-5');
    expect(csvLine(['a', 1, null, '@x'])).toBe("a,1,,'@x\r\n");
  });
});

describe('spreadsheetStream', () => {
  it('writes CSV with a byte order mark, the header and every batch', async () => {
    const csv = (await buffer(spreadsheetStream('csv', { sheetName: 'x', header: ['Nr.', 'Note'], batches: batchesOf([['1', '=cmd']], [['2', 'ok']]) }))).toString('utf8');
    expect(csv).toBe("\uFEFFNr.,Note\r\n1,'=cmd\r\n2,ok\r\n");
  });

  it('writes XLSX that exceljs reads back, with the cells neutralised and numbers as numbers', async () => {
    const stream = spreadsheetStream('xlsx', { sheetName: 'Aktuelle fejl', header: ['Nr.', 'Note', 'Antal'], batches: batchesOf([['1', '+45 1234', 3]], [['2', 'ok', null]]) });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(stream);
    const sheet = workbook.getWorksheet('Aktuelle fejl');
    if (!sheet) throw new Error('no worksheet');
    const values = sheet.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : row));
    expect(values).toEqual([
      ['Nr.', 'Note', 'Antal'],
      ['1', "'+45 1234", 3],
      ['2', 'ok'],
    ]);
  });

  it('ends the stream with the error when reading rows fails', async () => {
    async function* failing(): AsyncGenerator<SpreadsheetCell[][]> {
      yield [['1']];
      throw new Error('database gone');
    }
    await expect(text(spreadsheetStream('csv', { sheetName: 'x', header: ['a'], batches: failing() }))).rejects.toThrow('database gone');
    await expect(text(spreadsheetStream('xlsx', { sheetName: 'x', header: ['a'], batches: failing() }))).rejects.toThrow('database gone');
  });
});
