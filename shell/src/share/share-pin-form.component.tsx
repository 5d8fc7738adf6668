import { useId, useState, type FormEvent } from 'react';
import { Button, isApiError, useErrorMessage, useT } from '@portal/shared/core';
import { shareLinkPinPattern } from '@portal/shared/share-rules';
import { unlockWithPin } from './share.resource';
import styles from './share.module.css';

/** Asks for the PIN the sender gave apart from the link, and exchanges it for the key the page's calls carry. */
export function SharePinForm({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const t = useT();
  const errorText = useErrorMessage();
  const id = useId();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shareLinkPinPattern.test(pin)) {
      setError(t('shell.share.pinFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onUnlocked((await unlockWithPin(token, pin)).key);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) setError(t('shell.share.pinWrong'));
      else if (isApiError(failure) && failure.status === 429) setError(t('shell.share.pinTooMany'));
      else setError(errorText(failure, t('shell.share.failed')));
      setBusy(false);
    }
  };

  return (
    <form className={styles.pinForm} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={styles.heading}>{t('shell.share.pinTitle')}</h1>
      <p>{t('shell.share.pinIntro')}</p>
      <label htmlFor={id} className={styles.label}>
        {t('shell.share.pin')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={pin}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
        autoFocus
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('shell.share.unlock')}
      </Button>
    </form>
  );
}
