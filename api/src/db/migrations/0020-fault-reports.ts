import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { issueStatuses, openIssueStatuses } from '../domain-constants.js';

/**
 * Faults the customer reports (ADR 0054): from the portal's form or, by a guest, from a unit's QR label.
 *
 *  - The status `Reported` joins the issue statuses and the open ones. The statuses were written into the
 *    check constraints of `issues` and `issue_transactions`, the location counters' and the portfolio's trigger
 *    bodies and the open-issue partial index when those were made; a database made before this migration has
 *    the lists without it, so they are widened here (a database made after already has them: then every step
 *    finds nothing to change). SQLite cannot alter a check constraint, so the two tables are rebuilt with the
 *    same columns, rows, indexes and triggers.
 *  - `issues`: how urgent the customer said it was, the contact phone, who reported it (the guest's name and
 *    e-mail address; a signed-in reporter is the history's person), whether it came from a QR label; and the
 *    customer's own fix: when the customer said it is mended (`customer_fixed_at`) and when the provider
 *    confirmed it (`verified_at`, from the import).
 *  - `files`: the thumbnail made from an uploaded image, and whether a file is evidence of the customer's fix.
 *  - `customers`: whether guests may report by a QR label (off by default), and the labels' generation, which
 *    an Admin raises to make every printed label of the customer stop working.
 */

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const OLD_STATUSES = list(issueStatuses.filter((status) => status !== 'Reported'));
const OLD_OPEN = list(openIssueStatuses.filter((status) => status !== 'Reported'));
/** The open list's literal text as the migrations before this one wrote it into triggers. */
const OLD_OPEN_LIST = `in (${OLD_OPEN})`;
const NEW_OPEN_LIST = `in (${list(openIssueStatuses)})`;
const OPEN_ISSUE = `status ${NEW_OPEN_LIST}`;

const widenStatuses = (text: string) => text.replaceAll(`in (${OLD_STATUSES})`, `in (${list(issueStatuses)})`);
const widenOpen = (text: string) => text.replaceAll(OLD_OPEN_LIST, NEW_OPEN_LIST);

interface SchemaRow {
  type: string;
  name: string;
  sql: string | null;
}

/**
 * Rebuilds a SQLite table whose check constraint lists the statuses without `Reported` (SQLite's documented
 * procedure for a schema change ALTER TABLE cannot make): a copy made by the widened statement, the rows copied,
 * the old table dropped, the copy renamed, and the table's indexes and triggers made again. Foreign keys are off
 * meanwhile so that dropping the table does not cascade into the rows that point at it.
 */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string): Promise<void> {
  const rows = (await sql<SchemaRow>`select type, name, sql from sqlite_schema where tbl_name = ${table}`.execute(db)).rows;
  const create = rows.find((row) => row.type === 'table')?.sql;
  if (!create || create.includes("'Reported'")) return;
  const copy = `${table}__widened`;
  const statement = widenStatuses(create).replace(/^CREATE TABLE\s+("?)\w+\1/i, `create table "${copy}"`);
  const dependents = rows.filter((row) => row.type !== 'table' && row.sql !== null).map((row) => row.sql as string);
  await sql.raw('pragma foreign_keys = off').execute(db);
  // The rename must not look at other tables' triggers naming this table while it is gone.
  await sql.raw('pragma legacy_alter_table = on').execute(db);
  try {
    await sql.raw('begin').execute(db);
    await sql.raw(statement).execute(db);
    await sql.raw(`insert into "${copy}" select * from "${table}"`).execute(db);
    await sql.raw(`drop table "${table}"`).execute(db);
    await sql.raw(`alter table "${copy}" rename to "${table}"`).execute(db);
    for (const dependent of dependents) await sql.raw(dependent).execute(db);
    await sql.raw('commit').execute(db);
  } catch (error) {
    await sql.raw('rollback').execute(db);
    throw error;
  } finally {
    await sql.raw('pragma legacy_alter_table = off').execute(db);
    await sql.raw('pragma foreign_keys = on').execute(db);
  }
  const broken = (await sql.raw(`pragma foreign_key_check("${table}")`).execute(db)).rows;
  if (broken.length > 0) throw new Error(`Rebuilding ${table} left ${broken.length} broken references`);
}

async function widenSqlite(db: Kysely<unknown>): Promise<void> {
  await rebuildSqliteTable(db, 'issues');
  await rebuildSqliteTable(db, 'issue_transactions');
  const triggers = (await sql<SchemaRow>`select type, name, sql from sqlite_schema where type = 'trigger'`.execute(db)).rows;
  for (const trigger of triggers) {
    if (!trigger.sql?.includes(OLD_OPEN_LIST)) continue;
    await sql.raw(`drop trigger "${trigger.name}"`).execute(db);
    await sql.raw(widenOpen(trigger.sql)).execute(db);
  }
}

async function widenPostgres(db: Kysely<unknown>): Promise<void> {
  const checks = (
    await sql<{ table: string; name: string }>`
      select c.conrelid::regclass::text as table, c.conname as name from pg_constraint c
      join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname in ('issues', 'issue_transactions') and c.contype = 'c'
        and pg_get_constraintdef(c.oid) like '%NoAction%' and pg_get_constraintdef(c.oid) not like '%Reported%'`.execute(db)
  ).rows;
  for (const check of checks) {
    await sql.raw(`alter table ${check.table} drop constraint "${check.name}", add constraint "${check.name}" check (status in (${list(issueStatuses)}))`).execute(db);
  }
  const functions = (
    await sql<{ definition: string }>`
      select pg_get_functiondef(p.oid) as definition from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema() and p.prosrc like ${`%${OLD_OPEN_LIST}%`}`.execute(db)
  ).rows;
  for (const fn of functions) await sql.raw(widenOpen(fn.definition)).execute(db);
}

export function faultReportsMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const timestamp = isPg ? 'timestamptz' : 'text';
  const boolean = isPg ? 'boolean' : 'integer';
  const falseValue = isPg ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (isPg) await widenPostgres(db);
      else await widenSqlite(db);
      await db.schema.dropIndex('issues_open_location_idx').ifExists().execute();
      await sql.raw(`create index issues_open_location_idx on issues (location_id, created) where ${OPEN_ISSUE}`).execute(db);

      await db.schema
        .alterTable('issues')
        .addColumn('urgency', 'text', (col) => col.check(sql`urgency in ('normal', 'critical')`))
        .execute();
      for (const column of ['contact_phone', 'reporter_name', 'reporter_email']) {
        await db.schema.alterTable('issues').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('issues').addColumn('reported_by_label', boolean, (col) => col.notNull().defaultTo(falseValue)).execute();
      await db.schema.alterTable('issues').addColumn('customer_fixed_at', timestamp).execute();
      await db.schema.alterTable('issues').addColumn('verified_at', timestamp).execute();
      // The faults the customer mended and the provider has not confirmed yet: few, counted per location.
      await sql
        .raw('create index issues_customer_fixed_idx on issues (location_id) where customer_fixed_at is not null and verified_at is null')
        .execute(db);

      await db.schema.alterTable('files').addColumn('thumbnail_key', 'text').execute();
      await db.schema.alterTable('files').addColumn('evidence', boolean, (col) => col.notNull().defaultTo(falseValue)).execute();
      await db.schema.createIndex('files_thumbnail_key_idx').on('files').column('thumbnail_key').execute();

      await db.schema.alterTable('customers').addColumn('guest_reports', boolean, (col) => col.notNull().defaultTo(falseValue)).execute();
      await db.schema.alterTable('customers').addColumn('label_generation', 'integer', (col) => col.notNull().defaultTo(1)).execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('customers').dropColumn('label_generation').execute();
      await db.schema.alterTable('customers').dropColumn('guest_reports').execute();
      await db.schema.dropIndex('files_thumbnail_key_idx').ifExists().execute();
      await db.schema.alterTable('files').dropColumn('evidence').execute();
      await db.schema.alterTable('files').dropColumn('thumbnail_key').execute();
      await db.schema.dropIndex('issues_customer_fixed_idx').ifExists().execute();
      for (const column of ['verified_at', 'customer_fixed_at', 'reported_by_label', 'reporter_email', 'reporter_name', 'contact_phone', 'urgency']) {
        await db.schema.alterTable('issues').dropColumn(column).execute();
      }
    },
  };
}
