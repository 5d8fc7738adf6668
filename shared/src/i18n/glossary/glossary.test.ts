import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBannedSynonyms, parseBannedTerms, termPattern, type TextsByCulture } from './glossary-check';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const cultures = ['da-dk', 'en-gb', 'de-de'] as const;
const glossary = readFileSync(path.join(repoRoot, 'docs/glossary.md'), 'utf8');

/**
 * The texts users read, per language: every app's `translations/` (ADR 10) with the provider's
 * per-key rewordings from `api/dictionaries` over them. The one place that knows where they are stored.
 */
function portalTexts(): TextsByCulture {
  const apps = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(repoRoot, entry.name, 'translations')))
    .map((entry) => path.join(repoRoot, entry.name, 'translations'));
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    cultures.map((culture) => [
      culture,
      Object.assign({}, ...apps.map((dir) => read(path.join(dir, `${culture}.json`))), read(path.join(repoRoot, 'api/dictionaries', `${culture}.json`))),
    ]),
  );
}

describe('glossary (docs/glossary.md)', () => {
  const terms = parseBannedTerms(glossary);

  it('bans synonyms in every language', () => {
    for (const culture of cultures) {
      expect(terms.filter((term) => term.culture === culture).length, culture).toBeGreaterThan(10);
    }
    expect(terms).toContainEqual({ concept: 'fault (issue)', culture: 'de-de', term: '*fehler' });
    expect(terms).toContainEqual({ concept: 'fault (issue)', culture: 'en-gb', term: 'issue' });
  });

  it('no text uses a banned synonym of its language', () => {
    const texts = portalTexts();
    // The check must see the real texts (every app's), not an empty map after files move.
    for (const culture of cultures) expect(Object.keys(texts[culture] ?? {}).length, culture).toBeGreaterThan(200);
    const violations = findBannedSynonyms(terms, texts)
      // The Danish system vocabulary is the provider's own values, verbatim (its type "Mangel", "Bemærkning").
      .filter(({ culture, key }) => !(culture === 'da-dk' && key.startsWith('vocabulary.')))
      .map(
      ({ culture, key, term, concept }) => `${culture} ${key}: '${term}' (say the glossary's word for ${concept})`,
    );
    expect(violations).toEqual([]);
  });

  it('catches a banned word at a word start, a compound with *, per language only', () => {
    const texts: TextsByCulture = {
      'en-gb': { a: 'Current issues', b: 'No tissue here', c: 'Current faults' },
      'de-de': { a: 'Thermografiefehler', b: 'Aktuelle Mängel', c: 'Issue' },
      'da-dk': { a: 'Aktuelle fejl', b: 'Åbne anlæg' },
    };
    const sample = parseBannedTerms(
      ['## Banned synonyms', '', '| Concept | da-dk | en-gb | de-de |', '|---|---|---|---|', '| fault | anlæg | issue | \\*fehler, Issue |'].join('\n'),
    );
    const found = findBannedSynonyms(sample, texts).map(({ culture, key }) => `${culture}:${key}`);
    expect(found.sort()).toEqual(['da-dk:b', 'de-de:a', 'de-de:c', 'en-gb:a']);
  });

  it('matches letters outside ASCII as parts of words', () => {
    expect(termPattern('anlæg').test('sprinkleranlæg')).toBe(false);
    expect(termPattern('anlæg').test('Anlæggene')).toBe(true);
    expect(termPattern('log out').test('Log  out')).toBe(true);
  });
});
