import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Server-side sessions (ADR 0013): one row per sign-in. Every token carries its session's id
 * (`sid`); logout sets `revoked_at`, and `expires_at` is the absolute end no renewed token may
 * outlive. Rows past `expires_at` are useless (their tokens have expired too) and are deleted.
 */
export function sessionsMigration(dialect: DatabaseDialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('revoked_at', timestamp)
        .execute();
      await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
      await db.schema.createIndex('sessions_employee_idx').on('sessions').column('employee_id').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('sessions').ifExists().execute();
    },
  };
}
