import { useT } from '@portal/shared/core';
import styles from './check-mark.module.css';

export interface CheckMarkProps {
  checked: boolean;
  /** What was checked ('Batterier kontrolleret'): the mark's accessible name. */
  label: string;
}

/**
 * A checklist line's result as a report shows it: a drawn tick in a filled box with "Ja", or an empty box
 * with "Nej". Read-only (role checkbox with aria-readonly): a greyed-out disabled checkbox is hard to tell
 * ticked from not.
 */
export function CheckMark({ checked, label }: CheckMarkProps) {
  const t = useT();
  return (
    <span role="checkbox" aria-checked={checked} aria-readonly="true" aria-label={label} className={checked ? `${styles.mark} ${styles.checked}` : styles.mark}>
      <span className={styles.box} aria-hidden="true">
        {checked ? '✓' : ''}
      </span>
      <span aria-hidden="true">{checked ? t('common.yes') : t('common.no')}</span>
    </span>
  );
}
