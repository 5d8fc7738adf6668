import { sql, type Kysely } from 'kysely';
import type { Role } from '@portal/shared/contract';
import type { Database, EmployeeTokenPurpose } from '../../db/schema.js';
import { dialectOf } from '../../db/database.js';

/** The stored hash of an invited employee who has not set a password yet (verifyPassword rejects it). */
export const NO_PASSWORD = '!';

/**
 * A member as the customer sees them: the name is the customer's own name for the person (the
 * membership's display name) or else the person's; "invited" is the membership's, not the account's.
 */
export interface CustomerUserRow {
  employee_id: number;
  name: string;
  email: string;
  role: Role;
  active: boolean | number;
  restricted: boolean | number;
  invited_at: Date | string | null;
  may_approve_quotes: boolean | number;
}

function usersOf(db: Kysely<Database>, customerId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('employees', 'employees.id', 'memberships.employee_id')
    .select((eb) => [
      'employees.id as employee_id',
      eb.fn.coalesce('memberships.display_name', 'employees.name').as('name'),
      'employees.email',
      'memberships.role',
      'memberships.active',
      'memberships.restricted',
      'memberships.invited_at',
      'memberships.may_approve_quotes',
    ])
    .where('memberships.customer_id', '=', customerId);
}

/** Every member of the customer (active or not), by the name the customer shows. */
export function findCustomerUsers(db: Kysely<Database>, customerId: number): Promise<CustomerUserRow[]> {
  return usersOf(db, customerId)
    .orderBy((eb) => eb.fn.coalesce('memberships.display_name', 'employees.name'))
    .orderBy('employees.id')
    .execute();
}

export function findCustomerUser(db: Kysely<Database>, customerId: number, employeeId: number): Promise<CustomerUserRow | undefined> {
  return usersOf(db, customerId).where('employees.id', '=', employeeId).executeTakeFirst();
}

/** employee id -> the location codes a restricted member is limited to. */
export async function findAllowedCodes(db: Kysely<Database>, customerId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('membership_locations')
    .innerJoin('locations', 'locations.id', 'membership_locations.location_id')
    .select(['membership_locations.employee_id', 'locations.code'])
    .where('membership_locations.customer_id', '=', customerId)
    .orderBy('locations.code')
    .execute();
  const codes = new Map<number, string[]>();
  for (const row of rows) codes.set(row.employee_id, [...(codes.get(row.employee_id) ?? []), row.code]);
  return codes;
}

/** Serialises changes to one customer's members (the last-Admin rule) on PostgreSQL; SQLite serialises writers itself. */
export async function lockCustomerMembers(trx: Kysely<Database>, customerId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`members:${customerId}`}))`.execute(trx);
}

/** Active Admins of the customer other than the employee. */
export async function countOtherActiveAdmins(db: Kysely<Database>, customerId: number, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .where('employee_id', '<>', employeeId)
    .where('role', '=', 'Admin')
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertEmployee(db: Kysely<Database>, values: { name: string; email: string }): Promise<number> {
  const row = await db
    .insertInto('employees')
    .values({ name: values.name, email: values.email, password_hash: NO_PASSWORD, newsletter: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new, pending member (invited now); `displayName` null: the customer shows the person's own name. */
export async function insertMembership(
  db: Kysely<Database>,
  values: { employeeId: number; customerId: number; role: Role; restricted: boolean; displayName: string | null; invitedAt: string },
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      employee_id: values.employeeId,
      customer_id: values.customerId,
      role: values.role,
      active: true,
      restricted: values.restricted,
      display_name: values.displayName,
      invited_at: values.invitedAt,
    })
    .execute();
}

export async function updateMembership(
  db: Kysely<Database>,
  key: { employeeId: number; customerId: number },
  values: { role: Role; active: boolean; restricted: boolean; displayName?: string; mayApproveQuotes?: boolean },
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({
      role: values.role,
      active: values.active,
      restricted: values.restricted,
      ...(values.displayName !== undefined ? { display_name: values.displayName } : {}),
      ...(values.mayApproveQuotes !== undefined ? { may_approve_quotes: values.mayApproveQuotes } : {}),
    })
    .where('employee_id', '=', key.employeeId)
    .where('customer_id', '=', key.customerId)
    .execute();
}

/** Replaces the member's allowed locations (none: not restricted). */
export async function replaceAllowedLocations(db: Kysely<Database>, key: { employeeId: number; customerId: number }, locationIds: readonly number[]): Promise<void> {
  await db.deleteFrom('membership_locations').where('employee_id', '=', key.employeeId).where('customer_id', '=', key.customerId).execute();
  if (locationIds.length === 0) return;
  await db
    .insertInto('membership_locations')
    .values(locationIds.map((locationId) => ({ employee_id: key.employeeId, customer_id: key.customerId, location_id: locationId })))
    .execute();
}

export async function deleteMembership(db: Kysely<Database>, key: { employeeId: number; customerId: number }): Promise<void> {
  await db.deleteFrom('membership_locations').where('employee_id', '=', key.employeeId).where('customer_id', '=', key.customerId).execute();
  await db.deleteFrom('memberships').where('employee_id', '=', key.employeeId).where('customer_id', '=', key.customerId).execute();
}

export async function countMemberships(db: Kysely<Database>, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteEmployee(db: Kysely<Database>, employeeId: number): Promise<void> {
  await db.deleteFrom('employees').where('id', '=', employeeId).execute();
}

export async function findEmployee(db: Kysely<Database>, employeeId: number) {
  return db.selectFrom('employees').selectAll().where('id', '=', employeeId).executeTakeFirst();
}

export async function findEmployeeIdByEmail(db: Kysely<Database>, email: string): Promise<number | undefined> {
  return (await db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

export async function updateEmployee(
  db: Kysely<Database>,
  employeeId: number,
  values: { name?: string; culture?: string | null; newsletter?: boolean; terms_accepted_at?: string; password_hash?: string },
): Promise<void> {
  await db.updateTable('employees').set(values).where('id', '=', employeeId).execute();
}

/** The customers the employee is an active member of (audit entries of a password reset go to each). */
export async function activeCustomerIds(db: Kysely<Database>, employeeId: number): Promise<number[]> {
  const rows = await db.selectFrom('memberships').select('customer_id').where('employee_id', '=', employeeId).where('active', '=', true).execute();
  return rows.map((row) => row.customer_id);
}

export async function insertEmployeeToken(
  db: Kysely<Database>,
  values: { tokenHash: string; employeeId: number; customerId: number | null; purpose: EmployeeTokenPurpose; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('employee_tokens')
    .values({
      token_hash: values.tokenHash,
      employee_id: values.employeeId,
      customer_id: values.customerId,
      purpose: values.purpose,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** An unused, unexpired link by its hash, with its employee. */
export function findLiveToken(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('employee_tokens')
    .innerJoin('employees', 'employees.id', 'employee_tokens.employee_id')
    .select(['employee_tokens.employee_id', 'employee_tokens.customer_id', 'employee_tokens.purpose', 'employees.email', 'employees.name'])
    .where('employee_tokens.token_hash', '=', tokenHash)
    .where('employee_tokens.used_at', 'is', null)
    .where('employee_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks every unused link of the employee used (one link sets a password; the others die with it). */
export async function useEmployeeTokens(db: Kysely<Database>, employeeId: number, now: string): Promise<void> {
  await db.updateTable('employee_tokens').set({ used_at: now }).where('employee_id', '=', employeeId).where('used_at', 'is', null).execute();
}

