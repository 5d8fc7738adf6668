import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, useErrorMessage, useT } from '@portal/shared';
import { usePageTitle } from '../routing/use-page-title';
import { shellRoutes } from '../routing/shell-routes';
import { requestPasswordLink } from './password-link.resource';
import styles from './login.module.css';

/**
 * Forgotten password, outside the signed-in layout like the sign-in: the e-mail gets a
 * one-time link to the set-password screen. The answer is the same whether the e-mail is known or
 * not; the sign-in's rate limits apply on the server.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const errorText = useErrorMessage();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('shell.password.emailRequired'));
    setBusy(true);
    setError(null);
    try {
      await requestPasswordLink(email.trim());
      setSent(true);
    } catch (failure) {
      setError(errorText(failure, t('shell.password.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title">{t('shell.password.forgotTitle')}</h1>
        {sent ? (
          <p role="status">{t('shell.password.sent')}</p>
        ) : (
          <>
            <p className={styles.intro}>{t('shell.password.forgotIntro')}</p>
            <label className={styles.field}>
              <span>{t('shell.login.email')}</span>
              <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
            </label>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <Button type="submit" busy={busy}>
              {t('shell.password.sendLink')}
            </Button>
          </>
        )}
        <Link className={styles.link} to={shellRoutes.login.path}>{t('shell.password.backToLogin')}</Link>
      </form>
    </main>
  );
}
