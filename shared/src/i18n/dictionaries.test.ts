import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every user-visible string is a dictionary key: this fails when a language lacks a key, or when
 * code uses a key that no dictionary has. Keys are found as `t('key')`, `t(cond ? 'a' : 'b')`,
 * `labelKey/titleKey/headerKey/fallbackKey: 'key'` (or `="key"` as a JSX prop) and the `labelKey`/`titleKey` of every remote.meta.json; a key built
 * from a template (`t(\`shell.guide.${id}.title\`)`) must match at least one dictionary key.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const cultures = ['da-dk', 'en-gb', 'de-de'] as const;
const dictionaries = Object.fromEntries(
  cultures.map((culture) => [culture, JSON.parse(readFileSync(path.join(repoRoot, 'api/dictionaries', `${culture}.json`), 'utf8')) as Record<string, string>]),
);
const appFolders = readdirSync(repoRoot).filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('dev-harness'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function usedKeys(): { literal: Set<string>; templates: Set<string> } {
  const literal = new Set<string>();
  const templates = new Set<string>();
  for (const folder of appFolders) {
    for (const file of sourceFiles(path.join(repoRoot, folder, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*([^)]*?)(?:,|\))/g)) {
        const argument = match[1] ?? '';
        for (const quoted of argument.matchAll(/'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) {
          literal.add(quoted[1] ?? '');
        }
        for (const template of argument.matchAll(/`([^`]*\$\{[^`]*)`/g)) {
          templates.add(template[1] ?? '');
        }
      }
      for (const match of text.matchAll(/(?:labelKey|titleKey|messageKey|headerKey|fallbackKey)(?::\s*|=\{?)['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
        literal.add(match[1] ?? '');
      }
    }
    try {
      const meta = readFileSync(path.join(repoRoot, folder, 'remote.meta.json'), 'utf8');
      for (const match of meta.matchAll(/"(?:labelKey|titleKey)":\s*"([^"]+)"/g)) {
        literal.add(match[1] ?? '');
      }
    } catch {
      // Not a remote.
    }
  }
  return { literal, templates };
}

describe('dictionaries', () => {
  it('have the same keys in da-dk, en-gb and de-de, none of them empty', () => {
    const danish = Object.keys(dictionaries['da-dk'] ?? {}).sort();
    expect(danish.length).toBeGreaterThan(50);
    for (const culture of cultures) {
      const dictionary = dictionaries[culture] ?? {};
      expect(Object.keys(dictionary).sort(), culture).toEqual(danish);
      expect(Object.entries(dictionary).filter(([, text]) => text.trim() === ''), culture).toEqual([]);
    }
  });

  it('contain every key the code uses', () => {
    const { literal, templates } = usedKeys();
    expect(literal.size).toBeGreaterThan(50);
    const known = Object.keys(dictionaries['da-dk'] ?? {});
    expect([...literal].filter((key) => !known.includes(key))).toEqual([]);
    const unmatchedTemplates = [...templates].filter((template) => {
      const pattern = new RegExp(`^${template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`);
      return !known.some((key) => pattern.test(key));
    });
    expect(unmatchedTemplates).toEqual([]);
  });
});
