import { sql, type Kysely } from 'kysely';
import { toBoolean } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface TotpRow {
  secret: string;
  confirmed: boolean;
  /** The 30-second step of the last accepted code. */
  lastStep: number | null;
}

export async function findTotp(db: Kysely<Database>, employeeId: number): Promise<TotpRow | undefined> {
  const row = await db
    .selectFrom('employee_totp')
    .select(['secret', 'confirmed_at', 'last_step'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return row && { secret: row.secret, confirmed: row.confirmed_at !== null, lastStep: row.last_step === null ? null : Number(row.last_step) };
}

/** A new key waiting for its first code; replaces an earlier unconfirmed one. */
export async function savePendingTotp(db: Kysely<Database>, employeeId: number, secret: string, now: Date): Promise<void> {
  await db.deleteFrom('employee_totp').where('employee_id', '=', employeeId).where('confirmed_at', 'is', null).execute();
  await db.insertInto('employee_totp').values({ employee_id: employeeId, secret, created_at: now.toISOString(), confirmed_at: null, last_step: null }).execute();
}

export async function confirmTotp(db: Kysely<Database>, employeeId: number, step: number, now: Date): Promise<void> {
  await db.updateTable('employee_totp').set({ confirmed_at: now.toISOString(), last_step: step }).where('employee_id', '=', employeeId).execute();
}

/**
 * Records an accepted code's step; false when a code of that step (or a later one) was accepted already:
 * one statement, so two requests with the same code cannot both pass.
 */
export async function advanceTotpStep(db: Kysely<Database>, employeeId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('employee_totp')
    .set({ last_step: step })
    .where('employee_id', '=', employeeId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTwoFactor(db: Kysely<Database>, employeeId: number): Promise<boolean> {
  await db.deleteFrom('employee_recovery_codes').where('employee_id', '=', employeeId).execute();
  const result = await db.deleteFrom('employee_totp').where('employee_id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceRecoveryCodes(db: Kysely<Database>, employeeId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('employee_recovery_codes').where('employee_id', '=', employeeId).execute();
  await db
    .insertInto('employee_recovery_codes')
    .values(hashes.map((code_hash) => ({ employee_id: employeeId, code_hash, used_at: null })))
    .execute();
}

/** Marks an unused recovery code used; false when it is unknown or used (one statement: used once). */
export async function useRecoveryCode(db: Kysely<Database>, employeeId: number, hash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('employee_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('employee_id', '=', employeeId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom('employee_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Whether any customer the employee is an active member of requires two-factor. */
export async function isTwoFactorRequiredFor(db: Kysely<Database>, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('customers', 'customers.id', 'memberships.customer_id')
    .select('customers.id')
    .where('memberships.employee_id', '=', employeeId)
    .where('memberships.active', '=', true)
    .where('customers.require_two_factor', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export async function customerRequiresTwoFactor(db: Kysely<Database>, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customers').select('require_two_factor').where('id', '=', customerId).executeTakeFirst();
  return toBoolean(row?.require_two_factor as boolean | number | undefined);
}

export async function setCustomerRequiresTwoFactor(db: Kysely<Database>, customerId: number, required: boolean): Promise<void> {
  await db.updateTable('customers').set({ require_two_factor: required }).where('id', '=', customerId).execute();
}

/** The members of the customer with a confirmed two-factor key. */
export async function enrolledMemberIds(db: Kysely<Database>, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employee_totp')
    .innerJoin('memberships', 'memberships.employee_id', 'employee_totp.employee_id')
    .select('employee_totp.employee_id as id')
    .where('memberships.customer_id', '=', customerId)
    .where('employee_totp.confirmed_at', 'is not', null)
    .orderBy('employee_totp.employee_id')
    .execute();
  return rows.map((row) => row.id);
}

/** Wrong codes of the employee in the current window (`rate_limits`, migration 0007). */
export async function failedCodeCount(db: Kysely<Database>, key: string, nowMs: number): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'window_ends']).where('key', '=', key).executeTakeFirst();
  return row && Number(row.window_ends) > nowMs ? row.hits : 0;
}

/** Counts one wrong code: a new window when the last one has ended (one atomic upsert). */
export async function countFailedCode(db: Kysely<Database>, key: string, nowMs: number, windowMs: number): Promise<void> {
  const ends = nowMs + windowMs;
  await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_ends: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_ends <= ${nowMs} then 1 else rate_limits.hits + 1 end`,
        window_ends: sql<number>`case when rate_limits.window_ends <= ${nowMs} then ${ends} else rate_limits.window_ends end`,
      }),
    )
    .execute();
}

export async function clearFailedCodes(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function employeeEmailOf(db: Kysely<Database>, employeeId: number): Promise<string | undefined> {
  return (await db.selectFrom('employees').select('email').where('id', '=', employeeId).executeTakeFirst())?.email;
}
