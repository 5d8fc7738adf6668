import useSWR from 'swr';
import { fetchDictionary, type Culture } from '@portal/shared/core';

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
