import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * The durable job queue (ADR 0014): one row per accepted background job (report bundles), claimed by
 * a worker with a lease. Times are ISO-8601 UTC text on both databases, so the claim compares them
 * as strings with no dialect-specific date functions.
 */
export function jobsMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('jobs')
        .addColumn('id', isPg ? 'serial' : 'integer', (col) => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        /** Which handler runs it, e.g. 'issue-bundle'. */
        .addColumn('kind', 'text', (col) => col.notNull())
        /** Whose per-user cap it counts against (the requesting employee's e-mail, lower case). */
        .addColumn('owner', 'text', (col) => col.notNull())
        /** The handler's input as JSON. */
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'failed')`))
        /** The last step the handler committed (e.g. 'mailing'): a retry after a crash knows how far it got. */
        .addColumn('step', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        /** Not claimed before this time (retries back off). */
        .addColumn('run_after', 'text', (col) => col.notNull())
        /** While running: the claim's token and until when it holds; an expired lease is a crashed worker. */
        .addColumn('claim', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created', 'text', (col) => col.notNull())
        .addColumn('finished', 'text')
        .execute();
      // The claim: runnable jobs in order; the cap: a user's unfinished jobs.
      await db.schema.createIndex('jobs_status_run_after_idx').on('jobs').columns(['status', 'run_after', 'id']).execute();
      await db.schema.createIndex('jobs_owner_status_idx').on('jobs').columns(['owner', 'status']).execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('jobs').ifExists().execute();
    },
  };
}
