import { describe, expect, it } from 'vitest';
import { exportTexts } from './export-texts.js';
import { matchesSearch, sortRows, type CellContext, type ExportColumn } from './export-columns.js';

interface Row {
  id: number;
  name: string | null;
  count: number;
  day: string;
}

const columns: ExportColumn<Row>[] = [
  { id: 'name', title: () => 'Name', cell: (row) => row.name },
  { id: 'count', title: () => 'Count', cell: (row) => row.count },
  { id: 'day', title: () => 'Day', cell: (row) => row.day, searchText: () => '27.11.2026' },
];
const context: CellContext = { t: exportTexts.da, language: 'da', timeZone: 'Europe/Copenhagen' };
const rows: Row[] = [
  { id: 1, name: 'beta', count: 10, day: '2026-11-27' },
  { id: 2, name: null, count: 2, day: '2026-01-01' },
  { id: 3, name: 'Alfa', count: 10, day: '2026-02-01' },
  { id: 4, name: 'alfa', count: 1, day: '2026-03-01' },
];
const ids = (list: Row[]) => list.map((row) => row.id);
const column = (id: string) => columns.find((candidate) => candidate.id === id) as ExportColumn<Row>;

describe('sortRows: the grid default order', () => {
  it('puts empty values first going up and last going down, text by code unit', () => {
    expect(ids(sortRows(rows, column('name'), 'asc'))).toEqual([2, 3, 4, 1]);
    expect(ids(sortRows(rows, column('name'), 'desc'))).toEqual([1, 4, 3, 2]);
  });

  it('sorts numbers by value and keeps the list order of equal rows, both ways', () => {
    expect(ids(sortRows(rows, column('count'), 'asc'))).toEqual([4, 2, 1, 3]);
    expect(ids(sortRows(rows, column('count'), 'desc'))).toEqual([1, 3, 2, 4]);
  });
});

describe('matchesSearch: the quick search', () => {
  it('finds every word in some column, in any case, and the page date format', () => {
    expect(rows.filter((row) => matchesSearch(row, columns, context, 'ALFA')).map((row) => row.id)).toEqual([3, 4]);
    expect(rows.filter((row) => matchesSearch(row, columns, context, 'alfa 2026-03')).map((row) => row.id)).toEqual([4]);
    expect(matchesSearch(rows[0] as Row, columns, context, '27.11')).toBe(true);
    expect(matchesSearch(rows[0] as Row, columns, context, '  ')).toBe(true);
    expect(matchesSearch(rows[0] as Row, columns, context, 'gamma')).toBe(false);
  });
});
