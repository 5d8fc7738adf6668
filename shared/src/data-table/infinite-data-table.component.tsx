import { lazy, Suspense, type RefObject } from 'react';
import { Spinner, usePhoneLayout, useT } from '@portal/shared';
import type { DataTableColumn } from './data-table-column';
import type { InfiniteDataTableGrid as InfiniteDataTableGridComponent } from './infinite-data-table-grid.component';
import { InfiniteDataTableCards } from './cards/infinite-data-table-cards.component';
import { loadGrid, preloadGridUnlessCards } from './load-grid';

/** What one block request asks the server for. */
export interface InfiniteBlockRequest {
  skip: number;
  take: number;
  /** The grid's sort (one column), or null for the server's default order. */
  sort: { column: string; direction: 'asc' | 'desc' } | null;
}

export interface InfiniteBlock<Row> {
  rows: Row[];
  /** All rows matching, so the grid knows where the list ends. */
  total: number;
}

/** The rows loaded so far, in the server's order, and how many match in all (null before the first block). */
export interface InfiniteRows<Row> {
  rows: readonly Row[];
  total: number | null;
}

/** What a page can do to the rows the table holds. */
export interface InfiniteDataTableHandle<Row> {
  /** Replaces a loaded row (same id) after a write to it, in place: no reload, the scroll position stays. */
  updateRow: (row: Row) => void;
}

export interface InfiniteDataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The table's name: labels the table and ends the empty text. */
  tableName: string;
  /** Loads one block; a rejection is logged by the caller and the table stops there (spec section 8). */
  loadBlock: (request: InfiniteBlockRequest) => Promise<InfiniteBlock<Row>>;
  /** A new key (search, filter, location) drops every loaded row and starts again at the top. */
  queryKey: string;
  /** Rows per block (spec section 9: 10). */
  blockSize?: number;
  /** Height of the scrolling viewport in px. */
  height?: number;
  /** The height of a row in px from its data (spec section 9, `rowHeightFor`); default 50 for every row. */
  rowHeight?: (row: Row) => number;
  /** Multi-row checkbox selection (no select-all in the header: the page's footer selects all). */
  selectable?: boolean;
  /** Controlled selection by row id; ids of rows not loaded (yet) stay selected. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** After every block and every new query: the rows loaded so far and the total. */
  onRowsChange?: (rows: InfiniteRows<Row>) => void;
  /** Set to the table's handle while its grid exists. */
  handleRef?: RefObject<InfiniteDataTableHandle<Row> | null>;
  /** The sort a new grid starts with (the page's address has it); without it, the server's default order. */
  initialSort?: InfiniteBlockRequest['sort'];
}

const InfiniteDataTableGrid = lazy(() => loadGrid().then((module) => ({ default: module.InfiniteDataTableGrid }))) as unknown as typeof InfiniteDataTableGridComponent;
preloadGridUnlessCards();

/**
 * The portal's server-paged table (spec section 2, Installations page): the ag-grid table that loads blocks as
 * the user scrolls (InfiniteDataTableGrid), or on a phone (usePhoneLayout) cards with a "show more" that loads
 * the next block, without the grid. Both take the same props.
 */
export function InfiniteDataTable<Row>(props: InfiniteDataTableProps<Row>) {
  const t = useT();
  const cards = usePhoneLayout();
  if (cards) {
    return <InfiniteDataTableCards<Row> {...props} />;
  }
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <InfiniteDataTableGrid<Row> {...props} />
    </Suspense>
  );
}
