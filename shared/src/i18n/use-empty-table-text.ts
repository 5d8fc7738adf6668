import { useIntl } from 'react-intl';
import { useT } from './use-t';

/** The text of a table with no rows (spec: one empty-table message), e.g. 'Der er ingen data for aktuelle fejl'. */
export function useEmptyTableText(tableName: string): string {
  const t = useT();
  const { locale } = useIntl();
  return `${t('table.missingData')} ${tableName.toLocaleLowerCase(locale)}`;
}
