import { useCallback, useMemo, useState } from 'react';

export interface TableSelection {
  selectedIds: string[];
  setSelectedIds: (ids: string[]) => void;
  /** Give to DataTable's onFilteredIdsChange. */
  setFilteredIds: (ids: string[]) => void;
  /** Every row of the current search is selected (for the footer's select-all checkbox). */
  allFilteredSelected: boolean;
  /** Selects or deselects all rows of the current search, keeping the others as they are. */
  setAllFilteredSelected: (selected: boolean) => void;
  clear: () => void;
}

/** The selection state a list page keeps for its DataTable, TableFooter and download-reports modal. */
export function useTableSelection(): TableSelection {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [filteredIds, setFilteredIds] = useState<string[]>([]);

  const allFilteredSelected = useMemo(() => {
    const selected = new Set(selectedIds);
    return filteredIds.length > 0 && filteredIds.every((id) => selected.has(id));
  }, [selectedIds, filteredIds]);

  const setAllFilteredSelected = useCallback(
    (selected: boolean) => {
      setSelectedIds((current) => {
        if (selected) {
          return [...new Set([...current, ...filteredIds])];
        }
        const filtered = new Set(filteredIds);
        return current.filter((id) => !filtered.has(id));
      });
    },
    [filteredIds],
  );

  const clear = useCallback(() => setSelectedIds([]), []);

  return { selectedIds, setSelectedIds, setFilteredIds, allFilteredSelected, setAllFilteredSelected, clear };
}
