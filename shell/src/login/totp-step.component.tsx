import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, useT, type TotpEnrolment } from '@portal/shared/core';
import { TotpKey } from '@portal/shared/two-factor';
import styles from './login.module.css';

/**
 * The sign-in's second step (ADR 0057): the code from the authenticator app or a recovery code. With
 * `enrolment` (the customer requires two-factor and the user has none yet) it shows the new key first.
 */
export function TotpStep({
  enrolment,
  intro,
  error,
  busy,
  onSubmit,
  onBack,
}: {
  enrolment: TotpEnrolment | undefined;
  intro: string;
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A refused code: the field is emptied and focused for the next try.
  useEffect(() => {
    if (error) {
      setCode('');
      input.current?.focus();
    }
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-code-title">
      <h1 id="login-code-title">{t(enrolment ? 'shell.login.enrolTitle' : 'shell.login.codeTitle')}</h1>
      <p className={styles.intro}>{intro}</p>
      {enrolment ? <TotpKey enrolment={enrolment} /> : null}
      <div className={styles.field}>
        <label htmlFor="login-code">{t('shell.login.code')}</label>
        <input
          id="login-code"
          ref={input}
          name="totp"
          autoComplete="one-time-code"
          inputMode={enrolment ? 'numeric' : 'text'}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-code-error login-code-hint' : 'login-code-hint'}
          required
          autoFocus
        />
        <span id="login-code-hint" className={styles.hint}>
          {t(enrolment ? 'shell.login.codeHintEnrol' : 'shell.login.codeHint')}
        </span>
      </div>
      {error ? (
        <p id="login-code-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('shell.login.codeSubmit')}
      </Button>
      <Button variant="link" onClick={onBack}>
        {t('shell.login.back')}
      </Button>
    </form>
  );
}
