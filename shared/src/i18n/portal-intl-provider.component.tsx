import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Dictionary } from '../contract';
import { localeOf, useCulture } from './culture-store';
import { isKeyDebugMode } from './debug-keys';
import { useDictionary } from './dictionary.resource';

interface PortalIntlProviderProps {
  children: ReactNode;
  /** Rendered until the first dictionary has arrived. */
  fallback?: ReactNode;
}

function keysAsTexts(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.keys(dictionary).map((key) => [key, key]));
}

/**
 * react-intl with the dictionary of the active language. Each single-spa root renders its own
 * (React context does not cross roots); the dictionary request is shared.
 */
export function PortalIntlProvider({ children, fallback = null }: PortalIntlProviderProps) {
  const culture = useCulture();
  const { data, error } = useDictionary(culture);
  const debugKeys = isKeyDebugMode();
  const messages = useMemo(() => {
    const dictionary = data ?? {};
    return debugKeys ? keysAsTexts(dictionary) : dictionary;
  }, [data, debugKeys]);

  // A failed dictionary fetch is only logged (spec section 8): the keys show instead of texts.
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
