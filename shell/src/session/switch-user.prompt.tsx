import { useEffect, useId } from 'react';
import type { Root } from 'react-dom/client';
import { Button, Spinner, TextsProvider, useT } from '@portal/shared/core';
import { shellTranslationSources } from '../composition/translation-sources';
import { useDocumentTitle } from '../routing/use-document-title';
import styles from '../login/login.module.css';
import type { AskToSwitch, SignedInPerson } from './access-token';

/** The shell's own texts only: the question comes before the shell and its remotes load. */
const TEXTS = shellTranslationSources([], false);

const labelOf = (person: SignedInPerson): string => `${person.name} (${person.email})`;

interface QuestionProps {
  current: SignedInPerson;
  next: SignedInPerson;
  onAnswer: (switchUser: boolean) => void;
}

/**
 * "Du er logget ind som X. Skift til Y?": the question a signed-in user gets when a link's
 * `?accessToken=` signs in as someone else. Staying is the safe answer: it has the focus, and Escape
 * gives it.
 */
export function SwitchUserQuestion({ current, next, onAnswer }: QuestionProps) {
  const t = useT();
  useDocumentTitle('shell.switchUser.title');
  const ids = { title: useId(), question: useId(), stay: useId() };
  useEffect(() => {
    document.getElementById(ids.stay)?.focus();
  }, [ids.stay]);

  return (
    <main className={styles.page}>
      <section
        className={styles.card}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.question}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onAnswer(false);
        }}
      >
        <h1 id={ids.title}>{t('shell.switchUser.title')}</h1>
        <p id={ids.question} className={styles.question}>
          {t('shell.switchUser.question', { current: labelOf(current), next: labelOf(next) })}
        </p>
        <p className={styles.intro}>{t('shell.switchUser.explain', { current: current.name })}</p>
        <Button onClick={() => onAnswer(true)}>{t('shell.switchUser.switch', { name: next.name })}</Button>
        <Button id={ids.stay} variant="secondary" onClick={() => onAnswer(false)}>
          {t('shell.switchUser.stay', { name: current.name })}
        </Button>
      </section>
    </main>
  );
}

/** Asks in `root` (the page's root, which the sign-in page or the shell takes over afterwards). */
export function askInRoot(root: Root): AskToSwitch {
  return (current, next) =>
    new Promise<boolean>((resolve) => {
      root.render(
        <TextsProvider fallback={<Spinner />} sources={TEXTS}>
          <SwitchUserQuestion current={current} next={next} onAnswer={resolve} />
        </TextsProvider>,
      );
    });
}
