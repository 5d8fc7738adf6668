import type { CustomCellRendererProps } from 'ag-grid-react';
import { useT } from '@portal/shared';
import type { ReportLink } from '../data-table-column';
import styles from './cells.module.css';

export interface ReportLinksCellProps<Row> extends Pick<CustomCellRendererProps<Row>, 'data'> {
  links: readonly ReportLink<Row>[];
}

/** The reports column's width: room for the longest label, German "Kontrollschema", on one line. */
export const reportLinksColumnWidth = { width: 128, minWidth: 124 } as const;

/** One button per report the row has (issue report, service report, control schema). */
export function ReportLinksCell<Row>({ data, links }: ReportLinksCellProps<Row>) {
  const t = useT();
  if (data === undefined) {
    return null;
  }
  const available = links.filter((link) => link.isAvailable(data));
  if (available.length === 0) {
    return null;
  }
  return (
    <span className={styles.reportLinks}>
      {available.map((link) => (
        <button key={link.labelKey} type="button" className={styles.linkButton} onClick={() => link.onClick(data)}>
          {t(link.labelKey)}
        </button>
      ))}
    </span>
  );
}
