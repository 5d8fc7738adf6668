import { useErrorMessage, useT } from '@portal/shared/core';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  error: unknown;
  /** Dictionary key of the text shown when the error carries no message of the API. */
  fallbackKey: string;
}

/** A failed load or action, in place of what could not be shown (announced as an alert). */
export function ErrorState({ error, fallbackKey }: ErrorStateProps) {
  const t = useT();
  const errorText = useErrorMessage();
  return (
    <p role="alert" className={styles.error}>
      {errorText(error, t(fallbackKey))}
    </p>
  );
}
