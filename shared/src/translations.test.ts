/// <reference types="node" />
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTranslations } from '@portal/shared/testing/translations';

/** This workspace's own texts: complete in da-dk, en-gb and de-de, and every key its code uses defined. */
describe('translations of shared', () => {
  const problems = checkTranslations(path.resolve(import.meta.dirname, '..'));

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
