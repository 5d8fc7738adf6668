import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { swrKeys, useSession, type LocationNode } from '@portal/shared';
import type { LocationOption } from '../location-multiselect.component';
import type { TableHeaderProps } from '../table-header.component';
import { useLocationReset } from './use-location-reset';

export interface LocationChoice {
  /** The chosen locations' codes; empty: the active location (and everything inside it). */
  selected: readonly string[];
  /** Spread into TableHeader: the multiselect, shown when the active location has sub-locations. */
  headerProps: Pick<TableHeaderProps, 'locations' | 'selectedLocations' | 'onSelectedLocationsChange'>;
}

function findNode(nodes: readonly LocationNode[], code: string): LocationNode | null {
  for (const node of nodes) {
    if (node.code === code) return node;
    const found = findNode(node.children, code);
    if (found) return found;
  }
  return null;
}

/** The location and everything inside it, depth first, each with its depth below the location. */
export function subtreeOptions(node: LocationNode): LocationOption[] {
  const options: LocationOption[] = [];
  const visit = (current: LocationNode, depth: number) => {
    options.push({ code: current.code, name: current.name, depth });
    current.children.forEach((child) => visit(child, depth + 1));
  };
  visit(node, 0);
  return options;
}

const noCodes: readonly string[] = [];

/**
 * The list header's location multiselect (spec section 2): its options are the active location and its
 * sub-locations from the location tree (the picker's call, one cached key for both); the chosen ones are
 * what the page asks the API for. Cleared when the active location or customer changes.
 */
export function useLocationChoice(): LocationChoice {
  const { customerId, locationCode } = useSession();
  const { data: tree } = useSWR<LocationNode[]>(customerId ? swrKeys.locationTree(customerId) : null);
  const [selected, setSelected] = useState<readonly string[]>(noCodes);
  useLocationReset(useCallback(() => setSelected(noCodes), []));

  const options = useMemo(() => {
    const active = tree && locationCode ? findNode(tree, locationCode) : null;
    return active ? subtreeOptions(active) : [];
  }, [tree, locationCode]);
  // Codes no longer in the tree are not asked for.
  const chosen = useMemo(() => {
    const known = new Set(options.map((option) => option.code));
    const kept = selected.filter((code) => known.has(code));
    return kept.length === selected.length ? selected : kept;
  }, [options, selected]);

  return {
    selected: chosen,
    headerProps: {
      // One location has nothing to choose between.
      locations: options.length > 1 ? options : undefined,
      selectedLocations: chosen,
      onSelectedLocationsChange: setSelected,
    },
  };
}
