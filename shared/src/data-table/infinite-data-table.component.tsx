import { useCallback, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';
import { useIntl } from 'react-intl';
import { styleNonce, useT } from '@portal/shared';
import type { DataTableColumn } from './data-table-column';
import { dataTableTheme, defaultPageSize, infiniteTableModules, tooltipDelayMs } from './grid-setup';
import { baseRowHeight } from './row-height';
import { TableOverlay, type TableOverlayTexts } from './table-overlay.component';
import { toColDef } from './to-col-def';
import styles from './data-table.module.css';

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

export interface InfiniteDataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** The table's name: labels the table and ends the empty text. */
  tableName: string;
  /** Loads one block; a rejection is logged by the caller and the block stays empty (spec section 8). */
  loadBlock: (request: InfiniteBlockRequest) => Promise<InfiniteBlock<Row>>;
  /** A new key (search, filter, location) drops every cached block and starts again at the top. */
  queryKey: string;
  /** Rows per block (spec section 9: 10). */
  blockSize?: number;
  /** Height of the scrolling viewport in px. */
  height?: number;
  /**
   * The height of every row in px (default 50, spec section 9's base): the infinite row model places
   * rows not loaded yet, so it cannot give rows heights of their own (no files-based heights here).
   */
  rowHeight?: number;
}

const sortOf = (model: readonly SortModelItem[]): InfiniteBlockRequest['sort'] => {
  const first = model[0];
  return first ? { column: first.colId, direction: first.sort } : null;
};

/**
 * The portal's server-paged table (ag-grid's infinite row model): rows arrive in blocks of 10 as the
 * user scrolls; a block once loaded stays cached (no request for a page already seen) until the
 * query key changes. Sorting is the server's (the header click asks for a new first block).
 */
export function InfiniteDataTable<Row>({
  columns,
  getRowId,
  tableName,
  loadBlock,
  queryKey,
  blockSize = defaultPageSize,
  height = 520,
  rowHeight = baseRowHeight,
}: InfiniteDataTableProps<Row>) {
  const intl = useIntl();
  const t = useT();
  const [total, setTotal] = useState<number | null>(null);
  const loadRef = useRef(loadBlock);
  loadRef.current = loadBlock;

  const emptyText = `${t('table.missingData')} ${tableName.toLocaleLowerCase(intl.locale)}`;
  const overlayParams = useMemo<{ texts: TableOverlayTexts }>(() => ({ texts: { loading: t('common.loading'), empty: emptyText } }), [emptyText, t]);
  const columnDefs = useMemo<ColDef<Row>[]>(
    () =>
      columns.map((column) => {
        // The server searches and sorts: no quick-filter text (its module is not loaded) and no comparator.
        const { getQuickFilterText: _quickFilter, comparator: _comparator, ...def } = toColDef(column, intl);
        return def;
      }),
    [columns, intl],
  );
  // One line per cell: the rows have one fixed height (see rowHeight).
  const defaultColDef = useMemo<ColDef<Row>>(() => ({ wrapText: false, resizable: true, minWidth: 80 }), []);
  const getGridRowId = useCallback((params: GetRowIdParams<Row>) => getRowId(params.data), [getRowId]);

  // A new datasource object per query key: ag-grid then drops its cache and asks for the first block.
  const datasource = useMemo<IDatasource>(
    () => ({
      getRows(params: IGetRowsParams) {
        const request: InfiniteBlockRequest = { skip: params.startRow, take: params.endRow - params.startRow, sort: sortOf(params.sortModel) };
        loadRef.current(request).then(
          (block) => {
            setTotal(block.total);
            params.successCallback(block.rows, block.total);
          },
          () => params.failCallback(),
        );
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for everything the loader reads
    [queryKey],
  );

  return (
    <div className={styles.container} role="region" aria-label={tableName} style={{ height }}>
      <AgGridReact<Row>
        key={intl.locale}
        modules={infiniteTableModules}
        theme={dataTableTheme}
        styleNonce={styleNonce()}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={blockSize}
        // Every block stays: scrolling back never asks the server again (spec section 9, issue 13).
        maxBlocksInCache={undefined}
        infiniteInitialRowCount={blockSize}
        maxConcurrentDatasourceRequests={2}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={getGridRowId}
        rowHeight={rowHeight}
        tooltipShowDelay={tooltipDelayMs}
        overlayComponent={TableOverlay}
        overlayComponentParams={overlayParams}
      />
      {total === 0 ? (
        <p role="status" className={styles.infiniteEmpty}>
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}
