import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../contract';
import { vocabularyEntry, vocabularyIds } from '../contract/vocabulary.rules.js';
import daDk from '../../translations/da-dk.json';
import deDe from '../../translations/de-de.json';
import enGb from '../../translations/en-gb.json';
import { VocabularyText } from './vocabulary-text.component';

function shown(value: string, locale: string, messages: Dictionary): string {
  const { container, unmount } = render(
    <IntlProvider locale={locale} messages={messages}>
      <VocabularyText value={value} />
    </IntlProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('the system vocabulary in the user language', () => {
  it('translates the spec’s Danish fault types, severities and history phrases at display time', () => {
    expect(shown('Fejl', 'en-GB', enGb)).toBe('Fault');
    expect(shown('A – Kritisk', 'en-GB', enGb)).toBe('A – Critical');
    expect(shown('Fejl registreret', 'en-GB', enGb)).toBe('Fault registered');
    expect(shown('Fejlklasse 2', 'en-GB', enGb)).toBe('Fault class 2');
    expect(shown('A – Kritisk', 'de-DE', deDe)).toBe('A – Kritisch');
    expect(shown('Fejl registreret', 'de-DE', deDe)).toBe('Mangel erfasst');
    expect(shown('Løs forbindelse', 'de-DE', deDe)).toBe('Lose Verbindung');
  });

  it('keeps Danish as the provider wrote it, with the spec’s "Afluttet" shown in its proper spelling', () => {
    expect(shown('A – Kritisk', 'da-DK', daDk)).toBe('A – Kritisk');
    expect(shown('Afluttet', 'da-DK', daDk)).toBe('Afsluttet');
  });

  it('shows any other value (free text, names) unchanged', () => {
    expect(shown('Pumpe 2 larmer', 'en-GB', enGb)).toBe('Pumpe 2 larmer');
    expect(vocabularyEntry('')).toBeNull();
  });

  it('has a text for every id in every language', () => {
    const ids = new Set([...Object.values(vocabularyIds), 'faultClass']);
    for (const messages of [daDk, enGb, deDe] as Dictionary[]) {
      for (const id of ids) expect(messages[`vocabulary.${id}`], id).toBeTruthy();
    }
  });
});
