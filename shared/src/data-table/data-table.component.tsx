import { lazy, Suspense } from 'react';
import { Spinner, usePhoneLayout, useT } from '@portal/shared';
import type { DataTableColumn } from './data-table-column';
import type { DataTableGrid as DataTableGridComponent } from './data-table-grid.component';
import { DataTableCards } from './cards/data-table-cards.component';
import { loadGrid, preloadGridUnlessCards } from './load-grid';
import type { TableSort } from './table-sort';

export interface DataTableProps<Row> {
  /** undefined while loading: the grid shows its loading overlay. */
  rows: Row[] | undefined;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The table's name, e.g. 'Aktuelle fejl': labels the table and ends the empty text. */
  tableName: string;
  /** Quick search across all columns. */
  searchText?: string;
  /** Spec section 9: 10 rows a page (the dashboard uses 5 and 3). */
  pageSize?: number;
  /** Multi-row checkbox selection with select-all in the header. */
  selectable?: boolean;
  /** Controlled selection: the page keeps the ids (and so the count). */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** The ids of the rows that pass the search, in display order (for a footer's select-all). */
  onFilteredIdsChange?: (ids: string[]) => void;
  /** A fixed height per row (see rowHeightFor); without it rows grow with their wrapped text. */
  rowHeight?: (row: Row) => number;
  onRowClicked?: (row: Row) => void;
  /**
   * Called once the rows given first are laid out at their final height: until then the table is
   * invisible (it grows in steps as rows are measured), so nothing below it moves on the page (layout
   * shift, CLS). A list page's footer waits for it too (useListPage).
   */
  onLayoutSettled?: () => void;
  /**
   * Controlled sort (a list page keeps it in its address): the grid shows it, and a click on a header reports
   * the new one. Without it the grid sorts on its own.
   */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
}

const DataTableGrid = lazy(() => loadGrid().then((module) => ({ default: module.DataTableGrid }))) as unknown as typeof DataTableGridComponent;
preloadGridUnlessCards();

/**
 * The portal's table (spec section 2, List pages): the ag-grid table (DataTableGrid), or on a phone
 * (usePhoneLayout) the rows as cards, which never load the grid. Both take the same props.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const t = useT();
  const cards = usePhoneLayout();
  if (cards) {
    return <DataTableCards<Row> {...props} />;
  }
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <DataTableGrid<Row> {...props} />
    </Suspense>
  );
}
