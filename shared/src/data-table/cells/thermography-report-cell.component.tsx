import type { CustomCellRendererProps } from 'ag-grid-react';
import { useT, VisuallyHidden } from '@portal/shared';
import styles from './cells.module.css';

export interface ThermographyReportCellProps<Row> extends Pick<CustomCellRendererProps<Row>, 'data'> {
  fileName: (row: Row) => string | undefined;
  fileUrl: (row: Row) => string | undefined;
}

/** The report file's name, opening the file in a new tab (the grid stays where it was). */
export function ThermographyReportCell<Row>({ data, fileName, fileUrl }: ThermographyReportCellProps<Row>) {
  const t = useT();
  const url = data === undefined ? undefined : fileUrl(data);
  if (data === undefined || !url) {
    return null;
  }
  const name = fileName(data) || url;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {name}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
