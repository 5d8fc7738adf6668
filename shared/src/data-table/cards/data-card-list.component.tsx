import { useCallback, useMemo } from 'react';
import { CardList, useEmptyTableText } from '@portal/shared';
import type { DataTableColumn } from '../data-table-column';
import { rowOpenerOf } from '../cell-keyboard';
import { cardColumns } from './card-rows';
import { DataCard } from './data-card.component';
import styles from './cards.module.css';
import hidden from '../../ui/visually-hidden.module.css';

export interface DataCardListProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Labels the list (the table's name) and ends the empty text. */
  tableName: string;
  /** No row matches: the empty-table text shows (and is announced). */
  empty: boolean;
  selectable: boolean;
  selectedIds: readonly string[];
  onSelectionChange?: ((ids: string[]) => void) | undefined;
  /** What a tap on a card opens when the table has no link column (the grid's onRowClicked). */
  onRowClicked?: ((row: Row) => void) | undefined;
}

/**
 * Rows as the shared CardList of DataCards, named as the table; a card opens what its grid row's link opens. With
 * no rows, the empty-table text, as the grid shows it.
 */
export function DataCardList<Row>({ rows, columns, getRowId, tableName, empty, selectable, selectedIds, onSelectionChange, onRowClicked }: DataCardListProps<Row>) {
  const emptyText = useEmptyTableText(tableName);
  const onCard = useMemo(() => cardColumns(columns), [columns]);
  const onOpen = rowOpenerOf(columns)?.open ?? onRowClicked;
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const setSelected = useCallback(
    (id: string, on: boolean) => onSelectionChange?.(on ? [...selectedIds.filter((other) => other !== id), id] : selectedIds.filter((other) => other !== id)),
    [selectedIds, onSelectionChange],
  );
  return (
    <>
      <CardList label={tableName}>
        {rows.map((row) => {
          const id = getRowId(row);
          return (
            <DataCard<Row>
              key={id}
              row={row}
              columns={onCard}
              onOpen={onOpen}
              selectable={selectable}
              selected={selected.has(id)}
              onSelectedChange={(on) => setSelected(id, on)}
            />
          );
        })}
      </CardList>
      {/* One element both shows and announces the empty text (a hidden copy beside it was read twice); with
          rows it is hidden and empty, out of the list's flow. */}
      <p role="status" className={empty ? styles.empty : hidden.visuallyHidden}>
        {empty ? emptyText : ''}
      </p>
    </>
  );
}
