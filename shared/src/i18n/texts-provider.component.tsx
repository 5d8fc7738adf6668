import { useEffect, useState, type ReactNode } from 'react';
import type { Culture, Dictionary } from '../contract';
import { useCulture } from './culture-store';
import { MessagesIntlProvider } from './messages-intl-provider.component';
import { INCOMPLETE_MESSAGES_REFRESH_MS, isIncompleteMessages, loadMessages } from './translations.resource';

interface TextsProviderProps {
  children: ReactNode;
  /** Rendered until the first messages have arrived. */
  fallback?: ReactNode;
  /** Base URLs whose `translations/<culture>.json` this root shows. */
  sources: readonly string[];
}

/**
 * The texts of the active language for a root of @portal/shared/core alone (the sign-in page):
 * the same messages as PortalIntlProvider (shared's, the apps', the server's dictionary over them) without
 * SWR. While another language loads, the last one stays shown; a failed load is logged and the keys show.
 * `sources` must keep its identity across renders (a module constant).
 */
export function TextsProvider({ children, fallback = null, sources }: TextsProviderProps) {
  const culture = useCulture();
  const [shown, setShown] = useState<{ culture: Culture; messages: Dictionary } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    loadMessages(culture, sources)
      .then((messages) => {
        if (!current) return;
        setShown({ culture, messages });
        if (isIncompleteMessages(messages)) refresh = setTimeout(() => setAttempt((n) => n + 1), INCOMPLETE_MESSAGES_REFRESH_MS);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setShown((previous) => previous ?? { culture, messages: {} });
      });
    return () => {
      current = false;
      clearTimeout(refresh);
    };
  }, [culture, sources, attempt]);

  if (!shown) {
    return <>{fallback}</>;
  }
  return (
    <MessagesIntlProvider culture={shown.culture} messages={shown.messages}>
      {children}
    </MessagesIntlProvider>
  );
}
