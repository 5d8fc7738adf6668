import type { IntlShape } from 'react-intl';
import { fileCountOf, formatCellDate, statusKey } from './cells/cell-values';
import type { DataTableColumn } from './data-table-column';

/** A column's value in a row: its own `value`, else the row's `field`. */
export function valueOf<Row>(column: DataTableColumn<Row>, row: Row | undefined): unknown {
  if (row === undefined || row === null) {
    return undefined;
  }
  if (column.value) {
    return column.value(row);
  }
  return column.field ? row[column.field] : undefined;
}

/** The text a cell shows, so the quick search and tooltips match what the user reads. */
export function displayText<Row>(column: DataTableColumn<Row>, row: Row | undefined, intl: IntlShape): string {
  const value = valueOf(column, row);
  const cell = column.cell ?? { type: 'text' };
  switch (cell.type) {
    case 'date':
      return formatCellDate(value, cell.withTime);
    case 'status': {
      const key = statusKey(cell.keyPrefix, value, intl.messages);
      return key ? intl.formatMessage({ id: key }) : value == null ? '' : String(value);
    }
    case 'files':
      return String(fileCountOf(value) || '');
    case 'question-mark':
      return row === undefined ? '' : (cell.text(row) ?? '');
    case 'custom':
      return row === undefined || !cell.text ? '' : cell.text(row);
    default:
      return value == null ? '' : String(value);
  }
}

/** The value a column sorts by (files: their number), as the grid's value getter gives it. */
export function sortValueOf<Row>(column: DataTableColumn<Row>, row: Row): unknown {
  const value = valueOf(column, row);
  return column.cell?.type === 'files' ? fileCountOf(value) : value;
}
