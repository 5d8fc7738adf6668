import type { Installation } from '@portal/shared';

/** The grid's server-side filter: the search text (name or code) and the type (empty: all). */
export interface InstallationFilter {
  nameSearch: string;
  typeFilter: string;
}

/**
 * Whether a unit is one the query call returns for the filter, as the API decides it (ADR 0029, 0036): the
 * trimmed search text, case-insensitively, inside the name or the reference code; the type equal to the
 * trimmed filter. Used on the unpaged list, to select all units of the current search.
 */
export function matchesFilter(installation: Pick<Installation, 'name' | 'code' | 'type'>, filter: InstallationFilter): boolean {
  const search = filter.nameSearch.trim().toLowerCase();
  const type = filter.typeFilter.trim();
  if (type !== '' && installation.type !== type) return false;
  return search === '' || installation.name.toLowerCase().includes(search) || installation.code.toLowerCase().includes(search);
}
