import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Culture, Dictionary } from '../contract';
import { localeOf } from './culture-store';
import { isKeyDebugMode } from './debug-keys';

function keysAsTexts(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(Object.keys(dictionary).map((key) => [key, key]));
}

interface MessagesIntlProviderProps {
  culture: Culture;
  messages: Dictionary;
  children: ReactNode;
}

/**
 * react-intl over messages already put together (loadMessages): the keys instead of the texts with
 * `?debug=keys`, and a missing text only shows its key (spec section 8: nothing shown to the user).
 */
export function MessagesIntlProvider({ culture, messages, children }: MessagesIntlProviderProps) {
  const debugKeys = isKeyDebugMode();
  const shown = useMemo(() => (debugKeys ? keysAsTexts(messages) : messages), [messages, debugKeys]);
  return (
    <IntlProvider
      locale={localeOf[culture]}
      messages={shown}
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
