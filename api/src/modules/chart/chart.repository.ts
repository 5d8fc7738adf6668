import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countersOf } from '../location/location-counters.js';
import { withAncestry, type LocationScope } from '../location/location-scope.js';

export interface StatisticsCounts {
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

/**
 * Open and closed issues and tasks of the scope: the per-location counters (migration 0004, kept by
 * triggers) summed over the scope's locations, so the call reads about one row per location instead
 * of counting the scope's issues and tasks.
 */
export async function countStatistics(db: Kysely<Database>, scope: LocationScope): Promise<StatisticsCounts> {
  const { openIssues, closedIssues, openTasks, closedTasks } = await countersOf(db, scope);
  return { openIssues, closedIssues, openTasks, closedTasks };
}

type Sum = number | string | null;

/** Counts of one location and everything inside it, keyed by the location's id. */
export interface GroupedStatistics extends StatisticsCounts {
  locationId: number;
}

/**
 * The counts of many locations (each with everything inside it) in one grouped query: the ancestry
 * rows of the roots joined to their descendants' counters, grouped by root. Reads about one counters
 * row per location in the roots' subtrees, however many issues and tasks those hold (`large`).
 */
export async function countStatisticsByLocation(db: Kysely<Database>, locationIds: readonly number[]): Promise<GroupedStatistics[]> {
  if (locationIds.length === 0) return [];
  const rows = await withAncestry(db)
    .selectFrom('location_ancestors')
    .innerJoin('location_counters', 'location_counters.location_id', 'location_ancestors.descendant_id')
    .select((eb) => [
      'location_ancestors.ancestor_id as location_id',
      eb.fn.sum<Sum>('location_counters.open_issues').as('open_issues'),
      eb.fn.sum<Sum>('location_counters.closed_issues').as('closed_issues'),
      eb.fn.sum<Sum>('location_counters.open_tasks').as('open_tasks'),
      eb.fn.sum<Sum>('location_counters.closed_tasks').as('closed_tasks'),
    ])
    .where('location_ancestors.ancestor_id', 'in', [...locationIds])
    .groupBy('location_ancestors.ancestor_id')
    .execute();
  return rows.map((row) => ({
    locationId: Number(row.location_id),
    openIssues: Number(row.open_issues ?? 0),
    closedIssues: Number(row.closed_issues ?? 0),
    openTasks: Number(row.open_tasks ?? 0),
    closedTasks: Number(row.closed_tasks ?? 0),
  }));
}

/** The customer's locations of the codes (at most MAX_CHART_LOCATIONS, one indexed lookup). */
export async function findLocationsByCodes(db: Kysely<Database>, customerId: number, codes: readonly string[]): Promise<{ id: number; code: string; name: string }[]> {
  if (codes.length === 0) return [];
  return db.selectFrom('locations').select(['id', 'code', 'name']).where('customer_id', '=', customerId).where('code', 'in', [...codes]).execute();
}
