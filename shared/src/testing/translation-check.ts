import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The completeness check every workspace runs on its own texts (a test per workspace): its
 * `translations/{da-dk,en-gb,de-de}.json` have the same keys and no empty text, and every key its code
 * uses (`t('key')`, `t(cond ? 'a' : 'b')`, `labelKey/titleKey/headerKey/messageKey/fallbackKey: 'key'` or
 * `="key"`, the labels of its remote.meta.json) is defined there or in @portal/shared's own texts. A key
 * built from a template (`t(\`shell.guide.${id}.title\`)`) must match at least one defined key.
 */
export const cultures = ['da-dk', 'en-gb', 'de-de'] as const;
const sharedRoot = path.resolve(import.meta.dirname, '../..');

export function readTranslations(workspaceDir: string): Record<(typeof cultures)[number], Record<string, string>> {
  return Object.fromEntries(
    cultures.map((culture) => [culture, JSON.parse(readFileSync(path.join(workspaceDir, 'translations', `${culture}.json`), 'utf8')) as Record<string, string>]),
  ) as Record<(typeof cultures)[number], Record<string, string>>;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes('dev-harness') &&
        !entry.parentPath.includes('testing'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function usedKeys(workspaceDir: string): { literal: Set<string>; templates: Set<string> } {
  const literal = new Set<string>();
  const templates = new Set<string>();
  for (const file of sourceFiles(path.join(workspaceDir, 'src'))) {
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
    for (const match of text.matchAll(/(?:labelKey|titleKey|messageKey|headerKey|fallbackKey|errorKey)(?::\s*|=\{?)['"]([a-z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
      literal.add(match[1] ?? '');
    }
  }
  const metaFile = path.join(workspaceDir, 'remote.meta.json');
  if (existsSync(metaFile)) {
    for (const match of readFileSync(metaFile, 'utf8').matchAll(/"(?:labelKey|titleKey)":\s*"([^"]+)"/g)) {
      literal.add(match[1] ?? '');
    }
  }
  return { literal, templates };
}

export interface TranslationProblems {
  /** Keys present in one language and missing in another, as 'culture: key'. */
  missingInLanguage: string[];
  emptyTexts: string[];
  /** Keys the code uses that neither this workspace nor @portal/shared defines. */
  undefinedKeys: string[];
  unmatchedTemplates: string[];
  keyCount: number;
  usedCount: number;
}

export function checkTranslations(workspaceDir: string): TranslationProblems {
  const own = readTranslations(workspaceDir);
  const shared = path.resolve(workspaceDir) === sharedRoot ? own : readTranslations(sharedRoot);
  const allKeys = new Set(cultures.flatMap((culture) => Object.keys(own[culture])));
  const missingInLanguage = cultures.flatMap((culture) => [...allKeys].filter((key) => !(key in own[culture])).map((key) => `${culture}: ${key}`));
  const emptyTexts = cultures.flatMap((culture) =>
    Object.entries(own[culture])
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => `${culture}: ${key}`),
  );
  const known = [...new Set([...Object.keys(own['da-dk']), ...Object.keys(shared['da-dk'])])];
  const { literal, templates } = usedKeys(workspaceDir);
  const undefinedKeys = [...literal].filter((key) => !known.includes(key)).sort();
  const unmatchedTemplates = [...templates].filter((template) => {
    const pattern = new RegExp(`^${template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[\\w-]+')}$`);
    return !known.some((key) => pattern.test(key));
  });
  return { missingInLanguage, emptyTexts, undefinedKeys, unmatchedTemplates, keyCount: allKeys.size, usedCount: literal.size };
}

/**
 * The per-workspace test itself, so each workspace's `src/translations.test.ts` is one call:
 * `describeTranslations('mfe-issues', path.resolve(import.meta.dirname, '..'))`.
 */
export function describeTranslations(workspaceName: string, workspaceDir: string): void {
  describe(`translations of ${workspaceName}`, () => {
    const problems = checkTranslations(workspaceDir);

    it('have the same keys in every language, none of them empty', () => {
      expect(problems.keyCount).toBeGreaterThan(5);
      expect(problems.missingInLanguage).toEqual([]);
      expect(problems.emptyTexts).toEqual([]);
    });

    it('define every key the code uses (its own or @portal/shared texts)', () => {
      expect(problems.usedCount).toBeGreaterThan(5);
      expect(problems.undefinedKeys).toEqual([]);
      expect(problems.unmatchedTemplates).toEqual([]);
    });
  });
}
