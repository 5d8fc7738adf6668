import type { ReactNode } from 'react';
import { MessagesIntlProvider, useCulture, type Dictionary } from '@portal/shared/core';
import { useMessages } from './use-messages';

interface PortalIntlProviderProps {
  children: ReactNode;
  /** Rendered until the first messages have arrived. */
  fallback?: ReactNode;
  /** Base URLs whose `translations/<culture>.json` this root shows (its app's; the shell adds every remote's). */
  sources?: readonly string[];
}

const noSources: readonly string[] = [];
const noMessages: Dictionary = {};

/**
 * react-intl with the texts of the active language: shared's, the app's own (`sources`) and the server's
 * dictionary over them (see loadMessages). Each single-spa root renders its own (React context does not
 * cross roots); the requests are shared (SWR). The sign-in page, which loads no SWR, has TextsProvider.
 */
export function PortalIntlProvider({ children, fallback = null, sources = noSources }: PortalIntlProviderProps) {
  const culture = useCulture();
  const { data, error } = useMessages(culture, sources);

  // A failed load is only logged (spec section 8): the keys show instead of texts.
  if (!data && !error) {
    return <>{fallback}</>;
  }
  return (
    <MessagesIntlProvider culture={culture} messages={data ?? noMessages}>
      {children}
    </MessagesIntlProvider>
  );
}
