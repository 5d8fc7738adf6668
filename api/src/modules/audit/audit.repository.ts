import type { Insertable, Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';
import { withAncestry } from '../location/location-scope.js';

export type NewAuditEntry = Insertable<AuditLogTable>;

/** One entry; `db` is the transaction of the change it records. */
export async function insertAuditEntry(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditFilter {
  customerId: number;
  employeeId?: number | undefined;
  /** A location and everything inside it. */
  locationId?: number | undefined;
  from?: string | undefined;
  toExclusive?: string | undefined;
  limit: number;
  offset: number;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').leftJoin('locations', 'locations.id', 'audit_log.location_id').where('audit_log.customer_id', '=', filter.customerId);
  if (filter.employeeId !== undefined) query = query.where('audit_log.employee_id', '=', filter.employeeId);
  if (filter.locationId !== undefined) {
    const inside = withAncestry(db).selectFrom('location_ancestors').select('location_ancestors.descendant_id').where('location_ancestors.ancestor_id', '=', filter.locationId);
    query = query.where('audit_log.location_id', 'in', inside);
  }
  if (filter.from !== undefined) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.toExclusive !== undefined) query = query.where('audit_log.created_at', '<', filter.toExclusive);
  return query;
}

/** The customer's entries of the filter, newest first. */
export function findAuditEntries(db: Kysely<Database>, filter: AuditFilter) {
  return filtered(db, filter)
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.employee_id',
      'audit_log.actor_name',
      'audit_log.impersonator',
      'audit_log.action',
      'audit_log.subject',
      'audit_log.details',
      'audit_log.params',
      'locations.code as location_code',
      'locations.name as location_name',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
