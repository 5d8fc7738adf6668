import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, isApiError, minPasswordLength, passwordMessageKeys, useErrorMessage, useRuntimeConfig, useT, type PasswordLinkInfo } from '@portal/shared';
import { usePageTitle } from '../routing/use-page-title';
import { shellRoutes } from '../routing/shell-routes';
import { readPasswordLink, setPasswordWithLink, tokenFromHash } from './password-link.resource';
import styles from './login.module.css';

type LinkState = { kind: 'checking' } | { kind: 'valid'; info: PasswordLinkInfo } | { kind: 'gone' } | { kind: 'done' };

/**
 * The one-time link of an invitation or a password reset: choose a password (the rules: a minimum
 * length, checked here; the common-password list and the person's name, e-mail and the provider's name
 * on the server, whose refusals show in the user's language), then sign in.
 */
export function SetPasswordPage() {
  const t = useT();
  const errorText = useErrorMessage();
  const provider = useRuntimeConfig().data?.providerName ?? '';
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle();

  useEffect(() => {
    if (!token) {
      setState({ kind: 'gone' });
      return;
    }
    readPasswordLink(token).then(
      (info) => setState({ kind: 'valid', info }),
      () => setState({ kind: 'gone' }),
    );
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if ([...password].length < minPasswordLength) return setError(t('shell.password.tooShort', { length: minPasswordLength }));
    if (password !== repeat) return setError(t('shell.password.mismatch'));
    setBusy(true);
    setError(null);
    try {
      await setPasswordWithLink(token, password);
      setState({ kind: 'done' });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 410) setState({ kind: 'gone' });
      else if (isApiError(failure) && failure.key === passwordMessageKeys.tooCommon) setError(t('shell.password.tooCommon'));
      else if (isApiError(failure) && failure.key === passwordMessageKeys.personal) setError(t('shell.password.personal', { provider }));
      else setError(errorText(failure, t('shell.password.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="set-password-title">
        <h1 id="set-password-title">{t('shell.password.setTitle')}</h1>
        {state.kind === 'checking' && <p role="status">{t('common.loading')}</p>}
        {state.kind === 'gone' && (
          <p role="alert" className={styles.error}>
            {t('shell.password.linkGone')}
          </p>
        )}
        {state.kind === 'done' && <p role="status">{t('shell.password.done')}</p>}
        {state.kind === 'valid' && (
          <>
            <p className={styles.intro}>{t('shell.password.setIntro', { email: state.info.email, length: minPasswordLength, provider })}</p>
            <label className={styles.field}>
              <span>{t('shell.password.new')}</span>
              <input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required autoFocus />
            </label>
            <label className={styles.field}>
              <span>{t('shell.password.repeat')}</span>
              <input type="password" name="repeat" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} required />
            </label>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <Button type="submit" busy={busy}>
              {t('shell.password.save')}
            </Button>
          </>
        )}
        <Link className={styles.link} to={state.kind === 'gone' ? shellRoutes.forgotPassword.path : shellRoutes.login.path}>
          {t(state.kind === 'gone' ? 'shell.password.newLink' : 'shell.password.toLogin')}
        </Link>
      </form>
    </main>
  );
}
