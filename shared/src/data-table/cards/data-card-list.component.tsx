import { useCallback, useMemo } from 'react';
import type { DataTableColumn } from '../data-table-column';
import { rowOpenerOf } from '../cell-keyboard';
import { cardColumns } from './card-rows';
import { DataCard } from './data-card.component';
import styles from './cards.module.css';

export interface CardListProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Labels the list (the table's name). */
  tableName: string;
  selectable: boolean;
  selectedIds: readonly string[];
  onSelectionChange?: ((ids: string[]) => void) | undefined;
  /** What a tap on a card opens when the table has no link column (the grid's onRowClicked). */
  onRowClicked?: ((row: Row) => void) | undefined;
}

/** Rows as a list of cards (DataCard), named as the table; a card opens what its grid row's link opens. */
export function CardList<Row>({ rows, columns, getRowId, tableName, selectable, selectedIds, onSelectionChange, onRowClicked }: CardListProps<Row>) {
  const onCard = useMemo(() => cardColumns(columns), [columns]);
  const onOpen = rowOpenerOf(columns)?.open ?? onRowClicked;
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const setSelected = useCallback(
    (id: string, on: boolean) => onSelectionChange?.(on ? [...selectedIds.filter((other) => other !== id), id] : selectedIds.filter((other) => other !== id)),
    [selectedIds, onSelectionChange],
  );
  return (
    <ul className={styles.list} aria-label={tableName}>
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
    </ul>
  );
}
