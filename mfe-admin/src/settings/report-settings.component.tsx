import { useId, useState } from 'react';
import { Button, useErrorMessage, useT } from '@portal/shared';
import { rotateQrLabels, saveCustomerSettings, useCustomerSettings } from './settings.resource';
import styles from './report-settings.module.css';

/**
 * The administration page's fault-report settings (ADR 0054): whether guests may report by a unit's QR label (a
 * switch, off by default), and the rotation that makes every printed label stop working (asked twice).
 */
export function ReportSettings() {
  const t = useT();
  const errorText = useErrorMessage();
  const headingId = useId();
  const hintId = useId();
  const { data, mutate, customerId } = useCustomerSettings();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const toggle = async () => {
    if (!customerId || !data || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveCustomerSettings(customerId, { guestReports: !data.guestReports });
      await mutate(saved, { revalidate: false });
      setMessage({ text: t(saved.guestReports ? 'admin.settings.guestReportsOn' : 'admin.settings.guestReportsOff'), error: false });
    } catch (failure) {
      setMessage({ text: errorText(failure, t('admin.settings.failed')), error: true });
    } finally {
      setBusy(false);
    }
  };

  const rotate = async () => {
    if (!customerId || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await rotateQrLabels(customerId);
      setConfirming(false);
      setMessage({ text: t('admin.settings.rotated'), error: false });
    } catch (failure) {
      setMessage({ text: errorText(failure, t('admin.settings.failed')), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('admin.settings.title')}
      </h2>
      <div className={styles.row}>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={data?.guestReports ?? false}
          aria-describedby={hintId}
          disabled={!data || busy}
          onClick={() => void toggle()}
          data-testid="guest-reports-switch"
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {t('admin.settings.guestReports')}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('admin.settings.guestReportsHint')}
      </p>
      <div className={styles.row}>
        {confirming ? (
          <>
            <span>{t('admin.settings.rotateConfirm')}</span>
            <Button variant="danger" busy={busy} onClick={() => void rotate()}>
              {t('admin.settings.rotateYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('admin.settings.rotateNo')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('admin.settings.rotate')}
          </Button>
        )}
      </div>
      <p className={styles.hint}>{t('admin.settings.rotateHint')}</p>
      {message ? (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
