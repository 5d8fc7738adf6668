import { useT, type InstallationStatusColour } from '@portal/shared';
import styles from './installations.module.css';

/** Spec section 9: green ok, yellow overdue inspections, red issues on the unit; a dot and its meaning in words. */
export function StatusColourCell({ status }: { status: InstallationStatusColour }) {
  const t = useT();
  return (
    <span className={styles.status} data-status={status}>
      <span className={`${styles.dot} ${styles[status]}`} aria-hidden="true" />
      {t(`installations.status.${status}`)}
    </span>
  );
}
