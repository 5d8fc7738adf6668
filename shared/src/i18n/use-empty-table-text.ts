import { useIntl } from 'react-intl';
import { useT } from './use-t';

/**
 * German writes its nouns with a capital letter, so a list's name keeps its case there ('Es gibt keine Daten für
 * Benachrichtigungen für diesen Standort'); Danish and English lower it mid-sentence.
 */
const keepsNameCase = (locale: string): boolean => locale.toLowerCase().startsWith('de');

/** The text of a table with no rows (spec: one empty-table message), e.g. 'Der er ingen data for aktuelle fejl'. */
export function useEmptyTableText(tableName: string): string {
  const t = useT();
  const { locale } = useIntl();
  return `${t('table.missingData')} ${keepsNameCase(locale) ? tableName : tableName.toLocaleLowerCase(locale)}`;
}
