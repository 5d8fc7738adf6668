import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, LocationRow } from '../../db/schema.js';
import { countersOf } from './location-counters.js';
import { withAncestry, type LocationScope } from './location-scope.js';

/** The tree's columns of every location of the customer (one index range). */
export async function findLocations(db: Kysely<Database>, customerId: number): Promise<Pick<LocationRow, 'id' | 'code' | 'name' | 'parent_id'>[]> {
  return db.selectFrom('locations').select(['id', 'code', 'name', 'parent_id']).where('customer_id', '=', customerId).execute();
}

/** A location by its code: run on every location-coded call whose membership the guard had cached (ADR 0021). */
const locationByCode = preparedQuery<{ customerId: number; code: string }, LocationRow>((db, param) =>
  db.selectFrom('locations').selectAll().where('customer_id', '=', param('customerId')).where('code', '=', param('code')),
);

export async function findLocationByCode(
  db: Kysely<Database>,
  customerId: number,
  code: string,
): Promise<LocationRow | undefined> {
  return locationByCode.executeTakeFirst(db, { customerId, code });
}

export interface LocationFlags {
  /** Locations with an open issue on themselves or anywhere inside them. */
  withIncidents: Set<number>;
  /** Locations with an overdue task on themselves or anywhere inside them. */
  withOverdue: Set<number>;
}

/**
 * The customer's locations flagged for open issues / overdue tasks, rolled up to their ancestors:
 * per flag one query that probes each location once for a matching row (EXISTS through the location
 * indexes, stopping at the first row) and carries the flagged locations up through the stored
 * ancestry (about 8 ms on SQLite for the `large` customer's 2,000 locations; the tree cache
 * keeps it off the repeat requests).
 */
export async function findFlaggedLocations(db: Kysely<Database>, customerId: number, overdueBefore: string): Promise<LocationFlags> {
  const rolledUp = (flagged: ReturnType<typeof locationsWhere>) =>
    withAncestry(db)
      .selectFrom('location_ancestors')
      .select('location_ancestors.ancestor_id')
      .distinct()
      .where('location_ancestors.descendant_id', 'in', flagged)
      .execute();
  const locationsWhere = (condition: (eb: ExpressionBuilder<Database, 'locations'>) => Expression<SqlBool>) =>
    db.selectFrom('locations').select('locations.id').where('locations.customer_id', '=', customerId).where(condition);
  const [incidents, overdue] = await Promise.all([
    rolledUp(
      locationsWhere((eb) =>
        eb.exists(eb.selectFrom('issues').select(sql.lit(1).as('one')).whereRef('issues.location_id', '=', 'locations.id').where(isOpenIssue)),
      ),
    ),
    rolledUp(
      locationsWhere((eb) =>
        eb.exists(
          eb
            .selectFrom('tasks')
            .select(sql.lit(1).as('one'))
            .whereRef('tasks.location_id', '=', 'locations.id')
            .where((tasks) => isOverdueTask(tasks, overdueBefore)),
        ),
      ),
    ),
  ]);
  return {
    withIncidents: new Set(incidents.map((row) => row.ancestor_id)),
    withOverdue: new Set(overdue.map((row) => row.ancestor_id)),
  };
}

export interface LocationCounts {
  units: number;
  currentIssues: number;
}

/** Installations (units) and open issues of the scope, from the per-location counters (migration 0004). */
export async function countLocationContents(db: Kysely<Database>, scope: LocationScope): Promise<LocationCounts> {
  const counters = await countersOf(db, scope);
  return { units: counters.installations, currentIssues: counters.openIssues };
}
