import { useCallback } from 'react';
import { vocabularyEntry } from '../contract/vocabulary.rules.js';
import { useT } from '@portal/shared/core';

/**
 * `vocabulary(value)`: a value of the provider's system vocabulary (a fault type, severity, history phrase,
 * task type: vocabulary.rules.js) in the user's language, through its `vocabulary.<id>` text; any other value
 * (a provider's free text, a name) as it is. The API keeps the spec's Danish values.
 */
export function useVocabulary(): (value: string | null | undefined) => string {
  const t = useT();
  return useCallback(
    (value) => {
      const text = value ?? '';
      const entry = vocabularyEntry(text);
      return entry ? t(`vocabulary.${entry.id}`, entry.values) : text;
    },
    [t],
  );
}
