import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Spec section 2: the route-wide query parameter that sets a table's search text. */
export const searchParamName = 'tableSearchQuery';

export interface SearchParamState {
  searchText: string;
  setSearchText: (text: string) => void;
  filtersOpen: boolean;
  setFiltersOpen: (open: boolean) => void;
}

/** `?tableSearchQuery=` sets the search text (otherwise it is cleared) and opens the filter area. */
export function useSearchParam(): SearchParamState {
  const [searchParams] = useSearchParams();
  const searchQuery = searchParams.get(searchParamName);
  const [searchText, setSearchText] = useState(searchQuery ?? '');
  const [filtersOpen, setFiltersOpen] = useState(Boolean(searchQuery));
  useEffect(() => {
    setSearchText(searchQuery ?? '');
    if (searchQuery) {
      setFiltersOpen(true);
    }
  }, [searchQuery]);
  return { searchText, setSearchText, filtersOpen, setFiltersOpen };
}
