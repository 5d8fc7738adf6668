import { useState } from 'react';
import { Button, OverlayMessage, useErrorMessage, useT } from '@portal/shared';

/**
 * A report download button: the PDF opens in a new tab. Spec section 8: a failure is logged and the
 * spinner ends ('Done'); the overlay also says so.
 */
export function DownloadButton({ labelKey, download, testId }: { labelKey: string; download: () => Promise<void>; testId?: string }) {
  const t = useT();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      console.error(failure);
      setError(errorText(failure, t('tasks.report.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => void run()} data-testid={testId}>
        {t(labelKey)}
      </Button>
      {error ? <OverlayMessage tone="error">{error}</OverlayMessage> : null}
    </>
  );
}
