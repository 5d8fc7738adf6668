import type { Culture, Dictionary } from '@portal/shared/contract';
import { InvalidInputError, UnavailableError } from '../../errors/domain-errors.js';
import { readDictionaryFile } from './resource.repository.js';

export const CULTURES: readonly Culture[] = ['da-dk', 'en-gb', 'de-de'];

export function parseCulture(value: string): Culture {
  const culture = value.trim().toLowerCase();
  const known = CULTURES.find((candidate) => candidate === culture);
  if (!known) throw new InvalidInputError(`Unknown culture '${value}'; use one of ${CULTURES.join(', ')}`);
  return known;
}

export interface DictionaryService {
  get(culture: Culture): Promise<Dictionary>;
}

/** Dictionaries are read once per culture and kept in memory. */
export function createDictionaryService(dictionariesDir: string): DictionaryService {
  const cache = new Map<Culture, Promise<Dictionary>>();
  return {
    get(culture) {
      let dictionary = cache.get(culture);
      if (!dictionary) {
        dictionary = readDictionaryFile(dictionariesDir, culture).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
            throw new UnavailableError(`The texts for ${culture} are not available`);
          }
          throw error;
        });
        cache.set(culture, dictionary);
        // A failed read is not cached, so a file added later is picked up.
        dictionary.catch(() => cache.delete(culture));
      }
      return dictionary;
    },
  };
}
