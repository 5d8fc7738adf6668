import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden.component';

interface SpinnerProps {
  /** Accessible label; the visual spinner has no text. */
  label?: string;
  size?: 'small' | 'medium';
}

export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={styles.container}>
      <span className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
