import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import type {
  BodyScrollEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  RowClickedEvent,
  RowHeightParams,
  RowSelectionOptions,
  SelectionChangedEvent,
  SortChangedEvent,
} from 'ag-grid-community';
import { useIntl } from 'react-intl';
import { SwipeHint, VisuallyHidden, styleNonce, useEmptyTableText, useT } from '@portal/shared';
import { handleCellKey, rowOpenerOf } from './cell-keyboard';
import { useGridLocaleText } from './grid-locale-text';
import { dataTableModules, dataTableTheme } from './grid-setup';
import { defaultPageSize } from './table-limits';
import { useGridTooltip } from './use-grid-tooltip';
import type { DataTableProps } from './data-table.component';
import { syncGridSelection } from './grid-selection';
import { applyGridSort, gridSort, sameSort } from './table-sort';
import { TableOverlay, type TableOverlayTexts } from './table-overlay.component';
import { toColDef } from './to-col-def';
import { useGridSwipeHint } from './use-grid-swipe-hint';
import { whenHeightSettles } from './when-height-settles';
import styles from './data-table.module.css';

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

const noIds: readonly string[] = [];

/** The portal's table (spec section 2, List pages) on ag-grid: DataTable's layout from the card layout's width up. */
export function DataTableGrid<Row>({
  rows,
  columns,
  getRowId,
  tableName,
  searchText = '',
  pageSize = defaultPageSize,
  selectable = false,
  selectedIds = noIds,
  onSelectionChange,
  onFilteredIdsChange,
  rowHeight,
  onRowClicked,
  onLayoutSettled,
  sort,
  onSortChange,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const t = useT();
  const tooltip = useGridTooltip();
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  // The rows follow once the grid is built (onGridReady, a render of its own): building the grid and
  // rendering its rows are then two main-thread tasks, not one long one (TBT). Until then the
  // grid shows its loading overlay and reports nothing (no empty-table text, no filtered ids).
  const gridRows = api ? rows : undefined;
  const gridRowsRef = useRef(gridRows);
  // Set while rendering, not in an effect: ag-grid-react applies new rows in its own (child) effect, which
  // runs before ours, and reports their model from there.
  gridRowsRef.current = gridRows;
  const containerRef = useRef<HTMLDivElement>(null);
  const swipeHint = useGridSwipeHint<Row>(containerRef);
  const { onHorizontalScroll } = swipeHint;

  // ag-grid reads some options only once; refs give its callbacks the current props.
  const selectedIdsRef = useRef(selectedIds);
  const onSelectionChangeRef = useRef(onSelectionChange);
  const sortRef = useRef(sort);
  const onSortChangeRef = useRef(onSortChange);
  const onFilteredIdsChangeRef = useRef(onFilteredIdsChange);
  const filteredIdsRef = useRef<readonly string[] | null>(null);
  // Rows displayed after the search: the empty-state announcement follows this, not ag-grid's overlays.
  const [displayedCount, setDisplayedCount] = useState<number | null>(null);
  const syncingRef = useRef(false);
  useEffect(() => {
    selectedIdsRef.current = selectedIds;
    onSelectionChangeRef.current = onSelectionChange;
    onFilteredIdsChangeRef.current = onFilteredIdsChange;
    sortRef.current = sort;
    onSortChangeRef.current = onSortChange;
  });

  const emptyText = useEmptyTableText(tableName);
  // A search that matches nothing is an empty table too (spec: one empty-table message).
  const overlayParams = useMemo<{ texts: TableOverlayTexts }>(() => ({ texts: { loading: t('common.loading'), empty: emptyText } }), [emptyText, t]);
  const getLocaleText = useGridLocaleText<Row>();

  const columnDefs = useMemo<ColDef<Row>[]>(() => columns.map((column) => toColDef(column, intl)), [columns, intl]);
  const defaultColDef = useMemo<ColDef<Row>>(() => {
    const opener = rowOpenerOf(columns);
    return {
      wrapText: true,
      // Rows grow with wrapped text unless the page gives fixed heights (spec section 9).
      autoHeight: rowHeight === undefined,
      resizable: true,
      minWidth: 80,
      suppressKeyboardEvent: (params) => handleCellKey({ event: params.event, data: params.data, colId: params.column.getColId() }, opener),
    };
  }, [rowHeight, columns]);
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () =>
      selectable
        ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'filtered', enableClickSelection: false }
        : undefined,
    [selectable],
  );
  // The checkbox column stays beside a pinned identifying column instead of scrolling away from it.
  const selectionColumnDef = useMemo(() => (columns.some((column) => column.pinned) ? { pinned: 'left' as const } : undefined), [columns]);
  const getGridRowId = useCallback((params: GetRowIdParams<Row>) => getRowId(params.data), [getRowId]);
  const getRowHeight = useMemo(
    () => (rowHeight ? (params: RowHeightParams<Row>) => (params.data ? rowHeight(params.data) : undefined) : undefined),
    [rowHeight],
  );

  const applySelection = useCallback((gridApi: GridApi<Row>) => {
    // Our own changes must not be reported back as user changes (they would echo half-done states).
    syncingRef.current = true;
    try {
      syncGridSelection(gridApi, new Set(selectedIdsRef.current));
    } finally {
      syncingRef.current = false;
    }
  }, []);

  useEffect(() => {
    if (api && selectable) {
      applySelection(api);
    }
  }, [api, selectable, selectedIds, applySelection]);

  // The sort given (from the address, on Back too) is the one shown; a new grid (another language) shows it again.
  const sortColId = sort?.colId;
  const sortDirection = sort?.direction;
  useEffect(() => {
    if (!api || sortRef.current === undefined) return;
    const wanted = sortColId && sortDirection ? { colId: sortColId, direction: sortDirection } : null;
    if (!sameSort(gridSort(api.getColumnState()), wanted)) {
      applyGridSort(api, wanted);
    }
  }, [api, sortColId, sortDirection]);

  const onSortChanged = useCallback((event: SortChangedEvent<Row>) => {
    const next = gridSort(event.api.getColumnState());
    if (sortRef.current !== undefined && !sameSort(next, sortRef.current ?? null)) {
      onSortChangeRef.current?.(next);
    }
  }, []);

  const onSelectionChanged = useCallback((event: SelectionChangedEvent<Row>) => {
    if (syncingRef.current) {
      return;
    }
    const ids = event.api.getSelectedNodes().flatMap((node) => (node.id === undefined ? [] : [node.id]));
    if (!sameIds(ids, selectedIdsRef.current)) {
      onSelectionChangeRef.current?.(ids);
    }
  }, []);


  const onModelUpdated = useCallback(
    (gridApi: GridApi<Row>) => {
      // The empty model of a grid still waiting for its rows says nothing about them.
      if (gridApi.isDestroyed() || gridRowsRef.current === undefined) {
        return;
      }
      applySelection(gridApi);
      const ids: string[] = [];
      gridApi.forEachNodeAfterFilterAndSort((node) => {
        if (node.id !== undefined) {
          ids.push(node.id);
        }
      });
      setDisplayedCount(ids.length);
      const previous = filteredIdsRef.current;
      if (!previous || previous.length !== ids.length || previous.some((id, index) => id !== ids[index])) {
        filteredIdsRef.current = ids;
        onFilteredIdsChangeRef.current?.(ids);
      }
    },
    [applySelection],
  );

  // Invisible (but laid out) from the first rows until their heights stop changing; a loading grid stays visible.
  const [settled, setSettled] = useState(false);
  const hasRows = gridRows !== undefined;
  const onLayoutSettledRef = useRef(onLayoutSettled);
  useEffect(() => {
    onLayoutSettledRef.current = onLayoutSettled;
  });
  useEffect(() => {
    const container = containerRef.current;
    if (settled || !api || !hasRows || !container) return undefined;
    return whenHeightSettles(container, () => {
      setSettled(true);
      onLayoutSettledRef.current?.();
    });
  }, [settled, api, hasRows]);

  const onGridReady = useCallback((event: GridReadyEvent<Row>) => setApi(event.api), []);
  const onBodyScroll = useCallback(
    (event: BodyScrollEvent<Row>) => {
      if (event.direction === 'horizontal') {
        onHorizontalScroll(event.left);
      }
    },
    [onHorizontalScroll],
  );
  const handleRowClicked = useCallback(
    (event: RowClickedEvent<Row>) => {
      // A click on a checkbox, link or button in the row does its own thing, not the row's.
      const target = event.event?.target;
      if (target instanceof Element && target.closest('button, a, input, .ag-selection-checkbox')) {
        return;
      }
      if (event.data !== undefined) {
        onRowClicked?.(event.data);
      }
    },
    [onRowClicked],
  );

  return (
    <div
      ref={containerRef}
      className={hasRows && !settled ? `${styles.container} ${styles.settling}` : styles.container}
      role="region"
      aria-label={tableName}
    >
      <AgGridReact<Row>
        // A new language re-creates the grid: ag-grid reads its texts (and its tooltip trigger) when it builds its parts.
        key={`${intl.locale}:${tooltip.trigger}`}
        modules={dataTableModules}
        theme={dataTableTheme}
        // The theme's <style> elements carry the page's nonce (Content-Security-Policy style-src).
        styleNonce={styleNonce()}
        rowData={gridRows ?? []}
        loading={gridRows === undefined}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={getGridRowId}
        getRowHeight={getRowHeight}
        domLayout="autoHeight"
        quickFilterText={searchText}
        // Columns hidden in the column chooser are still searched (a custom field finds its row).
        includeHiddenColumnsInQuickFilter
        pagination
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
        // An empty table has no pages: no 'Side 0 af 0' under the empty text.
        suppressPaginationPanel={displayedCount === 0}
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
        onModelUpdated={(event) => onModelUpdated(event.api)}
        {...swipeHint.overflowEvents}
        onBodyScroll={onBodyScroll}
        onRowClicked={onRowClicked ? handleRowClicked : undefined}
      />
      <VisuallyHidden>
        <span role="status">{gridRows !== undefined && displayedCount === 0 ? emptyText : ''}</span>
      </VisuallyHidden>
      {/* Not over the empty-table text. */}
      <SwipeHint visible={swipeHint.visible && gridRows !== undefined && gridRows.length > 0} />
    </div>
  );
}
