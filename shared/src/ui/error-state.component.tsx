import { Button, useErrorMessage, useT } from '@portal/shared/core';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  error: unknown;
  /** Dictionary key of the text shown when the error carries no message of the API. */
  fallbackKey: string;
  /** Loads what failed again ("Prøv igen"); without it there is no button. */
  onRetry?: () => void;
}

/**
 * A failed load, in place of what could not be shown (announced as an alert): the API's message or the
 * part's own text in the user's language, and "Prøv igen" when the part can load again. Every remote's
 * error state is this one.
 */
export function ErrorState({ error, fallbackKey, onRetry }: ErrorStateProps) {
  const t = useT();
  const errorText = useErrorMessage();
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{errorText(error, t(fallbackKey))}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
