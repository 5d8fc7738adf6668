import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@portal/shared';
import type { DataTableProps } from '../data-table.component';
import type { TableHeaderProps } from '../table-header.component';
import { formatSortParam, parseSortParam, sortParamName, type TableSort } from '../table-sort';
import { useTableSelection, type TableSelection } from '../use-table-selection';
import { useLocationReset } from './use-location-reset';
import { useSearchParam } from './use-search-param';

export interface ListPage<TabId extends string> {
  customerId: string | null;
  locationCode: string | null;
  tab: TabId;
  selection: TableSelection;
  /** The download-reports dialog. */
  bundleOpen: boolean;
  setBundleOpen: (open: boolean) => void;
  /** Spread into TableHeader: search text, filter area and tabs. */
  headerProps: Pick<TableHeaderProps, 'filtersOpen' | 'onFiltersOpenChange' | 'searchText' | 'onSearchTextChange' | 'activeTab' | 'onTabChange'>;
  /** Spread into DataTable: the search, the controlled selection and when its first rows are laid out. */
  tableProps: Pick<
    DataTableProps<unknown>,
    'searchText' | 'selectable' | 'selectedIds' | 'onSelectionChange' | 'onFilteredIdsChange' | 'onLayoutSettled' | 'sort' | 'onSortChange'
  >;
  /** The rows' sort as the address has it (`?sort=-created`), null for the rows' own order. */
  sort: TableSort | null;
  /** The page's search and the table's sorted column: the part of an export's parameters the kit keeps (ExportMenu). */
  exportView: { q: string; sort: string | undefined; dir: 'asc' | 'desc' | undefined };
  /**
   * The table's first rows are at their final height: ListPageFooter is shown from then on, so it never
   * jumps down while the table grows on the page's first load (CLS).
   */
  tableSettled: boolean;
}

/** The query parameter that holds a list's filter tab (`?tab=thermography`); the first tab has none. */
export const tabParamName = 'tab';

/**
 * The state every list page keeps (spec section 2, List pages): the search from `?tableSearchQuery=`,
 * the filter tab (`?tab=`, one of `tabIds`), the sort (`?sort=`), the row selection (cleared on a new tab or
 * location) and the download dialog. Search, tab and sort live in the address, so a reload, Back or a shared
 * link shows the same rows; they replace the history entry rather than adding one.
 */
export function useListPage<TabId extends string = string>(initialTab: TabId = 'all' as TabId, tabIds: readonly TabId[] = []): ListPage<TabId> {
  const { customerId, locationCode } = useSession();
  const search = useSearchParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get(tabParamName);
  const tab = tabIds.find((id) => id === tabParam) ?? initialTab;
  const sortParam = searchParams.get(sortParamName);
  const sort = useMemo(() => parseSortParam(sortParam), [sortParam]);
  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const selection = useTableSelection();
  const { clear } = selection;
  const [bundleOpen, setBundleOpen] = useState(false);
  const [tableSettled, setTableSettled] = useState(false);
  const onLayoutSettled = useCallback(() => setTableSettled(true), []);
  useLocationReset(clear);

  const onTabChange = useCallback(
    (id: string) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === initialTab) next.delete(tabParamName);
          else next.set(tabParamName, id);
          // Another tab is another table: its sort starts over, as the grid does.
          next.delete(sortParamName);
          return next;
        },
        { replace: true },
      );
      clear();
    },
    [clear, setSearchParams, initialTab],
  );
  const onSortChange = useCallback((next: TableSort | null) => setParam(sortParamName, next ? formatSortParam(next) : null), [setParam]);

  return {
    customerId,
    locationCode,
    tab,
    sort,
    selection,
    bundleOpen,
    setBundleOpen,
    tableSettled,
    headerProps: {
      filtersOpen: search.filtersOpen,
      onFiltersOpenChange: search.setFiltersOpen,
      searchText: search.searchText,
      onSearchTextChange: search.setSearchText,
      activeTab: tab,
      onTabChange,
    },
    tableProps: {
      searchText: search.searchText,
      selectable: true,
      selectedIds: selection.selectedIds,
      onSelectionChange: selection.setSelectedIds,
      onFilteredIdsChange: selection.setFilteredIds,
      onLayoutSettled,
      sort,
      onSortChange,
    },
    exportView: { q: search.searchText, sort: sort?.colId, dir: sort?.direction },
  };
}
