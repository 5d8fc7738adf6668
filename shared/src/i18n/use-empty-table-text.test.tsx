import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import daDk from '../../translations/da-dk.json';
import deDe from '../../translations/de-de.json';
import enGb from '../../translations/en-gb.json';
import { useEmptyTableText } from './use-empty-table-text';

const emptyText = (locale: string, messages: Record<string, string>, tableName: string) =>
  renderHook(() => useEmptyTableText(tableName), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={messages}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe('useEmptyTableText', () => {
  it('lowers the list name mid-sentence in Danish and English', () => {
    expect(emptyText('da-DK', daDk, 'Aktuelle fejl')).toBe('Der er ingen data for aktuelle fejl');
    expect(emptyText('en-GB', enGb, 'Current faults')).toBe('There is no data for current faults');
  });

  it('keeps the name as written in German, whose nouns are capitalised', () => {
    expect(emptyText('de-DE', deDe, 'Benachrichtigungen für diesen Standort')).toBe('Es gibt keine Daten für Benachrichtigungen für diesen Standort');
  });
});
