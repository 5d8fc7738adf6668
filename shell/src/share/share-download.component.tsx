import { useState } from 'react';
import { Button, VisuallyHidden, isApiError, useErrorMessage, useT } from '@portal/shared/core';
import { downloadShared, type ShareAccess } from './share.resource';
import styles from './share.module.css';

export interface ShareDownloadProps {
  access: ShareAccess;
  /** Under the link's public path, e.g. `files/12`. */
  path: string;
  fileName: string;
  label: string;
  /** Said to screen readers after the label, where the label alone repeats (each location's statement). */
  labelSuffix?: string;
  primary?: boolean;
  /** The link ended or its key no longer holds (410, 401): the page asks again. */
  onAccessLost: () => void;
}

/** One download of the link: busy while the file comes, and a refusal said beside it, never a silent failure. */
export function ShareDownload({ access, path, fileName, label, labelSuffix, primary = false, onAccessLost }: ShareDownloadProps) {
  const t = useT();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadShared(access, path, fileName);
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 410 || failure.status === 401)) onAccessLost();
      else if (isApiError(failure) && failure.status === 429) setError(t('shell.share.tooMany'));
      else setError(errorText(failure, t('shell.share.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.downloadItem}>
      <Button variant={primary ? 'primary' : 'link'} busy={busy} onClick={() => void download()}>
        {label}
        {labelSuffix ? <VisuallyHidden> – {labelSuffix}</VisuallyHidden> : null}
      </Button>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
