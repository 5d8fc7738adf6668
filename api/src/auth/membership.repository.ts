import type { Kysely } from 'kysely';
import type { Role } from '@portal/shared/contract';
import type { Database } from '../db/schema.js';

export interface MembershipRow {
  customerId: number;
  customerName: string;
  xalId: string;
  role: Role;
}

const membershipColumns = [
  'customers.id as customerId',
  'customers.name as customerName',
  'customers.xal_id as xalId',
  'memberships.role as role',
] as const;

/** The customers the employee is a member of (unsorted; the service sorts by name). */
export async function findMemberships(db: Kysely<Database>, employeeId: number): Promise<MembershipRow[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select(membershipColumns)
    .where('memberships.employee_id', '=', employeeId)
    .where('memberships.active', '=', true)
    .execute();
}

export async function findMembership(
  db: Kysely<Database>,
  employeeId: number,
  customerId: number,
): Promise<MembershipRow | undefined> {
  if (!Number.isSafeInteger(employeeId) || !Number.isSafeInteger(customerId)) return undefined;
  return db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select(membershipColumns)
    .where('memberships.employee_id', '=', employeeId)
    .where('memberships.customer_id', '=', customerId)
    .where('memberships.active', '=', true)
    .executeTakeFirst();
}

/**
 * The person has signed in or set a password: no membership of theirs is a pending invitation any
 * more (migration 0016). Touches only pending rows, so an ordinary sign-in writes nothing (and fires
 * no membership-change notification).
 */
export async function endPendingInvitations(db: Kysely<Database>, employeeId: number): Promise<void> {
  await db.updateTable('memberships').set({ invited_at: null }).where('employee_id', '=', employeeId).where('invited_at', 'is not', null).execute();
}
