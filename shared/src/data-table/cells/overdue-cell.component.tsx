import type { CustomCellRendererProps } from 'ag-grid-react';
import { useT } from '@portal/shared';
import styles from './cells.module.css';

export interface OverdueCellProps<Row> extends Pick<CustomCellRendererProps<Row>, 'data'> {
  isOverdue: (row: Row) => boolean;
}

export function OverdueCell<Row>({ data, isOverdue }: OverdueCellProps<Row>) {
  const t = useT();
  if (data === undefined || !isOverdue(data)) {
    return null;
  }
  return <span role="img" aria-label={t('table.overdue')} title={t('table.overdue')} className={styles.overdue} />;
}
