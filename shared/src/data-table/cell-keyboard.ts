import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import type { DataTableColumn } from './data-table-column';
import { tabThroughCellControls } from './cell-tab-navigation';

/** What the keyboard handler needs of ag-grid's parameters (so a test can hand it a plain object). */
export type CellKeyParams<Row> = Pick<SuppressKeyboardEventParams<Row>, 'event' | 'data'> & { colId: string | undefined };

/**
 * The row's record opener: the first link column's action (a fault's, task's or unit's number or name
 * opens its overlay), or nothing when the table has no link column.
 */
export function rowOpenerOf<Row>(columns: readonly DataTableColumn<Row>[]): { colId: string | undefined; open: (row: Row) => void } | null {
  for (const column of columns) {
    if (column.cell?.type === 'link' && !column.hidden) {
      return { colId: column.id ?? column.field, open: column.cell.onClick };
    }
  }
  return null;
}

/** Keys that open a row's record from a focused cell: Enter and F2 anywhere in the row, Space on the link cell itself. */
function opensRecord(event: KeyboardEvent, onLinkCell: boolean): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  if (event.key === 'Enter' || event.key === 'F2') return true;
  // Elsewhere in a selectable row Space keeps ag-grid's meaning (select the row).
  return event.key === ' ' && onLinkCell;
}

/**
 * The grid's keyboard beyond ag-grid's own (its `suppressKeyboardEvent`): Enter or F2 on a focused cell
 * opens the row's record, as does Space on the record's own (link) cell; Tab walks through the links and
 * buttons inside a cell before it moves on (tabThroughCellControls). A key pressed on a control inside a
 * cell is that control's (the browser clicks a focused button on Enter).
 */
export function handleCellKey<Row>(params: CellKeyParams<Row>, opener: ReturnType<typeof rowOpenerOf<Row>>): boolean {
  const { event, data } = params;
  const onCell = event.target instanceof HTMLElement && event.target.classList.contains('ag-cell');
  if (opener && onCell && data !== undefined && event.type === 'keydown' && opensRecord(event, params.colId === opener.colId)) {
    event.preventDefault();
    opener.open(data);
    return true;
  }
  return tabThroughCellControls({ event });
}
