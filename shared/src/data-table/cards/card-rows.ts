import type { IntlShape } from 'react-intl';
import { displayText, sortValueOf } from '../cell-text';
import type { DataTableColumn } from '../data-table-column';
import type { TableSort } from '../table-sort';

/** A column's id as the grid and the sort in the address name it. */
export const columnIdOf = <Row>(column: DataTableColumn<Row>): string => column.id ?? column.field ?? '';

/**
 * The rows the quick search keeps, as the grid's quick filter keeps them: every word of the search (any case)
 * is in the text of some column, hidden columns included (a custom field finds its row).
 */
export function searchRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], searchText: string, intl: IntlShape): Row[] {
  const words = searchText.toLocaleLowerCase(intl.locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = columns.map((column) => displayText(column, row, intl)).join('\n').toLocaleLowerCase(intl.locale);
    return words.every((word) => text.includes(word));
  });
}

/** The grid's default order of two values: none first, then numbers and text by their own order. */
function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing && bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'string' && typeof b === 'string') return a === b ? 0 : a < b ? -1 : 1;
  const left = a as number;
  const right = b as number;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** The rows in the sort's order (a stable sort: equal rows keep the given order); no sort, the given order. */
export function sortRows<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[], sort: TableSort | null): Row[] {
  const column = sort ? columns.find((candidate) => columnIdOf(candidate) === sort.colId) : undefined;
  if (!sort || !column) return [...rows];
  const compare = column.comparator ?? compareValues;
  const sign = sort.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: sortValueOf(column, row) }))
    .sort((a, b) => sign * compare(a.value, b.value) || a.index - b.index)
    .map(({ row }) => row);
}

/** The columns a person can sort the cards by: the sortable ones on the card or in the grid (not hidden). */
export function sortableColumns<Row>(columns: readonly DataTableColumn<Row>[]): DataTableColumn<Row>[] {
  return columns.filter((column) => (column.sortable ?? true) && !column.hidden && columnIdOf(column) !== '');
}

/** The columns on a card (those with a card role and not hidden in the column chooser), in the table's order. */
export function cardColumns<Row>(columns: readonly DataTableColumn<Row>[]): DataTableColumn<Row>[] {
  const withRole = columns.filter((column) => column.card !== undefined);
  // A table whose columns name no roles: each shown column a labelled value, the first the card's title.
  const shown = withRole.length > 0 ? withRole : columns.map((column, index) => ({ ...column, card: index === 0 ? ('title' as const) : ('meta' as const) }));
  return shown.filter((column) => !column.hidden);
}
