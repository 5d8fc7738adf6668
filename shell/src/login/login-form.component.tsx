import { useState, type FormEvent } from 'react';
import { Button, Select, authenticate, cultureOfLocale, cultures, isApiError, setCulture, storeToken, useCulture, useErrorMessage, useT, type Culture } from '@portal/shared/core';
import { shellRoutes } from '../routing/shell-routes';
import styles from './login.module.css';

/**
 * E-mail + password sign-in (spec section 2, /login). No router: the sign-in page is also rendered before
 * the router is loaded (sign-in-start.tsx); whoever renders it moves on once a token is stored.
 */
export function LoginForm() {
  const t = useT();
  const errorText = useErrorMessage();
  const culture = useCulture();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    new URLSearchParams(window.location.search).has('tokenRejected') ? t('shell.login.tokenRejected') : null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('shell.login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await authenticate({ email: email.trim(), password });
      // The profile's language is the user's default: switch before the signed-in shell renders.
      const preferred = cultureOfLocale(response.culture);
      if (preferred) setCulture(preferred);
      if (!storeToken(response.token)) {
        setError(t('shell.login.failed'));
      }
    } catch (err) {
      setError(isApiError(err) && err.status === 401 ? t('shell.login.wrongCredentials') : errorText(err, t('shell.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t('shell.login.title')}</h1>
        <p className={styles.intro}>{t('shell.login.intro')}</p>
        <label className={styles.field}>
          <span>{t('shell.login.email')}</span>
          <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
        </label>
        <label className={styles.field}>
          <span>{t('shell.login.password')}</span>
          <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('shell.login.submit')}
        </Button>
        {/* A plain link: this form also renders before the router is loaded (the page load starts the shell there). */}
        <a className={styles.link} href={shellRoutes.forgotPassword.path}>
          {t('shell.password.forgotLink')}
        </a>
        <Select
          className={styles.language}
          label={t('shell.header.language')}
          value={culture}
          options={cultures.map((value) => ({ value, label: t(`shell.language.${value}`) }))}
          onChange={(value) => setCulture(value as Culture)}
        />
      </form>
    </main>
  );
}
