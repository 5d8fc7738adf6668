import type { ColumnState, GridApi } from 'ag-grid-community';

/** A table's sort: one column, ascending or descending. */
export interface TableSort {
  colId: string;
  direction: 'asc' | 'desc';
}

/** The query parameter that holds a list's sort: `?sort=created` ascending, `?sort=-created` descending. */
export const sortParamName = 'sort';

const COLUMN_ID = /^[A-Za-z][\w.]*$/;

/** The sort a `?sort=` value names, or null for none or a value that is not a column id. */
export function parseSortParam(value: string | null): TableSort | null {
  if (value === null) return null;
  const descending = value.startsWith('-');
  const colId = descending ? value.slice(1) : value;
  return COLUMN_ID.test(colId) ? { colId, direction: descending ? 'desc' : 'asc' } : null;
}

/** The `?sort=` value of a sort. */
export function formatSortParam(sort: TableSort): string {
  return sort.direction === 'desc' ? `-${sort.colId}` : sort.colId;
}

export function sameSort(a: TableSort | null, b: TableSort | null): boolean {
  return a === b || (a !== null && b !== null && a.colId === b.colId && a.direction === b.direction);
}

/** The sort a grid shows now (its first sorted column). */
export function gridSort(columns: readonly ColumnState[]): TableSort | null {
  const sorted = columns.filter((column) => column.sort === 'asc' || column.sort === 'desc').sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0));
  const first = sorted[0];
  return first ? { colId: first.colId, direction: first.sort === 'desc' ? 'desc' : 'asc' } : null;
}

/** Shows `sort` in a grid (none: the rows' own order); a column the grid does not have is ignored. */
export function applyGridSort<Row>(api: GridApi<Row>, sort: TableSort | null): void {
  api.applyColumnState({ state: sort ? [{ colId: sort.colId, sort: sort.direction }] : [], defaultState: { sort: null } });
}
