import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableHeaderProps } from '../table-header.component';
import { useLocationReset } from './use-location-reset';

/** The query parameter that holds the installation-type filter (`?installationType=Brandalarm`). */
export const installationTypeParamName = 'installationType';

/** How a list's rows give the header's installation-type select its values. */
export interface RowFilterFields<Row> {
  installationType: (row: Row) => string;
}

export interface RowFilters<Row> {
  /** The rows of the chosen installation type (undefined while loading). */
  rows: Row[] | undefined;
  /** Spread into TableHeader. */
  headerProps: Pick<TableHeaderProps, 'installationTypes' | 'installationType' | 'onInstallationTypeChange'>;
}

function distinctSorted(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))].sort((a, b) => a.localeCompare(b, 'da'));
}

/**
 * The installation-type select of a list page (spec section 2): its options come from the rows, the choice
 * is in the address (a reload or a shared link keeps it), and it is cleared when the active location changes
 * (not when the page opens: the address may bring it). (The locations are asked of the API: useLocationChoice.)
 */
export function useRowFilters<Row>(allRows: Row[] | undefined, fields: RowFilterFields<Row>): RowFilters<Row> {
  const [params, setParams] = useSearchParams();
  const installationType = params.get(installationTypeParamName) ?? '';
  const setInstallationType = useCallback(
    (value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === '') next.delete(installationTypeParamName);
          else next.set(installationTypeParamName, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const opened = useRef(false);
  useLocationReset(
    useCallback(() => {
      if (opened.current) setInstallationType('');
      opened.current = true;
    }, [setInstallationType]),
  );

  const { installationType: typeOf } = fields;
  // The chosen type stays an option when new rows (another interval or locations) have none of it.
  const installationTypes = useMemo(
    () => distinctSorted([...(allRows ?? []).map(typeOf), installationType]),
    [allRows, typeOf, installationType],
  );
  const rows = useMemo(
    () => (installationType === '' ? allRows : allRows?.filter((row) => typeOf(row) === installationType)),
    [allRows, installationType, typeOf],
  );

  return {
    rows,
    headerProps: {
      installationTypes,
      installationType,
      onInstallationTypeChange: setInstallationType,
    },
  };
}
