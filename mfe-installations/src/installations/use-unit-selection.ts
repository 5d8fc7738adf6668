import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Installation } from '@portal/shared';
import type { InfiniteRows, TableSelection } from '@portal/shared/data-table';
import { matchesFilter, type InstallationFilter } from './installation-query';
import { listAllInstallations } from './installations.resource';

/** A unit's row id in the grid and in the selection. */
export const unitRowId = (installation: Pick<Installation, 'id'>): string => String(installation.id);

export interface UnitSelection extends TableSelection {
  /** The select-all is fetching the location's units. */
  selectingAll: boolean;
  /** Why the last select-all failed, or null. */
  selectAllError: unknown;
}

interface Options {
  customerId: string | null;
  locationCode: string | null;
  /** The grid's current search and type filter. */
  filter: InstallationFilter;
  /** What the grid has loaded of the current query. */
  loaded: InfiniteRows<Installation>;
}

const noop = () => undefined;

/**
 * The selected units of /enheder (spec section 2, List pages footer, on a server-paged list): ids that
 * survive paging, a new search, the type filter and the grid's reloads after a file write, cleared on
 * another location. Select-all takes every unit of the current search and type: the rows loaded when the
 * grid holds them all, else the location's unpaged list (spec section 7) filtered as the server does,
 * fetched once per location and kept for the next select-all.
 */
export function useUnitSelection({ customerId, locationCode, filter, loaded }: Options): UnitSelection {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [allUnits, setAllUnits] = useState<{ key: string; units: readonly Installation[] } | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const [selectAllError, setSelectAllError] = useState<unknown>(null);
  const locationKey = `${customerId ?? ''}|${locationCode ?? ''}`;
  const pending = useRef<{ key: string; units: Promise<readonly Installation[]> } | null>(null);

  useEffect(() => {
    setSelectedIds([]);
    setSelectAllError(null);
  }, [locationKey]);

  // The ids of every unit of the current query, when known without asking the server.
  const knownMatching = useMemo((): string[] | null => {
    if (loaded.total !== null && loaded.rows.length >= loaded.total) return loaded.rows.map(unitRowId);
    if (allUnits?.key === locationKey) return allUnits.units.filter((unit) => matchesFilter(unit, filter)).map(unitRowId);
    return null;
  }, [loaded, allUnits, locationKey, filter]);

  const allFilteredSelected = useMemo(() => {
    if (!knownMatching || knownMatching.length === 0) return false;
    const selected = new Set(selectedIds);
    return knownMatching.every((id) => selected.has(id));
  }, [knownMatching, selectedIds]);

  const matchingIds = useCallback(async (): Promise<string[]> => {
    if (knownMatching) return knownMatching;
    if (!customerId || !locationCode) return [];
    if (pending.current?.key !== locationKey) {
      const units = listAllInstallations(customerId, locationCode);
      pending.current = { key: locationKey, units };
      units.catch(() => {
        // A failed list is asked for again by the next select-all.
        if (pending.current?.units === units) pending.current = null;
      });
    }
    const units = await pending.current.units;
    setAllUnits({ key: locationKey, units });
    return units.filter((unit) => matchesFilter(unit, filter)).map(unitRowId);
  }, [knownMatching, customerId, locationCode, locationKey, filter]);

  const setAllFilteredSelected = useCallback(
    (selected: boolean) => {
      setSelectingAll(true);
      setSelectAllError(null);
      matchingIds().then(
        (ids) => {
          const matching = new Set(ids);
          setSelectedIds((current) => (selected ? [...new Set([...current, ...ids])] : current.filter((id) => !matching.has(id))));
          setSelectingAll(false);
        },
        (error: unknown) => {
          // The spec's rule for a failed list call: logged; the footer says so in words too.
          console.error('The installation list for select-all failed', error);
          setSelectAllError(error);
          setSelectingAll(false);
        },
      );
    },
    [matchingIds],
  );

  const clear = useCallback(() => setSelectedIds([]), []);

  return { selectedIds, setSelectedIds, setFilteredIds: noop, allFilteredSelected, setAllFilteredSelected, clear, selectingAll, selectAllError };
}
