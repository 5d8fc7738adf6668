import { useIntl } from 'react-intl';
import { Select, useT } from '@portal/shared';
import type { DataTableColumn } from '../data-table-column';
import type { TableSort } from '../table-sort';
import { columnIdOf, sortableColumns } from './card-rows';
import styles from './cards.module.css';

export interface CardSortProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
}

const defaultOrder = '';

/** The cards' sort (what a click on a grid header does): a column of the sortable ones and the direction. */
export function CardSort<Row>({ columns, sort, onSortChange }: CardSortProps<Row>) {
  const intl = useIntl();
  const t = useT();
  const sortable = sortableColumns(columns);
  if (sortable.length === 0) return null;
  const options = [
    { value: defaultOrder, label: t('table.cards.defaultOrder') },
    ...sortable.map((column) => ({ value: columnIdOf(column), label: column.headerText ?? intl.formatMessage({ id: column.headerKey }) })),
  ];
  const direction = sort?.direction ?? 'asc';
  return (
    <div className={styles.sort}>
      <Select
        label={t('table.cards.sortBy')}
        options={options}
        value={sort?.colId ?? defaultOrder}
        onChange={(colId) => onSortChange(colId === defaultOrder ? null : { colId, direction })}
      />
      <Select
        label={t('table.cards.direction')}
        options={[
          { value: 'asc', label: t('table.cards.ascending') },
          { value: 'desc', label: t('table.cards.descending') },
        ]}
        value={direction}
        disabled={!sort}
        onChange={(value) => sort && onSortChange({ colId: sort.colId, direction: value === 'desc' ? 'desc' : 'asc' })}
      />
    </div>
  );
}
