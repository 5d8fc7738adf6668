import { useId, useState, type FormEvent } from 'react';
import { Button, Spinner, isApiError, useErrorMessage, useT, type TotpEnrolment } from '@portal/shared';
import { RecoveryCodes, TotpKey } from '@portal/shared/two-factor';
import { confirmTotp, disableTotp, enrolTotp, useTwoFactorStatus } from './two-factor.resource';
import styles from './two-factor.module.css';
import cardStyles from '../card.module.css';

type Message = { text: string; error: boolean } | null;

/** A refusal's text: the API's dictionary key in the user's language when it sent one. */
function useRefusal(): (failure: unknown) => string {
  const t = useT();
  const describeError = useErrorMessage();
  return (failure) => (isApiError(failure) && failure.key?.startsWith('common.twoFactor.') ? t(failure.key) : describeError(failure, t('admin.twoFactor.failed')));
}

/**
 * The profile's two-factor sign-in (ADR 0057): set up with a QR code or the key and a first code, then the
 * ten recovery codes once; turned off with a current code unless a customer of the user requires it.
 */
export function TwoFactorSection() {
  const t = useT();
  const { data: status, error, mutate } = useTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const refusal = useRefusal();

  const start = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setEnrolment(await enrolTotp());
    } catch (failure) {
      setMessage({ text: refusal(failure), error: true });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (error) body = <p className={styles.error}>{t('admin.twoFactor.failed')}</p>;
  else if (!status) body = <Spinner label={t('common.loading')} />;
  else if (recoveryCodes) {
    body = (
      <>
        <p role="status" className={styles.message}>
          {t('admin.twoFactor.turnedOn')}
        </p>
        <RecoveryCodes codes={recoveryCodes} />
        <div>
          <Button onClick={() => setRecoveryCodes(null)}>{t('admin.twoFactor.done')}</Button>
        </div>
      </>
    );
  } else if (enrolment) {
    body = (
      <ConfirmForm
        enrolment={enrolment}
        onConfirmed={(codes) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
          void mutate();
        }}
        onCancel={() => setEnrolment(null)}
      />
    );
  } else if (status.enabled) {
    body = (
      <>
        <p>{t('admin.twoFactor.on', { count: status.recoveryCodesLeft })}</p>
        {status.required ? (
          <p className={styles.hint}>{t('common.twoFactor.requiredByCustomer')}</p>
        ) : (
          <DisableForm
            onDisabled={() => {
              setMessage({ text: t('admin.twoFactor.turnedOff'), error: false });
              void mutate();
            }}
          />
        )}
      </>
    );
  } else {
    body = (
      <>
        <p>{t(status.required ? 'admin.twoFactor.offRequired' : 'admin.twoFactor.off')}</p>
        <div>
          <Button busy={busy} onClick={() => void start()}>
            {t('admin.twoFactor.start')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={`${cardStyles.card} ${styles.section}`} aria-labelledby="admin-two-factor-title">
      <h2 id="admin-two-factor-title">{t('admin.twoFactor.title')}</h2>
      {body}
      {message && (
        <p className={message.error ? styles.error : styles.message} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function ConfirmForm({ enrolment, onConfirmed, onCancel }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const refusal = useRefusal();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setFailure(t('common.twoFactor.codeRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      onConfirmed((await confirmTotp(code.replace(/\s/g, ''))).recoveryCodes);
    } catch (error) {
      setFailure(refusal(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TotpKey enrolment={enrolment} />
      <label htmlFor={id}>{t('admin.twoFactor.code')}</label>
      <input
        id={id}
        className={styles.code}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={failure ? true : undefined}
        autoFocus
      />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('admin.twoFactor.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const t = useT();
  const refusal = useRefusal();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length < 6) {
      setFailure(t('common.twoFactor.codeRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await disableTotp(code.trim());
      onDisabled();
    } catch (error) {
      setFailure(refusal(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{t('admin.twoFactor.turnOffCode')}</label>
      <input id={id} className={styles.code} name="totp" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div>
        <Button variant="secondary" type="submit" busy={busy}>
          {t('admin.twoFactor.turnOff')}
        </Button>
      </div>
    </form>
  );
}
