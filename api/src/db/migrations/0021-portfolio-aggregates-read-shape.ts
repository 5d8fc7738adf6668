import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import {
  createTriggerSet,
  dropTriggerSet,
  openFaultTriggerSets,
  taskTriggerSet,
  type OpenFaultShape,
} from './0017-portfolio-aggregates.js';

/**
 * The portfolio aggregates in the shape the overview reads them (ADR 0051):
 *  - `location_open_faults.oldest_issue_number`: the oldest fault's number beside its id, kept by the same
 *    triggers, so the overview names each location's worst fault without reading thousands of scattered issue
 *    rows;
 *  - on SQLite, `location_task_months` and `location_open_task_days` are `without rowid` tables: their rows lie
 *    in key order (location, then month or day), so a location's window is one range of a few pages rather than
 *    an index range plus a table lookup per row. PostgreSQL keeps its heap tables.
 */

/** The open-fault shape from this migration on. */
export const openFaultShape: OpenFaultShape = { withNumber: true };
const before: OpenFaultShape = { withNumber: false };

/** The task aggregates SQLite clusters by key. */
const taskTables = [
  { table: 'location_task_months', key: 'month', amounts: ['on_time', 'late', 'open'] },
  { table: 'location_open_task_days', key: 'day', amounts: ['open'] },
] as const;

/** SQLite: recreates a task aggregate table, clustered by its key (`without rowid`) or not, keeping its rows. */
async function recreate(db: Kysely<unknown>, { table, key, amounts }: (typeof taskTables)[number], clustered: boolean): Promise<void> {
  const columns = ['location_id', key, ...amounts];
  const definitions = [
    'location_id integer not null references locations (id) on delete cascade',
    `${key} text not null`,
    ...amounts.map((amount) => `${amount} integer not null default 0`),
    `constraint ${table}_pk primary key (location_id, ${key})`,
  ];
  await sql.raw(`create table ${table}_next (${definitions.join(', ')})${clustered ? ' without rowid' : ''}`).execute(db);
  await sql.raw(`insert into ${table}_next (${columns.join(', ')}) select ${columns.join(', ')} from ${table}`).execute(db);
  await sql.raw(`drop table ${table}`).execute(db);
  await sql.raw(`alter table ${table}_next rename to ${table}`).execute(db);
  await sql.raw(`create index ${table}_${key}_idx on ${table} (${key}, location_id)`).execute(db);
}

export function portfolioAggregatesReadShapeMigration(dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const set of openFaultTriggerSets(before)) await dropTriggerSet(db, dialect, set);
      await db.schema
        .alterTable('location_open_faults')
        .addColumn('oldest_issue_number', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await sql`update location_open_faults set oldest_issue_number = (select number from issues where issues.id = location_open_faults.oldest_issue_id)`.execute(
        db,
      );
      for (const set of openFaultTriggerSets(openFaultShape)) await createTriggerSet(db, dialect, set);

      if (dialect === 'sqlite') {
        await dropTriggerSet(db, dialect, taskTriggerSet);
        for (const table of taskTables) await recreate(db, table, true);
        await createTriggerSet(db, dialect, taskTriggerSet);
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await dropTriggerSet(db, dialect, taskTriggerSet);
        for (const table of taskTables) await recreate(db, table, false);
        await createTriggerSet(db, dialect, taskTriggerSet);
      }
      for (const set of openFaultTriggerSets(openFaultShape)) await dropTriggerSet(db, dialect, set);
      await db.schema.alterTable('location_open_faults').dropColumn('oldest_issue_number').execute();
      for (const set of openFaultTriggerSets(before)) await createTriggerSet(db, dialect, set);
    },
  };
}
