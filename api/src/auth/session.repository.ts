import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredSession {
  employeeId: number;
  /** Epoch milliseconds. */
  expiresAt: number;
  revoked: boolean;
}

const millis = (value: Date | string): number => new Date(value).getTime();

export async function insertSession(
  db: Kysely<Database>,
  session: { id: string; employeeId: number; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      employee_id: session.employeeId,
      created_at: new Date(session.createdAt).toISOString(),
      expires_at: new Date(session.expiresAt).toISOString(),
      revoked_at: null,
    })
    .execute();
}

export async function findSession(db: Kysely<Database>, id: string): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['employee_id', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { employeeId: row.employee_id, expiresAt: millis(row.expires_at), revoked: row.revoked_at !== null };
}

export async function revokeSession(db: Kysely<Database>, id: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date(at).toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Sessions past their absolute end: their tokens have expired too, so the rows are of no use. */
export async function deleteEndedSessions(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', new Date(before).toISOString()).execute();
}

/**
 * Ends every live session of the employee but `except` (the one that changed the password keeps
 * going) and returns their ids, for the caller to tell the session caches once the change commits.
 */
export async function revokeEmployeeSessions(
  db: Kysely<Database>,
  employeeId: number,
  at: number,
  except?: string,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(at).toISOString() })
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(at).toISOString());
  if (except !== undefined) query = query.where('id', '<>', except);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
