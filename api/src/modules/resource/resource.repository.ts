import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Culture, Dictionary } from '@portal/shared/contract';

/** Reads `<dictionariesDir>/<culture>.json` (maintained as files, not in the database). */
export async function readDictionaryFile(dictionariesDir: string, culture: Culture): Promise<Dictionary> {
  const text = await readFile(join(dictionariesDir, `${culture}.json`), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`Dictionary ${culture} is not a JSON object`);
  }
  const dictionary: Dictionary = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new Error(`Dictionary ${culture}: key '${key}' is not a string`);
    dictionary[key] = value;
  }
  return dictionary;
}
