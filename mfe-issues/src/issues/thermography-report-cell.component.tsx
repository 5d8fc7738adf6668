import { VisuallyHidden, useApiLink, useT } from '@portal/shared';
import styles from './issue-list.module.css';

/** The thermography report of a row: its file name, opening the file in a new tab (the grid stays where it was). */
export function ThermographyReportCell({ fileName, fileUrl }: { fileName: string | null; fileUrl: string | null }) {
  const t = useT();
  const apiLink = useApiLink();
  if (!fileUrl) {
    return null;
  }
  return (
    <a href={apiLink(fileUrl)} target="_blank" rel="noopener noreferrer" className={styles.reportLink}>
      {fileName || fileUrl}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
