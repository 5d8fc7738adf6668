import type { Kysely } from 'kysely';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import type { Database, LocationRow } from '../../db/schema.js';

export async function findLocations(db: Kysely<Database>, customerId: number): Promise<LocationRow[]> {
  return db.selectFrom('locations').selectAll().where('customer_id', '=', customerId).execute();
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
  /** Locations with an open issue of their own. */
  withIncidents: Set<number>;
  /** Locations with an overdue task of their own. */
  withOverdue: Set<number>;
}

/** The locations of a customer that have open issues or overdue tasks themselves (no roll-up). */
export async function findFlaggedLocations(db: Kysely<Database>, customerId: number, now: string): Promise<LocationFlags> {
  const [incidents, overdue] = await Promise.all([
    db
      .selectFrom('issues')
      .select('issues.location_id')
      .distinct()
      .where('issues.customer_id', '=', customerId)
      .where(isOpenIssue)
      .execute(),
    db
      .selectFrom('locations')
      .select('locations.id as location_id')
      .where('locations.customer_id', '=', customerId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('tasks')
            .select('tasks.id')
            .whereRef('tasks.location_id', '=', 'locations.id')
            .where((eb) => isOverdueTask(eb, now)),
        ),
      )
      .execute(),
  ]);
  return {
    withIncidents: new Set(incidents.map((row) => row.location_id)),
    withOverdue: new Set(overdue.map((row) => row.location_id)),
  };
}

export interface LocationCounts {
  units: number;
  currentIssues: number;
}

/** Installations (units) and open issues at the given locations. */
export async function countLocationContents(db: Kysely<Database>, customerId: number, locationIds: readonly number[]): Promise<LocationCounts> {
  if (locationIds.length === 0) {
    return { units: 0, currentIssues: 0 };
  }
  const [units, issues] = await Promise.all([
    db
      .selectFrom('installations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_id', '=', customerId)
      .where('location_id', 'in', locationIds)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('issues')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('issues.customer_id', '=', customerId)
      .where('issues.location_id', 'in', locationIds)
      .where(isOpenIssue)
      .executeTakeFirstOrThrow(),
  ]);
  return { units: Number(units.count), currentIssues: Number(issues.count) };
}
