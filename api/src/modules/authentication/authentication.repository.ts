import type { Kysely } from 'kysely';
import { toBoolean } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface EmployeeRecord {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  newsletter: boolean;
  /** The profile's language: da-DK, en-GB, de-DE or null. */
  culture: string | null;
}

const employeeColumns = [
  'id',
  'name',
  'email',
  'password_hash as passwordHash',
  'newsletter',
  'culture',
] as const;

export async function findEmployeeByEmail(db: Kysely<Database>, email: string): Promise<EmployeeRecord | undefined> {
  const row = await db
    .selectFrom('employees')
    .select(employeeColumns)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && { ...row, newsletter: toBoolean(row.newsletter) };
}

export async function findEmployeeById(db: Kysely<Database>, id: number): Promise<EmployeeRecord | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const row = await db.selectFrom('employees').select(employeeColumns).where('id', '=', id).executeTakeFirst();
  return row && { ...row, newsletter: toBoolean(row.newsletter) };
}

export async function insertImpersonationLog(
  db: Kysely<Database>,
  entry: { customerId: number; employeeId: number; impersonator: string },
): Promise<void> {
  await db
    .insertInto('impersonation_log')
    .values({
      customer_id: entry.customerId,
      employee_id: entry.employeeId,
      impersonator: entry.impersonator,
      created_at: new Date().toISOString(),
    })
    .execute();
}
