import { useCallback, useState } from 'react';
import { useSession } from '@portal/shared';
import type { DataTableProps, TableSort } from '../data-table.component';
import type { TableHeaderProps } from '../table-header.component';
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
  tableProps: Pick<DataTableProps<unknown>, 'searchText' | 'selectable' | 'selectedIds' | 'onSelectionChange' | 'onFilteredIdsChange' | 'onSortChange' | 'onLayoutSettled'>;
  /** The page's search and the table's sorted column: the part of an export's parameters the kit keeps (ExportMenu). */
  exportView: { q: string; sort: string | undefined; dir: 'asc' | 'desc' | undefined };
  /**
   * The table's first rows are at their final height: ListPageFooter is shown from then on, so it never
   * jumps down while the table grows on the page's first load (CLS).
   */
  tableSettled: boolean;
}

/**
 * The state every list page keeps (spec section 2, List pages): the search from `?tableSearchQuery=`,
 * the filter tabs, the row selection (cleared on a new tab or location) and the download dialog.
 */
export function useListPage<TabId extends string = string>(initialTab: TabId = 'all' as TabId): ListPage<TabId> {
  const { customerId, locationCode } = useSession();
  const search = useSearchParam();
  const [tab, setTab] = useState<TabId>(initialTab);
  const selection = useTableSelection();
  const { clear } = selection;
  const [bundleOpen, setBundleOpen] = useState(false);
  const [tableSettled, setTableSettled] = useState(false);
  const [sort, setSort] = useState<TableSort | null>(null);
  const onLayoutSettled = useCallback(() => setTableSettled(true), []);
  useLocationReset(clear);

  const onTabChange = useCallback(
    (id: string) => {
      setTab(id as TabId);
      // Another tab is another table: its sort starts over, as the grid does.
      setSort(null);
      clear();
    },
    [clear],
  );

  return {
    customerId,
    locationCode,
    tab,
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
      onSortChange: setSort,
      onLayoutSettled,
    },
    exportView: { q: search.searchText, sort: sort?.column, dir: sort?.direction },
  };
}
