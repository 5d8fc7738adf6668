import useSWR from 'swr';
import type { Culture, Dictionary } from '../contract';
import { apiRequest } from '../api/api-client';

export function fetchDictionary(culture: Culture): Promise<Dictionary> {
  return apiRequest<Dictionary>(`/resource/dictionary?culture=${culture}`, { authenticated: false });
}

/**
 * The dictionary of one language. SWR's default cache is global to the (singleton) swr module,
 * so every root on the page shares one request per language.
 */
export function useDictionary(culture: Culture) {
  return useSWR(['dictionary', culture], ([, c]) => fetchDictionary(c), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    keepPreviousData: true,
  });
}
