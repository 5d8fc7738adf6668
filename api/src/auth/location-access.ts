import type { Kysely } from 'kysely';
import type { Database, DerivedTables } from '../db/schema.js';

/**
 * Users limited to chosen locations (ADR 0031). A membership with `restricted` set sees
 * only the locations in `membership_locations` and everything inside them (the closure table
 * `location_ancestors`, ADR 0008). The customer-access guard reads the flag with the membership and
 * 404s a path location outside the allowed set; services scope everything else through
 * `actorLocationScope` / `requireAllowedLocation` (modules/location/location-scope.ts), which use this file.
 */

/** Subquery of the ids of every location the member may see (allowed roots and their descendants). */
export function allowedLocationIds(db: Kysely<Database>, employeeId: number, customerId: number) {
  return db
    .withTables<DerivedTables>()
    .selectFrom('membership_locations')
    .innerJoin('location_ancestors', 'location_ancestors.ancestor_id', 'membership_locations.location_id')
    .select('location_ancestors.descendant_id')
    .where('membership_locations.employee_id', '=', employeeId)
    .where('membership_locations.customer_id', '=', customerId);
}

/** The allowed roots of a restricted member (the locations the Admin chose). */
export async function allowedRootIds(db: Kysely<Database>, employeeId: number, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('membership_locations')
    .select('location_id')
    .where('employee_id', '=', employeeId)
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => row.location_id);
}

/** Whether the location lies in the member's allowed set (one join over two primary keys). */
export async function isLocationAllowed(db: Kysely<Database>, employeeId: number, customerId: number, locationId: number): Promise<boolean> {
  const row = await allowedLocationIds(db, employeeId, customerId).where('location_ancestors.descendant_id', '=', locationId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether the (active) membership is restricted; undefined when there is no active membership. */
export async function isRestrictedMember(db: Kysely<Database>, employeeId: number, customerId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select('restricted')
    .where('employee_id', '=', employeeId)
    .where('customer_id', '=', customerId)
    .where('active', '=', true)
    .executeTakeFirst();
  return row === undefined ? undefined : Boolean(row.restricted);
}
