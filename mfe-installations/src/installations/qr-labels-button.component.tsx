import { useState } from 'react';
import { Button, downloadApiFile, useErrorMessage, useT } from '@portal/shared';
import styles from './installations.module.css';

/**
 * Downloads the location's QR label sheets (a PDF of 3 × 8 labels of 70 × 37 mm, one per unit): the call needs
 * the Bearer header, so the file is fetched and handed to the browser as a download.
 */
export function QrLabelsButton({ customerId, locationCode }: { customerId: string | null; locationCode: string | null }) {
  const t = useT();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    if (!customerId || !locationCode) return;
    setBusy(true);
    setError(null);
    try {
      await downloadApiFile(`/installation/${encodeURIComponent(customerId)}/location/${encodeURIComponent(locationCode)}/qr-labels.pdf`, `QR-${locationCode}.pdf`);
    } catch (failure) {
      setError(errorText(failure, t('installations.qrLabels.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" busy={busy} disabled={!locationCode} onClick={() => void download()} title={t('installations.qrLabels.hint')}>
        {t('installations.qrLabels.download')}
      </Button>
      {error ? (
        <span role="alert" className={styles.qrLabelsError}>
          {error}
        </span>
      ) : null}
    </>
  );
}
