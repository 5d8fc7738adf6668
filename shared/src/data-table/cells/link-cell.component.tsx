import type { CustomCellRendererProps } from 'ag-grid-react';
import styles from './cells.module.css';

export interface LinkCellProps<Row> extends Pick<CustomCellRendererProps<Row>, 'data' | 'value'> {
  onClick: (row: Row) => void;
}

/** The cell value as a button styled as a link: it opens something (an overlay), it goes nowhere. */
export function LinkCell<Row>({ data, value, onClick }: LinkCellProps<Row>) {
  if (data === undefined || value == null || value === '') {
    return null;
  }
  return (
    <button type="button" className={styles.linkButton} onClick={() => onClick(data)}>
      {String(value)}
    </button>
  );
}
