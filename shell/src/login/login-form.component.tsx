import { useState, type FormEvent } from 'react';
import {
  Button,
  Select,
  authenticate,
  cultureOfLocale,
  cultures,
  isApiError,
  setCulture,
  startSingleSignOn,
  storeToken,
  useCulture,
  useErrorMessage,
  useT,
  type Culture,
  type SignInResponse,
  type TotpEnrolment,
} from '@portal/shared/core';
import { RecoveryCodes } from '@portal/shared/two-factor';
import { singleSignOnErrorKeys, singleSignOnErrorParameter, singleSignOnMessageKeys } from '@portal/shared/single-sign-on-rules';
import { shellRoutes } from '../routing/shell-routes';
import { TotpStep } from './totp-step.component';
import styles from './login.module.css';

/** The second step's state: asked for a code (with a new key when the customer requires enrolment). */
interface CodeStep {
  enrolment: TotpEnrolment | undefined;
  intro: string;
}

/** The sign-in's 401 that asks for the code (ADR 0057), or undefined for any other failure. */
function codeStepOf(error: unknown): { enrolment: TotpEnrolment | undefined } | undefined {
  if (!isApiError(error) || error.status !== 401 || error.body?.totpRequired !== true) return undefined;
  const enrolment = error.body.enrolment as TotpEnrolment | undefined;
  return { enrolment: enrolment && typeof enrolment.secret === 'string' ? enrolment : undefined };
}

/** The message the address brings: a rejected `?accessToken=`, or the key of a refused single sign-on (ADR 0063). */
function initialErrorKey(search: string): string | null {
  const parameters = new URLSearchParams(search);
  if (parameters.has('tokenRejected')) return 'shell.login.tokenRejected';
  const key = parameters.get(singleSignOnErrorParameter);
  return key !== null && singleSignOnErrorKeys.includes(key) ? key : null;
}

/**
 * The sign-in (spec section 2, /login), e-mail first: the address's domain decides whether the person signs in
 * at their organisation's identity provider (the browser goes there) or with the password here (ADR 0063).
 * No router: the sign-in page is also rendered before the router is loaded (sign-in-start.tsx); whoever
 * renders it moves on once a token is stored.
 */
export function LoginForm() {
  const t = useT();
  const errorText = useErrorMessage();
  const culture = useCulture();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  /** The password step, once the e-mail's first step answered that the password is the way in. */
  const [passwordStep, setPasswordStep] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() => {
    const key = initialErrorKey(window.location.search);
    return key ? t(key) : null;
  });
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  /** A sign-in that enrolled: its recovery codes are shown before the portal opens. */
  const [enrolled, setEnrolled] = useState<SignInResponse | null>(null);

  const finish = (response: SignInResponse) => {
    // The profile's language is the user's default: switch before the signed-in shell renders.
    const preferred = cultureOfLocale(response.culture);
    if (preferred) setCulture(preferred);
    if (!storeToken(response.token)) {
      setError(t('shell.login.failed'));
    }
  };

  const signIn = async (totp?: string) => {
    setBusy(true);
    setError(null);
    try {
      const response = await authenticate({ email: email.trim(), password, ...(totp === undefined ? {} : { totp }) });
      if (response.recoveryCodes?.length) setEnrolled(response);
      else finish(response);
    } catch (err) {
      const step = codeStepOf(err);
      if (step && !codeStep) {
        // The server's key says which (the code, or enrolling first).
        setCodeStep({ enrolment: step.enrolment, intro: t(isApiError(err) && err.key ? err.key : 'common.twoFactor.codeRequired') });
      } else if (step || (codeStep && isApiError(err) && err.status === 429)) {
        // A wrong or used code; or too many of them.
        setError(isApiError(err) && err.key ? t(err.key) : errorText(err, t('shell.login.failed')));
      } else if (isApiError(err) && err.key === singleSignOnMessageKeys.enforced) {
        setError(t(err.key));
      } else {
        setError(isApiError(err) && err.status === 401 ? t('shell.login.wrongCredentials') : errorText(err, t('shell.login.failed')));
      }
    } finally {
      setBusy(false);
    }
  };

  /** The first step: the organisation's sign-in (the browser leaves), or on to the password. */
  const continueWithEmail = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await startSingleSignOn({ email: email.trim() });
      if ('redirectUrl' in answer) {
        setRedirecting(true);
        window.location.assign(answer.redirectUrl);
        return;
      }
      setPasswordStep(true);
    } catch (err) {
      setError(errorText(err, t('shell.login.failed')));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('shell.login.emailRequired'));
      return;
    }
    if (!passwordStep) {
      await continueWithEmail();
      return;
    }
    if (!password) {
      setError(t('shell.login.required'));
      return;
    }
    await signIn();
  };

  if (enrolled?.recoveryCodes) {
    return (
      <main className={styles.page}>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="login-recovery-title">
          <h1 id="login-recovery-title">{t('shell.login.enrolledTitle')}</h1>
          <RecoveryCodes codes={enrolled.recoveryCodes} />
          <Button onClick={() => finish(enrolled)}>{t('shell.login.continue')}</Button>
        </section>
      </main>
    );
  }

  if (codeStep) {
    return (
      <main className={styles.page}>
        <TotpStep
          enrolment={codeStep.enrolment}
          intro={codeStep.intro}
          error={error}
          busy={busy}
          onSubmit={(code) => {
            if (!code) setError(t('common.twoFactor.codeRequired'));
            else void signIn(code);
          }}
          onBack={() => {
            setCodeStep(null);
            setPassword('');
            setError(null);
          }}
        />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t('shell.login.title')}</h1>
        <p className={styles.intro}>{t('shell.login.intro')}</p>
        <label className={styles.field}>
          <span>{t('shell.login.email')}</span>
          {/* Read-only on the password step (password managers still see the username); "Change e-mail" goes back. */}
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            readOnly={passwordStep}
            required
            autoFocus={!passwordStep}
          />
        </label>
        {passwordStep ? (
          <>
            <button
              type="button"
              className={`${styles.link} ${styles.textButton}`}
              onClick={() => {
                setPasswordStep(false);
                setPassword('');
                setError(null);
              }}
            >
              {t('shell.login.changeEmail')}
            </button>
            <label className={styles.field}>
              <span>{t('shell.login.password')}</span>
              <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required autoFocus />
            </label>
          </>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {redirecting ? (
          <p role="status" className={styles.intro}>
            {t('shell.login.redirecting')}
          </p>
        ) : null}
        <Button type="submit" busy={busy || redirecting}>
          {passwordStep ? t('shell.login.submit') : t('shell.login.next')}
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
