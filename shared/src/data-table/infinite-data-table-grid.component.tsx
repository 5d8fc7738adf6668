import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  BodyScrollEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  PostSortRowsParams,
  RowHeightParams,
  RowSelectionOptions,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import { useIntl } from 'react-intl';
import { SwipeHint, styleNonce, useEmptyTableText, useT } from '@portal/shared';
import { handleCellKey, rowOpenerOf } from './cell-keyboard';
import { useGridLocaleText } from './grid-locale-text';
import { dataTableTheme, infiniteTableModules } from './grid-setup';
import { defaultPageSize } from './table-limits';
import { useGridTooltip } from './use-grid-tooltip';
import type { InfiniteBlockRequest, InfiniteDataTableProps } from './infinite-data-table.component';
import { syncGridSelection } from './grid-selection';
import { baseRowHeight } from './row-height';
import { TableOverlay, type TableOverlayTexts } from './table-overlay.component';
import { toColDef } from './to-col-def';
import { useGridSwipeHint } from './use-grid-swipe-hint';
import styles from './data-table.module.css';

const noIds: readonly string[] = [];

/** Pixels of loaded rows below the viewport's bottom edge. */
function remainingBelow<Row>(gridApi: GridApi<Row>): number {
  const count = gridApi.getDisplayedRowCount();
  const last = count > 0 ? gridApi.getDisplayedRowAtIndex(count - 1) : undefined;
  const end = last ? (last.rowTop ?? 0) + (last.rowHeight ?? 0) : 0;
  return end - gridApi.getVerticalPixelRange().bottom;
}
const fixedHeight = () => baseRowHeight;

/** The loader's bookkeeping: one block in flight at a time, dropped answers of an earlier query. */
interface LoadState<Row> {
  /** The grid the rows were loaded into (a new language builds a new grid). */
  grid: GridApi<Row> | null;
  generation: number;
  rows: Row[];
  total: number | null;
  loading: boolean;
  sort: InfiniteBlockRequest['sort'];
}

/**
 * The portal's server-paged table (spec section 2, Installations page: pages of 10, search, type filter and
 * sort on the server): blocks of 10 are asked for as the user scrolls towards the end of the rows loaded so
 * far, and every loaded block stays (no request for a page already seen) until the query key or the sort
 * changes. The grid holds the loaded rows in ag-grid's client-side row model, so each row gets the height
 * its data needs (spec section 9: 50 px plus 30 per file), which ag-grid's infinite row model cannot give
 * (it places rows it has not loaded, so all rows share one height; ADR 0043).
 */
export function InfiniteDataTableGrid<Row>({
  columns,
  getRowId,
  tableName,
  loadBlock,
  queryKey,
  blockSize = defaultPageSize,
  height = 520,
  rowHeight = fixedHeight,
  selectable = false,
  selectedIds = noIds,
  onSelectionChange,
  onRowsChange,
  handleRef,
  initialSort = null,
}: InfiniteDataTableProps<Row>) {
  const intl = useIntl();
  const t = useT();
  const tooltip = useGridTooltip();
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const swipeHint = useGridSwipeHint<Row>(containerRef);
  const { onHorizontalScroll } = swipeHint;
  const getLocaleText = useGridLocaleText<Row>();

  // The grid's callbacks outlive a render: they read the current props through refs.
  const props = useRef({ loadBlock, rowHeight, selectedIds, onSelectionChange, onRowsChange, getRowId, initialSort });
  props.current = { loadBlock, rowHeight, selectedIds, onSelectionChange, onRowsChange, getRowId, initialSort };
  const load = useRef<LoadState<Row>>({ grid: null, generation: 0, rows: [], total: null, loading: false, sort: null });
  const syncing = useRef(false);

  const emptyText = useEmptyTableText(tableName);
  const overlayParams = useMemo<{ texts: TableOverlayTexts }>(() => ({ texts: { loading: t('common.loading'), empty: emptyText } }), [emptyText, t]);
  const columnDefs = useMemo<ColDef<Row>[]>(
    () =>
      columns.map((column) => {
        // The server searches and sorts: no quick-filter text (its module is not loaded); every row compares
        // equal, and postSortRows keeps the server's order.
        const { getQuickFilterText: _quickFilter, ...def } = toColDef(column, intl);
        return { ...def, comparator: () => 0 };
      }),
    [columns, intl],
  );
  // One line per text cell; a row's height comes from its data (rowHeight), not from measuring its cells. Tab
  // reaches the links and buttons inside a cell (a unit's name, upload button and files).
  const defaultColDef = useMemo<ColDef<Row>>(() => {
    const opener = rowOpenerOf(columns);
    return {
      wrapText: false,
      resizable: true,
      minWidth: 80,
      suppressKeyboardEvent: (params) => handleCellKey({ event: params.event, data: params.data, colId: params.column.getColId() }, opener),
    };
  }, [columns]);
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () => (selectable ? { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false } : undefined),
    [selectable],
  );
  const selectionColumnDef = useMemo(() => (columns.some((column) => column.pinned) ? { pinned: 'left' as const } : undefined), [columns]);
  const getGridRowId = useCallback((params: GetRowIdParams<Row>) => getRowId(params.data), [getRowId]);
  const getRowHeight = useCallback((params: RowHeightParams<Row>) => (params.data === undefined ? undefined : props.current.rowHeight(params.data)), []);
  const keepServerOrder = useCallback((params: PostSortRowsParams<Row>) => {
    params.nodes.sort((a, b) => a.sourceRowIndex - b.sourceRowIndex);
  }, []);

  const applySelection = useCallback((gridApi: GridApi<Row>) => {
    syncing.current = true;
    try {
      syncGridSelection(gridApi, new Set(props.current.selectedIds));
    } finally {
      syncing.current = false;
    }
  }, []);

  const report = useCallback(() => {
    const { rows, total: all } = load.current;
    props.current.onRowsChange?.({ rows: [...rows], total: all });
  }, []);

  // Asks for the next block while less than one viewport of loaded rows is left below it.
  const loadMore = useCallback(
    (gridApi: GridApi<Row>) => {
      const state = load.current;
      // A grid reports its viewport before its first query has started (restart): nothing to continue yet.
      if (gridApi.isDestroyed() || state.grid !== gridApi || state.loading || (state.total !== null && state.rows.length >= state.total)) return;
      if (state.rows.length > 0 && remainingBelow(gridApi) > height) return;
      const generation = state.generation;
      state.loading = true;
      props.current.loadBlock({ skip: state.rows.length, take: blockSize, sort: state.sort }).then(
        (block) => {
          if (generation !== state.generation || gridApi.isDestroyed()) return;
          state.loading = false;
          state.rows.push(...block.rows);
          // A short block before the total (rows removed meanwhile): the list ends here.
          state.total = block.rows.length < blockSize ? state.rows.length : block.total;
          gridApi.applyTransaction({ add: block.rows });
          gridApi.setGridOption('loading', false);
          applySelection(gridApi);
          setTotal(block.total);
          report();
          loadMore(gridApi);
        },
        () => {
          // Logged by the page's loader (spec section 8); the next scroll tries again.
          if (generation !== state.generation || gridApi.isDestroyed()) return;
          state.loading = false;
          gridApi.setGridOption('loading', false);
        },
      );
    },
    [blockSize, height, applySelection, report],
  );

  const restart = useCallback(
    (gridApi: GridApi<Row>) => {
      const state = load.current;
      // A new grid (the page's first, or a new language's) starts with the page's sort, its header showing it; the
      // sort change this reports is the one already asked for, so it asks for nothing again.
      if (state.grid !== gridApi) {
        state.sort = props.current.initialSort;
        gridApi.applyColumnState({ state: state.sort ? [{ colId: state.sort.column, sort: state.sort.direction }] : [], defaultState: { sort: null } });
      }
      state.grid = gridApi;
      state.generation += 1;
      state.rows = [];
      state.total = null;
      state.loading = false;
      gridApi.setGridOption('rowData', []);
      gridApi.setGridOption('loading', true);
      setTotal(null);
      report();
      loadMore(gridApi);
    },
    [loadMore, report],
  );

  // A new query key stands for everything the loader reads: start again from the first block.
  useEffect(() => {
    if (api) restart(api);
  }, [api, queryKey, restart]);

  useEffect(() => {
    if (api && selectable) applySelection(api);
  }, [api, selectable, selectedIds, applySelection]);

  useEffect(() => {
    if (!handleRef || !api) return undefined;
    handleRef.current = {
      updateRow(row) {
        if (api.isDestroyed()) return;
        const id = props.current.getRowId(row);
        const state = load.current;
        const index = state.rows.findIndex((loaded) => props.current.getRowId(loaded) === id);
        if (index < 0) return;
        state.rows[index] = row;
        api.applyTransaction({ update: [row] });
        const node = api.getRowNode(id);
        if (node) {
          node.setRowHeight(props.current.rowHeight(row));
          api.onRowHeightChanged();
          // Cells the remote renders (a unit's files) have no value of their own for ag-grid to compare: draw the row again.
          api.redrawRows({ rowNodes: [node] });
        }
        report();
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [api, handleRef, report]);

  const onSelectionChanged = useCallback((event: SelectionChangedEvent<Row>) => {
    // Our own changes ('api') arrive here too, even after a later change of ours: they are not the user's.
    if (syncing.current || event.source === 'api') return;
    // The rows not loaded (another search's, or from a select-all) keep their selection.
    const loaded = new Set<string>();
    event.api.forEachNode((node) => {
      if (node.id !== undefined) loaded.add(node.id);
    });
    const kept = props.current.selectedIds.filter((id) => !loaded.has(id));
    const selected = event.api.getSelectedNodes().flatMap((node) => (node.id === undefined ? [] : [node.id]));
    props.current.onSelectionChange?.([...kept, ...selected]);
  }, []);

  const onSortChanged = useCallback(
    (event: SortChangedEvent<Row>) => {
      const sorted = event.api.getColumnState().find((column) => column.sort);
      const sort = sorted?.sort ? { column: sorted.colId, direction: sorted.sort } : null;
      // ag-grid also reports new column definitions as a sort change: only another sort asks again.
      const current = load.current.sort;
      if (current?.column === sort?.column && current?.direction === sort?.direction) return;
      load.current.sort = sort;
      restart(event.api);
    },
    [restart],
  );


  const onBodyScroll = useCallback(
    (event: BodyScrollEvent<Row>) => {
      if (event.direction === 'horizontal') onHorizontalScroll(event.left);
      else loadMore(event.api);
    },
    [onHorizontalScroll, loadMore],
  );
  const onGridReady = useCallback((event: GridReadyEvent<Row>) => setApi(event.api), []);

  return (
    <div ref={containerRef} className={styles.container} role="region" aria-label={tableName} style={{ height }}>
      <AgGridReact<Row>
        // A new language re-creates the grid (its texts are read when it is built) and loads from the top.
        key={`${intl.locale}:${tooltip.trigger}`}
        modules={infiniteTableModules}
        theme={dataTableTheme}
        styleNonce={styleNonce()}
        // Rows arrive by transactions (loadMore); until the first block the grid shows its loading overlay.
        loading
        // The empty state is the table's own text below (one message, announced once).
        suppressNoRowsOverlay
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={getGridRowId}
        getRowHeight={getRowHeight}
        postSortRows={keepServerOrder}
        rowSelection={rowSelection}
        selectionColumnDef={selectionColumnDef}
        tooltipShowDelay={tooltip.showDelay}
        tooltipTrigger={tooltip.trigger}
        getLocaleText={getLocaleText}
        overlayComponent={TableOverlay}
        overlayComponentParams={overlayParams}
        onGridReady={onGridReady}
        onSelectionChanged={onSelectionChanged}
        onSortChanged={onSortChanged}
        onViewportChanged={(event) => loadMore(event.api)}
        onBodyScroll={onBodyScroll}
        {...swipeHint.overflowEvents}
      />
      {total === 0 ? (
        <p role="status" className={styles.infiniteEmpty}>
          {emptyText}
        </p>
      ) : null}
      <SwipeHint visible={swipeHint.visible && (total ?? 0) > 0} />
    </div>
  );
}
