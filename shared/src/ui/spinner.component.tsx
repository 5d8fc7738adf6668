import styles from './spinner.module.css';

interface SpinnerProps {
  /** Accessible label; the visual spinner has no text. */
  label?: string;
  size?: 'small' | 'medium';
}

export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={styles.container}>
      <span className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
