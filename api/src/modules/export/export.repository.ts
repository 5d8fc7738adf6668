import type { Kysely } from 'kysely';
import type { Role } from '@portal/shared/contract';
import type { Database } from '../../db/schema.js';

export interface ExportActorRow {
  name: string;
  email: string;
  role: Role;
  restricted: boolean | number;
}

/**
 * The person an export link names, while an active member of the customer (one statement): their name as the
 * customer shows it, e-mail, role and whether they are limited to chosen locations. Undefined for no membership.
 */
export async function findExportActor(db: Kysely<Database>, employeeId: number, customerId: number): Promise<ExportActorRow | undefined> {
  if (!Number.isSafeInteger(employeeId) || !Number.isSafeInteger(customerId)) return undefined;
  const row = await db
    .selectFrom('memberships')
    .innerJoin('employees', 'employees.id', 'memberships.employee_id')
    .select(['employees.name', 'memberships.display_name', 'employees.email', 'memberships.role', 'memberships.restricted'])
    .where('memberships.employee_id', '=', employeeId)
    .where('memberships.customer_id', '=', customerId)
    .where('memberships.active', '=', true)
    .executeTakeFirst();
  return row ? { name: row.display_name ?? row.name, email: row.email, role: row.role, restricted: row.restricted } : undefined;
}
