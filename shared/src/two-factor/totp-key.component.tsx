import { useT, type TotpEnrolment } from '@portal/shared/core';
import styles from './two-factor.module.css';

/** A new authenticator key: its QR code (an image made by the server) and the key in text for typing in. */
export function TotpKey({ enrolment }: { enrolment: Pick<TotpEnrolment, 'secret' | 'qrCode'> }) {
  const t = useT();
  // Groups of four, as authenticator apps show keys; the app ignores the spaces.
  const grouped = enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className={styles.key}>
      <p className={styles.note}>{t('common.twoFactor.scanIntro')}</p>
      <img className={styles.qr} src={enrolment.qrCode} alt={t('common.twoFactor.qrAlt')} width={184} height={184} />
      <p className={styles.note}>{t('common.twoFactor.keyIntro')}</p>
      <code className={styles.secret} data-testid="totp-secret" data-secret={enrolment.secret}>
        {grouped}
      </code>
    </div>
  );
}
