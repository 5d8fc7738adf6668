import type { Culture, Dictionary } from '../contract';
import { apiRequest } from '../api/api-client';
import { pageBootData } from '../composition/boot-data';

/** One request per language and page, shared by every root (this module is a singleton); a failure is not kept. */
const dictionaries = new Map<Culture, Promise<Dictionary>>();

/**
 * The server's dictionary of one language. With the version the shell's page carries (ADR 0024) the URL
 * names it (`&v=`), and the browser keeps the answer: a returning visitor asks nothing until it changes.
 */
export function fetchDictionary(culture: Culture): Promise<Dictionary> {
  let pending = dictionaries.get(culture);
  if (!pending) {
    const version = pageBootData().dictionaryVersions?.[culture];
    const path = `/resource/dictionary?culture=${culture}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
    pending = apiRequest<Dictionary>(path, { authenticated: false });
    dictionaries.set(culture, pending);
    pending.catch(() => dictionaries.delete(culture));
  }
  return pending;
}
