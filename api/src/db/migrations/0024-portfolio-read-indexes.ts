import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Indexes in the shape the portfolio overview reads them (ADR 0051):
 *  - the faults a customer mended and the provider has not confirmed, customer first. The overview counts them
 *    per location of one customer; with the location alone in the partial index, SQLite's planner reads the
 *    customer's whole share of `issues` through its unique key instead (55 ms for the `large` customer's 200,000
 *    issues, for an answer of no rows; 0.1 ms customer first);
 *  - on PostgreSQL, the task aggregates' month and day indexes carry the amounts (`include`), so the window's
 *    rows of every location are an index-only scan instead of a heap page per few rows (the month and day sums
 *    of `large`: 14 and 15 ms, against 24 and 31 ms through the heap). SQLite's tables are already kept in key order (migration 0021).
 */
const fixedAndUnverified = 'customer_fixed_at is not null and verified_at is null';

const taskIndexes = [
  { index: 'location_task_months_month_idx', table: 'location_task_months', key: 'month', amounts: 'on_time, late, open' },
  { index: 'location_open_task_days_day_idx', table: 'location_open_task_days', key: 'day', amounts: 'open' },
] as const;

export function portfolioReadIndexesMigration(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('issues_customer_fixed_idx').execute();
      await sql.raw(`create index issues_customer_fixed_idx on issues (customer_id, location_id) where ${fixedAndUnverified}`).execute(db);
      if (dialect !== 'postgres') return;
      for (const { index, table, key, amounts } of taskIndexes) {
        await db.schema.dropIndex(index).execute();
        await sql.raw(`create index ${index} on ${table} (${key}, location_id) include (${amounts})`).execute(db);
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        for (const { index, table, key } of taskIndexes) {
          await db.schema.dropIndex(index).execute();
          await db.schema.createIndex(index).on(table).columns([key, 'location_id']).execute();
        }
      }
      await db.schema.dropIndex('issues_customer_fixed_idx').execute();
      await sql.raw(`create index issues_customer_fixed_idx on issues (location_id) where ${fixedAndUnverified}`).execute(db);
    },
  };
}
