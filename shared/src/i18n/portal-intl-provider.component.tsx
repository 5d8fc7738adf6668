import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Dictionary } from '../contract';
import { localeOf, useCulture } from './culture-store';
import { isKeyDebugMode } from './debug-keys';
import { useMessages } from './translations.resource';

interface PortalIntlProviderProps {
  children: ReactNode;
  /** Rendered until the first messages have arrived. */
  fallback?: ReactNode;
  /** Base URLs whose `translations/<culture>.json` this root shows (its app's; the shell adds every remote's). */
  sources?: readonly string[];
}

const noSources: readonly string[] = [];

function keysAsTexts(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.keys(dictionary).map((key) => [key, key]));
}

/**
 * react-intl with the texts of the active language: shared's, the app's own (`sources`) and the server's
 * dictionary over them (see loadMessages). Each single-spa root renders its own (React context does not
 * cross roots); the requests are shared.
 */
export function PortalIntlProvider({ children, fallback = null, sources = noSources }: PortalIntlProviderProps) {
  const culture = useCulture();
  const { data, error } = useMessages(culture, sources);
  const debugKeys = isKeyDebugMode();
  const messages = useMemo(() => {
    const dictionary = data ?? {};
    return debugKeys ? keysAsTexts(dictionary) : dictionary;
  }, [data, debugKeys]);

  // A failed load is only logged (spec section 8): the keys show instead of texts.
  if (!data && !error) {
    return <>{fallback}</>;
  }
  return (
    <IntlProvider
      locale={localeOf[culture]}
      messages={messages}
      defaultLocale="da-DK"
      onError={(err) => {
        if (err.code !== 'MISSING_TRANSLATION') {
          console.error(err);
        }
      }}
    >
      {children}
    </IntlProvider>
  );
}
