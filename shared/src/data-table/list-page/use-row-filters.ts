import { useCallback, useMemo, useState } from 'react';
import { useSession } from '@portal/shared';
import type { TableHeaderProps } from '../table-header.component';
import type { LocationOption } from '../location-multiselect.component';
import { useLocationReset } from './use-location-reset';

/** How a list's rows give the header's two filters their values. */
export interface RowFilterFields<Row> {
  installationType: (row: Row) => string;
  location: (row: Row) => { code: string; name: string };
}

export interface RowFilters<Row> {
  /** The rows that pass both filters (undefined while loading). */
  rows: Row[] | undefined;
  /** Spread into TableHeader. */
  headerProps: Pick<
    TableHeaderProps,
    'installationTypes' | 'installationType' | 'onInstallationTypeChange' | 'locations' | 'selectedLocations' | 'onSelectedLocationsChange'
  >;
}

function distinctSorted(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))].sort((a, b) => a.localeCompare(b, 'da'));
}

/** The locations of the rows (the active location and its descendants), active location first. */
function locationsOf<Row>(rows: readonly Row[], location: RowFilterFields<Row>['location'], activeCode: string | null): LocationOption[] {
  const byCode = new Map<string, string>();
  for (const row of rows) {
    const { code, name } = location(row);
    if (code && !byCode.has(code)) {
      byCode.set(code, name || code);
    }
  }
  return [...byCode.entries()]
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => (a.code === activeCode ? -1 : b.code === activeCode ? 1 : a.name.localeCompare(b.name, 'da')));
}

/**
 * The installation-type select and the location multiselect of a list page (spec section 2): their
 * options come from the rows, and they are cleared when the active location changes.
 */
export function useRowFilters<Row>(allRows: Row[] | undefined, fields: RowFilterFields<Row>): RowFilters<Row> {
  const { locationCode } = useSession();
  const [installationType, setInstallationType] = useState('');
  const [selectedLocations, setSelectedLocations] = useState<string[]>([]);
  useLocationReset(
    useCallback(() => {
      setInstallationType('');
      setSelectedLocations([]);
    }, []),
  );

  const { installationType: typeOf, location } = fields;
  const installationTypes = useMemo(() => distinctSorted((allRows ?? []).map(typeOf)), [allRows, typeOf]);
  const locations = useMemo(() => locationsOf(allRows ?? [], location, locationCode), [allRows, location, locationCode]);
  const rows = useMemo(
    () =>
      allRows?.filter(
        (row) =>
          (installationType === '' || typeOf(row) === installationType) &&
          (selectedLocations.length === 0 || selectedLocations.includes(location(row).code)),
      ),
    [allRows, installationType, selectedLocations, typeOf, location],
  );

  return {
    rows,
    headerProps: {
      installationTypes,
      installationType,
      onInstallationTypeChange: setInstallationType,
      locations,
      selectedLocations,
      onSelectedLocationsChange: setSelectedLocations,
    },
  };
}
