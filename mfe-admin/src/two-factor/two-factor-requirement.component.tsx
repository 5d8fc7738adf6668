import { useId, useState } from 'react';
import { useErrorMessage, useT } from '@portal/shared';
import { setTwoFactorRequirement, useTwoFactorRequirement } from './two-factor.resource';
import styles from './two-factor.module.css';
import cardStyles from '../card.module.css';

/**
 * The Admins' setting on /brugere: require two-factor sign-in of every password user of the customer. A user
 * without it sets it up at the next sign-in (ADR 0057). Saved when changed.
 */
export function TwoFactorRequirementSetting() {
  const t = useT();
  const describeError = useErrorMessage();
  const { data, mutate, customerId } = useTwoFactorRequirement();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (!data || !customerId) return null;
  const change = async (required: boolean) => {
    setBusy(true);
    setMessage(null);
    // The box shows the choice at once; a refusal puts it back.
    void mutate({ ...data, required }, { revalidate: false });
    try {
      await mutate(await setTwoFactorRequirement(customerId, required), { revalidate: false });
      setMessage({ text: t(required ? 'admin.twoFactor.requiredOn' : 'admin.twoFactor.requiredOff'), error: false });
    } catch (failure) {
      void mutate(data, { revalidate: false });
      setMessage({ text: describeError(failure, t('admin.twoFactor.failed')), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${cardStyles.card} ${styles.section}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.twoFactor.title')}</h2>
      <label className={styles.requirement} htmlFor={id}>
        <input id={id} type="checkbox" checked={data.required} disabled={busy} onChange={(event) => void change(event.target.checked)} />
        {t('admin.twoFactor.require')}
      </label>
      <p className={styles.hint}>{t('admin.twoFactor.requireHint')}</p>
      {message && (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
