import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type TranslationValues = Record<string, string | number>;

/**
 * `t(key, values)`: the text of a dictionary key (keys are namespaced: 'shell.*', 'locations.*'). Every user-visible string goes through here,
 * so the dictionary test can find the keys the code uses (a literal first argument).
 */
export function useT(): (key: string, values?: TranslationValues) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
