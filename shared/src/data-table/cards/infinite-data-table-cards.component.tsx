import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, ErrorState, Spinner, useT } from '@portal/shared';
import type { InfiniteBlockRequest, InfiniteDataTableProps } from '../infinite-data-table.component';
import { defaultPageSize } from '../table-limits';
import type { TableSort } from '../table-sort';
import { DataCardList } from './data-card-list.component';
import { CardSort } from './card-sort.component';
import styles from './cards.module.css';

const noIds: readonly string[] = [];

interface Loaded<Row> {
  rows: Row[];
  /** All rows matching (null before the first block). */
  total: number | null;
  loading: boolean;
  failed: unknown;
}

const toTableSort = (sort: InfiniteBlockRequest['sort']): TableSort | null => (sort ? { colId: sort.column, direction: sort.direction } : null);

/**
 * InfiniteDataTable's card layout (phones: usePhoneLayout): the first block as cards, then "show more" loads the
 * next one through the same `loadBlock` (the total shown), with the sort as a control; no grid is loaded.
 */
export function InfiniteDataTableCards<Row>({
  columns,
  getRowId,
  tableName,
  loadBlock,
  queryKey,
  blockSize = defaultPageSize,
  selectable = false,
  selectedIds = noIds,
  onSelectionChange,
  onRowsChange,
  handleRef,
  initialSort = null,
}: InfiniteDataTableProps<Row>) {
  const t = useT();
  const [sort, setSort] = useState<InfiniteBlockRequest['sort']>(initialSort);
  const [loaded, setLoaded] = useState<Loaded<Row>>({ rows: [], total: null, loading: true, failed: null });
  // The current query's number: an answer for an earlier query (another search or sort) is dropped.
  const generation = useRef(0);
  const state = useRef(loaded);
  const props = useRef({ loadBlock, onRowsChange });
  useEffect(() => {
    props.current = { loadBlock, onRowsChange };
  });

  const sortRef = useRef(sort);
  useEffect(() => {
    sortRef.current = sort;
  });

  const update = useCallback((next: Loaded<Row>) => {
    state.current = next;
    setLoaded(next);
    props.current.onRowsChange?.({ rows: [...next.rows], total: next.total });
  }, []);

  const loadNext = useCallback(
    (query: number) => {
      const current = state.current;
      update({ ...current, loading: true, failed: null });
      props.current.loadBlock({ skip: current.rows.length, take: blockSize, sort: sortRef.current }).then(
        (block) => {
          if (query !== generation.current) return;
          const rows = [...state.current.rows, ...block.rows];
          // A short block before the total (rows removed meanwhile): the list ends here.
          update({ rows, total: block.rows.length < blockSize ? rows.length : block.total, loading: false, failed: null });
        },
        (error: unknown) => {
          if (query !== generation.current) return;
          update({ ...state.current, loading: false, failed: error });
        },
      );
    },
    [blockSize, update],
  );
  // A new query key or sort drops every loaded row and starts again at the first block.
  const sortKey = sort ? `${sort.column}:${sort.direction}` : '';
  useEffect(() => {
    generation.current += 1;
    state.current = { rows: [], total: null, loading: true, failed: null };
    loadNext(generation.current);
  }, [queryKey, sortKey, loadNext]);

  useEffect(() => {
    if (!handleRef) return undefined;
    handleRef.current = {
      updateRow(row) {
        const id = getRowId(row);
        const rows = state.current.rows.map((loadedRow) => (getRowId(loadedRow) === id ? row : loadedRow));
        update({ ...state.current, rows });
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, getRowId, update]);

  const { rows, total, loading, failed } = loaded;
  const more = total !== null && rows.length < total;
  return (
    <div className={styles.table} role="region" aria-label={tableName} data-testid="card-table">
      {total !== 0 && total !== 1 ? (
        <CardSort<Row>
          columns={columns}
          sort={toTableSort(sort)}
          onSortChange={(next) => setSort(next ? { column: next.colId, direction: next.direction } : null)}
        />
      ) : null}
      <DataCardList<Row>
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        tableName={tableName}
        empty={total === 0}
        selectable={selectable}
        selectedIds={selectedIds}
        onSelectionChange={onSelectionChange}
      />
      {failed ? <ErrorState error={failed} fallbackKey="table.cards.loadFailed" onRetry={() => loadNext(generation.current)} /> : null}
      {loading ? <Spinner label={t('common.loading')} /> : null}
      {total !== null && total > 0 ? (
        <div className={styles.more}>
          <span>{t('table.cards.shownOf', { shown: rows.length, total })}</span>
          {more && !loading && !failed ? (
            <Button variant="secondary" onClick={() => loadNext(generation.current)}>
              {t('table.cards.showMore')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
