import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { closedTaskStatuses, openIssueStatuses } from '../domain-constants.js';

/**
 * Per-location counters (ADR 0012): installations, open and closed issues, open and closed tasks of
 * each location itself (not of its descendants). A location's figures "with everything inside it"
 * (the chart's four counts, the details' units and current issues) are the sum of these rows over
 * its descendants in `location_ancestors`: a handful of row reads instead of counting a site's
 * thousands of issues and tasks per request.
 *
 * Triggers keep them right for every writer (the import, the scale generator's bulk writers, the
 * issue status changes, tests), as 0003 does for the ancestry; a location's row goes with it
 * (cascade). Open means what db/conditions.ts says (isOpenIssue / isOpenTask).
 */

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const openIssue = (row: string) => `case when ${row}.status in (${list(openIssueStatuses)}) then 1 else 0 end`;
const openTask = (row: string) => `case when ${row}.status not in (${list(closedTaskStatuses)}) then 1 else 0 end`;

interface Counted {
  table: 'installations' | 'issues' | 'tasks';
  /** Columns whose change moves a row between counters. */
  columns: string[];
  /** Counter column -> the amount a row adds to it. */
  amounts: (row: string) => Record<string, string>;
}

const counted: Counted[] = [
  { table: 'installations', columns: ['location_id'], amounts: () => ({ installations: '1' }) },
  {
    table: 'issues',
    columns: ['location_id', 'status'],
    amounts: (row) => ({ open_issues: openIssue(row), closed_issues: `1 - ${openIssue(row)}` }),
  },
  {
    table: 'tasks',
    columns: ['location_id', 'status'],
    amounts: (row) => ({ open_tasks: openTask(row), closed_tasks: `1 - ${openTask(row)}` }),
  },
];

/** Adds a row's amounts to its location's counters (creating the counters row when missing). */
const add = ({ amounts }: Counted, row: string) => {
  const columns = Object.keys(amounts(row));
  return `insert into location_counters (location_id, ${columns.join(', ')})
    values (${row}.location_id, ${Object.values(amounts(row)).join(', ')})
    on conflict (location_id) do update set ${columns.map((column) => `${column} = location_counters.${column} + excluded.${column}`).join(', ')}`;
};

/** Takes a row's amounts off its location's counters. */
const subtract = ({ amounts }: Counted, row: string) =>
  `update location_counters set ${Object.entries(amounts(row))
    .map(([column, amount]) => `${column} = ${column} - (${amount})`)
    .join(', ')} where location_id = ${row}.location_id`;

const changed = ({ columns }: Counted, distinct: string) => columns.map((column) => `old.${column} ${distinct} new.${column}`).join(' or ');

const backfill = `
  insert into location_counters (location_id, installations, open_issues, closed_issues, open_tasks, closed_tasks)
  select l.id,
    (select count(*) from installations x where x.location_id = l.id),
    (select coalesce(sum(${openIssue('i')}), 0) from issues i where i.location_id = l.id),
    (select coalesce(sum(1 - ${openIssue('i')}), 0) from issues i where i.location_id = l.id),
    (select coalesce(sum(${openTask('t')}), 0) from tasks t where t.location_id = l.id),
    (select coalesce(sum(1 - ${openTask('t')}), 0) from tasks t where t.location_id = l.id)
  from locations l`;

export function locationCountersMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const counter = (name: string) => (table: ReturnType<typeof db.schema.createTable>) =>
        table.addColumn(name, 'integer', (col) => col.notNull().defaultTo(0));
      let table = db.schema
        .createTable('location_counters')
        .addColumn('location_id', 'integer', (col) => col.primaryKey().references('locations.id').onDelete('cascade'));
      for (const name of ['installations', 'open_issues', 'closed_issues', 'open_tasks', 'closed_tasks']) table = counter(name)(table);
      await table.execute();
      await sql.raw(backfill).execute(db);

      for (const entry of counted) {
        const { table: name, columns } = entry;
        if (isPg) {
          await sql
            .raw(
              `create function ${name}_location_counters() returns trigger language plpgsql as $$
               begin
                 if tg_op in ('UPDATE', 'DELETE') then ${subtract(entry, 'old')}; end if;
                 if tg_op in ('UPDATE', 'INSERT') then ${add(entry, 'new')}; end if;
                 return null;
               end $$`,
            )
            .execute(db);
          await sql
            .raw(`create trigger ${name}_counters_insert_delete after insert or delete on ${name} for each row execute function ${name}_location_counters()`)
            .execute(db);
          await sql
            .raw(
              `create trigger ${name}_counters_update after update of ${columns.join(', ')} on ${name} for each row
               when (${changed(entry, 'is distinct from')}) execute function ${name}_location_counters()`,
            )
            .execute(db);
        } else {
          await sql.raw(`create trigger ${name}_counters_insert after insert on ${name} begin ${add(entry, 'new')}; end`).execute(db);
          await sql.raw(`create trigger ${name}_counters_delete after delete on ${name} begin ${subtract(entry, 'old')}; end`).execute(db);
          await sql
            .raw(
              `create trigger ${name}_counters_update after update of ${columns.join(', ')} on ${name}
               when ${changed(entry, 'is not')} begin ${subtract(entry, 'old')}; ${add(entry, 'new')}; end`,
            )
            .execute(db);
        }
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const { table } of counted) {
        if (isPg) {
          await sql.raw(`drop trigger if exists ${table}_counters_update on ${table}`).execute(db);
          await sql.raw(`drop trigger if exists ${table}_counters_insert_delete on ${table}`).execute(db);
          await sql.raw(`drop function if exists ${table}_location_counters()`).execute(db);
        } else {
          for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${table}_counters_${event}`).execute(db);
        }
      }
      await db.schema.dropTable('location_counters').ifExists().execute();
    },
  };
}
