import { createVersionedMemo, type VersionedMemo } from '../../cache/versioned-memo.js';
import type { DataChanges } from '../../plugins/data-changes.js';
import { RESPONSE_CACHE_SECONDS } from '../../plugins/response-cache.js';

/**
 * What a query answer holds besides its page: the filter's total and the location's types. The grid
 * asks the same filter again for every block it scrolls to (another `skip`), and types do not depend
 * on the search at all, so these are read once per filter (per location for the types) and reused
 * while the response cache's rule holds (ADR 0020: its lifetime, no write of the customer since).
 * A known total also lets a deep page be read from the end (installation.repository.ts, pageWindow).
 */
export interface InstallationSummaries {
  totals: VersionedMemo<number>;
  types: VersionedMemo<string[]>;
}

/** Filters and locations held per process: a few hundred grids' worth of numbers and short lists. */
const MAX_ENTRIES = 5000;

export function createInstallationSummaries(changes: DataChanges): InstallationSummaries {
  const options = { ttlMs: RESPONSE_CACHE_SECONDS * 1000, maxEntries: MAX_ENTRIES };
  return { totals: createVersionedMemo<number>(changes, options), types: createVersionedMemo<string[]>(changes, options) };
}

/** The memo key of a filter of a location (JSON: no separator can be forged by a search text). */
export function filterKey(locationId: number, filter: { type?: string | undefined; search?: string | undefined }): string {
  return JSON.stringify([locationId, filter.type ?? null, filter.search ?? null]);
}
