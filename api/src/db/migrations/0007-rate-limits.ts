import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Counters of the request rate limits (sign-in) shared by every API process on one PostgreSQL
 * (ADR 0018): one row per limited key and window, counted up with an atomic upsert. Times are
 * epoch milliseconds of the database's clock, so processes with skewed clocks agree. On SQLite the
 * limits stay in the process (one process, ADR 2) and the table stays empty.
 */
export function rateLimitsMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('hits', 'integer', (col) => col.notNull())
        .addColumn('window_ends', isPg ? 'bigint' : 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_window_ends_idx').on('rate_limits').column('window_ends').execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('rate_limits').ifExists().execute();
    },
  };
}
