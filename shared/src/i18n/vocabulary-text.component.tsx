import { useVocabulary } from './use-vocabulary';

/** A value of the provider's system vocabulary in the user's language (useVocabulary), for table cells. */
export function VocabularyText({ value }: { value: string | null | undefined }) {
  return <>{useVocabulary()(value)}</>;
}
