import { useRef, type ReactNode } from 'react';
import { useT } from '@portal/shared/core';
import { useEmptyTableText } from '../i18n/use-empty-table-text';
import { SwipeHint } from '../swipe-hint/swipe-hint.component';
import { useScrollerSwipeHint } from '../swipe-hint/use-scroller-swipe-hint';
import hidden from '../ui/visually-hidden.module.css';
import styles from './compact-table.module.css';

export interface CompactColumn<Row> {
  id: string;
  /** Dictionary key of the column header. */
  headerKey: string;
  render: (row: Row) => ReactNode;
}

interface CompactTableProps<Row> {
  rows: readonly Row[];
  columns: readonly CompactColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The table's name: its accessible caption and the end of the empty text. */
  tableName: string;
  /** Rows shown (spec section 9: dashboard tables show 5, news 3). */
  limit: number;
}

/**
 * A plain, read-only table for dashboard widgets: the first `limit` rows and no grid library, so the
 * dashboard (the page everyone opens first) does not load ag-grid. Full lists use DataTable.
 */
export function CompactTable<Row>({ rows, columns, getRowId, tableName, limit }: CompactTableProps<Row>) {
  const emptyText = useEmptyTableText(tableName);
  if (rows.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return <FilledTable rows={rows} columns={columns} getRowId={getRowId} tableName={tableName} limit={limit} />;
}

/** The table itself, in its sideways-scrolling box with the swipe hint (spec section 2) when it is wider than the box. */
function FilledTable<Row>({ rows, columns, getRowId, tableName, limit }: CompactTableProps<Row>) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const swipeHint = useScrollerSwipeHint(scroller);
  return (
    <div className={styles.frame}>
      {/* Focusable and named, so a keyboard user can scroll it sideways on a narrow screen. */}
      <div ref={scroller} className={styles.scroller} role="region" aria-label={tableName} tabIndex={0}>
        <table className={styles.table}>
          <caption className={hidden.visuallyHidden}>{tableName}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {t(column.headerKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, limit).map((row) => (
              <tr key={getRowId(row)}>
                {columns.map((column) => (
                  <td key={column.id}>{column.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SwipeHint visible={swipeHint} />
    </div>
  );
}
