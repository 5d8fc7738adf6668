import { useEffect, useId, useRef } from 'react';
import { Button, useT } from '@portal/shared';
import styles from './table-footer.module.css';

export interface TableFooterProps {
  selectedCount: number;
  /** Every row of the current search is selected. */
  allSelected: boolean;
  /** Selects (true) or deselects (false) all rows of the current search. */
  onSelectAllChange: (selected: boolean) => void;
  /** Opens the download-reports modal. */
  onDownloadReports: () => void;
  /** No rows to select (e.g. an empty search result). */
  selectAllDisabled?: boolean;
}

/** Select-all, the selected count and the download-reports button under a list table. */
export function TableFooter({ selectedCount, allSelected, onSelectAllChange, onDownloadReports, selectAllDisabled = false }: TableFooterProps) {
  const t = useT();
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Some but not all selected: the mixed state tells that a click selects the rest.
    if (checkboxRef.current) {
      checkboxRef.current.indeterminate = selectedCount > 0 && !allSelected;
    }
  }, [selectedCount, allSelected]);

  return (
    <div className={styles.footer}>
      <span className={styles.selectAll}>
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          checked={allSelected}
          disabled={selectAllDisabled}
          onChange={(event) => onSelectAllChange(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{t('table.selectAll')}</label>
      </span>
      <span className={styles.count} aria-live="polite">
        {t('table.selectedCount', { count: selectedCount })}
      </span>
      <Button variant="primary" disabled={selectedCount === 0} onClick={onDownloadReports}>
        {t('table.downloadReports')}
      </Button>
    </div>
  );
}
