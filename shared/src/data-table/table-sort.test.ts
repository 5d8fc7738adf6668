import { describe, expect, it } from 'vitest';
import { formatSortParam, gridSort, parseSortParam, sameSort } from './table-sort';

describe('the sort in the address', () => {
  it('reads a column ascending, or descending with a leading minus, and writes it back alike', () => {
    expect(parseSortParam('number')).toEqual({ colId: 'number', direction: 'asc' });
    expect(parseSortParam('-created')).toEqual({ colId: 'created', direction: 'desc' });
    expect(formatSortParam({ colId: 'created', direction: 'desc' })).toBe('-created');
    expect(formatSortParam({ colId: 'number', direction: 'asc' })).toBe('number');
  });

  it('takes no sort from a missing or malformed value', () => {
    expect(parseSortParam(null)).toBeNull();
    expect(parseSortParam('')).toBeNull();
    expect(parseSortParam('-')).toBeNull();
    expect(parseSortParam('--created')).toBeNull();
    expect(parseSortParam('a b')).toBeNull();
  });

  it('finds the grid’s first sorted column', () => {
    expect(gridSort([{ colId: 'number', sort: null }, { colId: 'created', sort: 'desc', sortIndex: 0 }])).toEqual({ colId: 'created', direction: 'desc' });
    expect(gridSort([{ colId: 'number', sort: null }])).toBeNull();
    expect(sameSort(null, null)).toBe(true);
    expect(sameSort({ colId: 'a', direction: 'asc' }, { colId: 'a', direction: 'desc' })).toBe(false);
  });
});
