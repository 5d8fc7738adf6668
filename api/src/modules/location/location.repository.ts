import { sql, type Kysely } from 'kysely';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import type { Database, LocationRow } from '../../db/schema.js';
import { scopeLocationIds, withAncestry, type LocationScope } from './location-scope.js';

/** The tree's columns of every location of the customer (one index range). */
export async function findLocations(db: Kysely<Database>, customerId: number): Promise<Pick<LocationRow, 'id' | 'code' | 'name' | 'parent_id'>[]> {
  return db.selectFrom('locations').select(['id', 'code', 'name', 'parent_id']).where('customer_id', '=', customerId).execute();
}

export async function findLocationByCode(
  db: Kysely<Database>,
  customerId: number,
  code: string,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('locations')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export interface LocationFlags {
  /** Locations with an open issue on themselves or anywhere inside them. */
  withIncidents: Set<number>;
  /** Locations with an overdue task on themselves or anywhere inside them. */
  withOverdue: Set<number>;
}

/**
 * The customer's locations flagged for open issues / overdue tasks, rolled up to their ancestors,
 * in one grouped query: each location is probed once per flag through the partial indexes of open
 * issues and open tasks, and the stored ancestry carries the flags upwards.
 */
export async function findFlaggedLocations(db: Kysely<Database>, customerId: number, now: string): Promise<LocationFlags> {
  const scoped = withAncestry(db);
  // 1/0 rather than booleans: max() has no boolean form on PostgreSQL.
  const flag = (condition: ReturnType<typeof sql<boolean>>) => sql<number>`case when ${condition} then 1 else 0 end`;
  const rows = await scoped
    // Materialised: each location is probed once, not once per ancestor row it joins.
    .with((wb) => wb('own').materialized(), (qb) =>
      qb
        .selectFrom('locations')
        .select((eb) => [
          'locations.id',
          flag(sql<boolean>`${eb.exists(eb.selectFrom('issues').select(sql.lit(1).as('one')).whereRef('issues.location_id', '=', 'locations.id').where(isOpenIssue))}`).as('incident'),
          flag(
            sql<boolean>`${eb.exists(
              eb
                .selectFrom('tasks')
                .select(sql.lit(1).as('one'))
                .whereRef('tasks.location_id', '=', 'locations.id')
                .where((tasks) => isOverdueTask(tasks, now)),
            )}`,
          ).as('overdue'),
        ])
        .where('locations.customer_id', '=', customerId),
    )
    .selectFrom('own')
    .innerJoin('location_ancestors', 'location_ancestors.descendant_id', 'own.id')
    .select((eb) => ['location_ancestors.ancestor_id', eb.fn.max('own.incident').as('incident'), eb.fn.max('own.overdue').as('overdue')])
    .where((eb) => eb.or([eb('own.incident', '=', 1), eb('own.overdue', '=', 1)]))
    .groupBy('location_ancestors.ancestor_id')
    .execute();
  return {
    withIncidents: new Set(rows.filter((row) => Number(row.incident) === 1).map((row) => row.ancestor_id)),
    withOverdue: new Set(rows.filter((row) => Number(row.overdue) === 1).map((row) => row.ancestor_id)),
  };
}

export interface LocationCounts {
  units: number;
  currentIssues: number;
}

/**
 * Installations (units) and open issues of the scope: two index-only counts over its locations.
 * The scope's locations are the customer's already, so no customer column is needed (it would
 * cost a table lookup per row).
 */
export async function countLocationContents(db: Kysely<Database>, scope: LocationScope): Promise<LocationCounts> {
  const [units, issues] = await Promise.all([
    db
      .selectFrom('installations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('installations.location_id', 'in', scopeLocationIds(db, scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('issues.location_id', 'in', scopeLocationIds(db, scope))
      .where(isOpenIssue)
      .executeTakeFirstOrThrow(),
  ]);
  return { units: Number(units.count), currentIssues: Number(issues.count) };
}
