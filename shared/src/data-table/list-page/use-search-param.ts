import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Spec section 2: the route-wide query parameter that sets a table's search text. */
export const searchParamName = 'tableSearchQuery';

export interface SearchParamState {
  searchText: string;
  setSearchText: (text: string) => void;
  filtersOpen: boolean;
  setFiltersOpen: (open: boolean) => void;
}

/**
 * `?tableSearchQuery=` sets the search text (otherwise it is cleared) and opens the filter area; typing writes
 * it back (replacing the history entry, so Back leaves the page rather than undoing letters), so a reload or
 * a shared link shows the same rows.
 */
export function useSearchParam(): SearchParamState {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchQuery = searchParams.get(searchParamName);
  const [searchText, setLocalText] = useState(searchQuery ?? '');
  const [filtersOpen, setFiltersOpen] = useState(Boolean(searchQuery));
  useEffect(() => {
    setLocalText(searchQuery ?? '');
    if (searchQuery) {
      setFiltersOpen(true);
    }
  }, [searchQuery]);
  const setSearchText = useCallback(
    (text: string) => {
      setLocalText(text);
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text === '') next.delete(searchParamName);
          else next.set(searchParamName, text);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { searchText, setSearchText, filtersOpen, setFiltersOpen };
}
