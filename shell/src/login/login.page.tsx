import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { shellRoutes } from '../routing/shell-routes';
import { Button, Select, authenticate, cultures, isApiError, setCulture, storeToken, useCulture, useSession, useErrorMessage, useT, type Culture } from '@portal/shared';
import { usePageTitle } from '../routing/use-page-title';
import styles from './login.module.css';

/** E-mail + password sign-in (spec section 2, /login). Signed-in users go to the dashboard. */
export function LoginPage() {
  const t = useT();
  const errorText = useErrorMessage();
  const culture = useCulture();
  const { token } = useSession();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    new URLSearchParams(location.search).has('tokenRejected') ? t('shell.login.tokenRejected') : null,
  );
  usePageTitle();

  if (token) {
    return <Navigate to="/" replace />;
  }

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
        <Link className={styles.link} to={shellRoutes.forgotPassword.path}>{t('shell.password.forgotLink')}</Link>
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
