import { createHash } from 'node:crypto';
import type { Culture, Dictionary } from '@portal/shared/contract';
import type { AppContext } from '../../context/service-context.js';
import { InvalidInputError, UnavailableError } from '../../errors/domain-errors.js';
import { readDictionaryFile } from './resource.repository.js';

export const CULTURES: readonly Culture[] = ['da-dk', 'en-gb', 'de-de'];

export function parseCulture(value: string): Culture {
  const culture = value.trim().toLowerCase();
  const known = CULTURES.find((candidate) => candidate === culture);
  if (!known) throw new InvalidInputError(`Unknown culture '${value}'; use one of ${CULTURES.join(', ')}`);
  return known;
}

/** Dictionaries read so far, per directory and culture: read once and kept in memory. */
const loaded = new Map<string, Promise<Dictionary>>();

/**
 * The dictionary of a culture (public: the sign-in page needs its texts); the same object on every
 * call until the process ends, so the route can keep its serialised body with it.
 */
export function dictionaryOf(ctx: AppContext, input: { culture: string }): Promise<Dictionary> {
  const culture = parseCulture(input.culture);
  const directory = ctx.config.dictionariesDir;
  const key = `${directory}\0${culture}`;
  let dictionary = loaded.get(key);
  if (!dictionary) {
    dictionary = readDictionaryFile(directory, culture).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new UnavailableError(`The texts for ${culture} are not available`);
      }
      throw error;
    });
    loaded.set(key, dictionary);
    // A failed read is not cached, so a file added later is picked up.
    dictionary.catch(() => loaded.delete(key));
  }
  return dictionary;
}

const versions = new WeakMap<Dictionary, string>();

/**
 * The version of a culture's dictionary: the SHA-1 of its JSON, which is also its ETag (the route tags the
 * same bytes), so a server that only sees the API's answers (docker-compose's shell) reads it from there. The shell's page carries it and asks for `?culture=...&v=<version>`, a URL the
 * browser may keep for good (ADR 0024); a new text makes a new version, so a new URL.
 */
export async function dictionaryVersionOf(ctx: AppContext, input: { culture: string }): Promise<string> {
  const dictionary = await dictionaryOf(ctx, input);
  let version = versions.get(dictionary);
  if (!version) {
    version = createHash('sha1').update(JSON.stringify(dictionary)).digest('base64url');
    versions.set(dictionary, version);
  }
  return version;
}

/** Every culture's dictionary version; a culture whose file cannot be read is left out (its URL stays unversioned). */
export async function dictionaryVersions(ctx: AppContext): Promise<Partial<Record<Culture, string>>> {
  const entries = await Promise.all(
    CULTURES.map((culture) => dictionaryVersionOf(ctx, { culture }).then((version) => [culture, version] as const, () => null)),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}
