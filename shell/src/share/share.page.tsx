import { useCallback, useEffect, useState } from 'react';
import {
  Select,
  Spinner,
  TextsProvider,
  cultures,
  isApiError,
  setCulture,
  useCulture,
  useErrorMessage,
  useT,
  type Culture,
  type SharedEvidence,
} from '@portal/shared/core';
import { shellTranslationSources } from '../composition/translation-sources';
import { useDocumentTitle } from '../routing/use-document-title';
import { fetchEvidence, type ShareAccess } from './share.resource';
import { ShareEvidenceView } from './share-evidence.component';
import { SharePinForm } from './share-pin-form.component';
import styles from './share.module.css';

/** The shell's own texts only: the page loads nothing of a remote. */
const SHARE_TEXTS = shellTranslationSources([], false);

/** The key a PIN was exchanged for, kept for the tab's life so that a reload does not ask again. */
const keyStorage = (token: string) => `portal.share-key.${token.slice(0, 12)}`;

type State =
  | { kind: 'loading' }
  | { kind: 'pin' }
  | { kind: 'invalid' }
  | { kind: 'ended' }
  | { kind: 'failed'; failure: unknown }
  | { kind: 'open'; evidence: SharedEvidence };

/** A share link's page for its recipient, without an account (ADR 0064). */
export function SharePage({ token }: { token: string }) {
  return (
    <TextsProvider fallback={<Spinner />} sources={SHARE_TEXTS}>
      <Share token={token} />
    </TextsProvider>
  );
}

function Share({ token }: { token: string }) {
  const t = useT();
  const culture = useCulture();
  const errorText = useErrorMessage();
  useDocumentTitle('shell.share.title');
  const [key, setKey] = useState<string | null>(() => window.sessionStorage.getItem(keyStorage(token)));
  const [state, setState] = useState<State>({ kind: 'loading' });
  const access: ShareAccess = { token, key };

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'open', evidence: await fetchEvidence({ token, key }) });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401 && failure.body?.pinRequired === true) {
        window.sessionStorage.removeItem(keyStorage(token));
        setState({ kind: 'pin' });
      } else if (isApiError(failure) && failure.status === 410) setState({ kind: 'ended' });
      else if (isApiError(failure) && failure.status === 404) setState({ kind: 'invalid' });
      else setState({ kind: 'failed', failure });
    }
    // The texts are read when the page draws: a change of language loads (and logs) nothing again.
  }, [token, key]);

  useEffect(() => {
    void load();
  }, [load]);

  const unlocked = (newKey: string) => {
    window.sessionStorage.setItem(keyStorage(token), newKey);
    setKey(newKey);
  };

  const languages = cultures.map((value) => ({ value, label: t(`shell.language.${value}`) }));

  let body;
  if (state.kind === 'loading') body = <Spinner label={t('shell.share.loading')} />;
  else if (state.kind === 'pin') body = <SharePinForm token={token} onUnlocked={unlocked} />;
  else if (state.kind === 'invalid') body = <Notice heading={t('shell.share.invalidTitle')} text={t('shell.share.invalid')} />;
  else if (state.kind === 'ended') body = <Notice heading={t('shell.share.endedTitle')} text={t('shell.share.ended')} />;
  else if (state.kind === 'failed') {
    const tooMany = isApiError(state.failure) && state.failure.status === 429;
    body = <Notice heading={t('shell.share.failedTitle')} text={tooMany ? t('shell.share.tooMany') : errorText(state.failure, t('shell.share.failed'))} />;
  }
  else body = <ShareEvidenceView evidence={state.evidence} access={access} onAccessLost={() => void load()} />;

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <Select label={t('shell.header.language')} options={languages} value={culture} onChange={(value) => setCulture(value as Culture)} />
      </div>
      {body}
    </main>
  );
}

function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={styles.notice} role="alert">
      <h1 className={styles.heading}>{heading}</h1>
      <p>{text}</p>
    </section>
  );
}
