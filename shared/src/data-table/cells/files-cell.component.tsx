import type { CustomCellRendererProps } from 'ag-grid-react';
import { useT } from '@portal/shared';
import styles from './cells.module.css';

/** The number of files a cell value stands for: a count or a list of files. */
export function fileCountOf(value: unknown): number {
  if (Array.isArray(value)) {
    return value.length;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function FilesCell({ value }: Pick<CustomCellRendererProps, 'value'>) {
  const t = useT();
  const count = fileCountOf(value);
  if (count === 0) {
    return null;
  }
  return (
    <span className={styles.files} role="img" aria-label={t('table.fileCount', { count })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.icon}>
        <path
          fill="currentColor"
          d="M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5z"
        />
      </svg>
      <span aria-hidden="true">{count}</span>
    </span>
  );
}
