import { useCulture, Button } from '@portal/shared/core';
import { isIncompatibleRemoteError } from './incompatible-remote.error';
import { remoteErrorTexts } from './remote-error.texts';
import { isLoadFailure } from './retry-load';
import styles from './remote-error.module.css';

interface RemoteErrorProps {
  /** What failed. A load failure (chunk, remote, no answer) shows the translated "server could not be reached". */
  error?: unknown;
  /** Technical detail for support, shown small under the title (when the error is not a load failure). */
  detail?: string;
  /** Loads the failed part again ("Prøv igen"); without it there is no button. */
  onRetry?: () => void;
}

/**
 * The message a part of the portal shows when it could not load or crashed, in the active language. Works
 * without a dictionary (see remote-error.texts.ts).
 */
export function RemoteError({ error, detail, onRetry }: RemoteErrorProps) {
  const texts = remoteErrorTexts[useCulture()];
  const unreachable = isLoadFailure(error);
  const shownDetail = unreachable
    ? texts['common.unreachable']
    : isIncompatibleRemoteError(error)
      ? texts[error.incompatibleWith === 'federation' ? 'common.incompatibleFederation' : 'common.incompatibleVersion']
          .replace('{built}', error.built)
          .replace('{expected}', error.expected)
      : (detail ?? (error instanceof Error ? error.message : undefined));
  return (
    <div role="alert" className={styles.remoteError}>
      <strong>{texts['common.partNotLoaded']}</strong>
      {shownDetail ? <small className={unreachable || isIncompatibleRemoteError(error) ? undefined : styles.detail}>{shownDetail}</small> : null}
      {onRetry && !isIncompatibleRemoteError(error) ? (
        <Button variant="secondary" className={styles.retry} onClick={onRetry}>
          {texts['common.tryAgain']}
        </Button>
      ) : null}
    </div>
  );
}
