import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBannedSynonyms, parseBannedTerms, termPattern, type TextsByCulture } from './glossary-check';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const cultures = ['da-dk', 'en-gb', 'de-de'] as const;
const glossary = readFileSync(path.join(repoRoot, 'docs/glossary.md'), 'utf8');

/** The texts users read, per language. The one place that knows where they are stored. */
function portalTexts(): TextsByCulture {
  return Object.fromEntries(
    cultures.map((culture) => [
      culture,
      JSON.parse(readFileSync(path.join(repoRoot, 'api/dictionaries', `${culture}.json`), 'utf8')) as Record<string, string>,
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
    const violations = findBannedSynonyms(terms, portalTexts()).map(
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
