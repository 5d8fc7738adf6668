import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, useT } from '@portal/shared';
import type { DataTableProps } from '../data-table.component';
import { defaultPageSize } from '../table-limits';
import type { TableSort } from '../table-sort';
import { DataCardList } from './data-card-list.component';
import { CardPager } from './card-pager.component';
import { searchRows, sortRows } from './card-rows';
import { CardSort } from './card-sort.component';
import styles from './cards.module.css';

const noIds: readonly string[] = [];

const sameOrder = (a: readonly string[] | null, b: readonly string[]) => a !== null && a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * DataTable's card layout (phones: usePhoneLayout): the rows as cards, searched, sorted and paged as the grid does
 * it (the same props: the page's search, sort, selection and footer work alike), without loading the grid.
 */
export function DataTableCards<Row>({
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
  onRowClicked,
  onLayoutSettled,
  sort,
  onSortChange,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const t = useT();
  // Without a sort of the page's, the cards keep their own (as the grid does).
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const shownSort = sort === undefined ? ownSort : sort;
  const changeSort = (next: TableSort | null) => (sort === undefined ? setOwnSort(next) : onSortChange?.(next));

  const shown = useMemo(
    () => (rows === undefined ? undefined : sortRows(searchRows(rows, columns, searchText, intl), columns, shownSort)),
    [rows, columns, searchText, intl, shownSort],
  );
  // Another search or sort starts again at the first page.
  const pagingKey = `${searchText}\n${shownSort?.colId ?? ''}\n${shownSort?.direction ?? ''}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 0 });
  const pages = shown ? Math.max(1, Math.ceil(shown.length / pageSize)) : 1;
  const currentPage = Math.min(paging.key === pagingKey ? paging.page : 0, pages - 1);
  const setPage = (page: number) => setPaging({ key: pagingKey, page });
  const pageRows = shown?.slice(currentPage * pageSize, (currentPage + 1) * pageSize);

  const onFilteredIdsChangeRef = useRef(onFilteredIdsChange);
  const onLayoutSettledRef = useRef(onLayoutSettled);
  useEffect(() => {
    onFilteredIdsChangeRef.current = onFilteredIdsChange;
    onLayoutSettledRef.current = onLayoutSettled;
  });
  const reportedIds = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (!shown) return;
    const ids = shown.map(getRowId);
    if (!sameOrder(reportedIds.current, ids)) {
      reportedIds.current = ids;
      onFilteredIdsChangeRef.current?.(ids);
    }
  }, [shown, getRowId]);
  // Cards have their height as they render (no rows measured in steps): laid out with the first rows.
  const settled = useRef(false);
  const hasRows = rows !== undefined;
  useEffect(() => {
    if (hasRows && !settled.current) {
      settled.current = true;
      onLayoutSettledRef.current?.();
    }
  }, [hasRows]);

  return (
    <div className={styles.table} role="region" aria-label={tableName} data-testid="card-table">
      {/* Nothing to order in fewer than two cards (the empty text alone). */}
      {shown && shown.length > 1 ? <CardSort<Row> columns={columns} sort={shownSort} onSortChange={changeSort} /> : null}
      {pageRows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <DataCardList<Row>
            rows={pageRows}
            columns={columns}
            getRowId={getRowId}
            tableName={tableName}
            empty={pageRows.length === 0}
            selectable={selectable}
            selectedIds={selectedIds}
            onSelectionChange={onSelectionChange}
            onRowClicked={onRowClicked}
          />
          <CardPager page={currentPage} pages={pages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
