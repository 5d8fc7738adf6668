import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { scopeLocationIds, withAncestry, type LocationScope } from './location-scope.js';

/** The counts of a location and everything inside it (migration 0004's counters, summed). */
export interface ScopeCounters {
  installations: number;
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

type Sum = number | string | null;

/**
 * The location's descendants (itself included) through the ancestry's primary key, each joined to
 * its counters row: one row read per location in the subtree (about ten for a site of the `large`
 * customer) instead of an index walk over its thousands of issues and tasks.
 */
const sumQuery = preparedQuery<
  { locationId: number },
  { installations: Sum; open_issues: Sum; closed_issues: Sum; open_tasks: Sum; closed_tasks: Sum }
>((db, param) =>
  withAncestry(db)
    .selectFrom('location_ancestors')
    .innerJoin('location_counters', 'location_counters.location_id', 'location_ancestors.descendant_id')
    .select((eb) => [
      eb.fn.sum<Sum>('location_counters.installations').as('installations'),
      eb.fn.sum<Sum>('location_counters.open_issues').as('open_issues'),
      eb.fn.sum<Sum>('location_counters.closed_issues').as('closed_issues'),
      eb.fn.sum<Sum>('location_counters.open_tasks').as('open_tasks'),
      eb.fn.sum<Sum>('location_counters.closed_tasks').as('closed_tasks'),
    ])
    .where('location_ancestors.ancestor_id', '=', param('locationId')),
);

/** Counts of the scope (its locations and everything inside them; overlapping roots counted once). */
export async function countersOf(db: Kysely<Database>, scope: LocationScope): Promise<ScopeCounters> {
  const [only] = scope.rootIds;
  const row =
    scope.rootIds.length === 1 && only !== undefined
      ? await sumQuery.executeTakeFirst(db, { locationId: only })
      : await withAncestry(db)
          .selectFrom('location_counters')
          .select((eb) => [
            eb.fn.sum<Sum>('location_counters.installations').as('installations'),
            eb.fn.sum<Sum>('location_counters.open_issues').as('open_issues'),
            eb.fn.sum<Sum>('location_counters.closed_issues').as('closed_issues'),
            eb.fn.sum<Sum>('location_counters.open_tasks').as('open_tasks'),
            eb.fn.sum<Sum>('location_counters.closed_tasks').as('closed_tasks'),
          ])
          .where('location_counters.location_id', 'in', scopeLocationIds(db, scope))
          .executeTakeFirst();
  return {
    installations: Number(row?.installations ?? 0),
    openIssues: Number(row?.open_issues ?? 0),
    closedIssues: Number(row?.closed_issues ?? 0),
    openTasks: Number(row?.open_tasks ?? 0),
    closedTasks: Number(row?.closed_tasks ?? 0),
  };
}
