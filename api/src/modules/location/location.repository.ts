import type { Kysely } from 'kysely';
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

export interface LocationIndicators {
  hasIncidents: boolean;
  hasOverdue: boolean;
}

export interface LocationCounts {
  units: number;
  currentIssues: number;
}

/**
 * PLACEHOLDER until the issue, task and installation tables exist: every location has no
 * incidents and nothing overdue. To be computed from issues (hasIncidents: a current issue on the
 * location or a descendant) and tasks (hasOverdue: an overdue task) when those tables exist.
 */
export async function findLocationIndicators(
  _db: Kysely<Database>,
  _customerId: number,
  locationIds: readonly number[],
): Promise<Map<number, LocationIndicators>> {
  return new Map(locationIds.map((id) => [id, { hasIncidents: false, hasOverdue: false }]));
}

/**
 * PLACEHOLDER until the installation and issue tables exist: 0 units, 0 current issues. To be
 * counted from installations/issues of the location and its descendants when those tables exist.
 */
export async function countLocationContents(
  _db: Kysely<Database>,
  _customerId: number,
  _locationIds: readonly number[],
): Promise<LocationCounts> {
  return { units: 0, currentIssues: 0 };
}
