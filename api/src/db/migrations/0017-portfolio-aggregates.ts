import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { closedTaskStatuses, openIssueStatuses } from '../domain-constants.js';
import { ISSUE_SEVERITY } from '../sqlite-functions.js';

/**
 * The portfolio overview's aggregates (ADR 0051), kept by triggers in the transaction of every write, as the
 * location counters are (ADR 0012), so the overview and the trend read a few rows per location instead of its
 * tasks and issues:
 *  - `location_task_months`: per location and month a task falls due in ('YYYY-MM', UTC), the tasks completed
 *    on time and late (portfolio.rules.js: by UTC day) and the open ones;
 *  - `location_open_task_days`: per location and due day ('YYYY-MM-DD'), the open tasks (overdue and due soon
 *    need the day; only open tasks have rows);
 *  - `location_issue_months`: per location and month, the faults created in it (`issues_found`) and the faults
 *    completed in it (`issues_closed`)
 *    (the month of `updated` of a Completed fault);
 *  - `location_open_faults`: per location and severity (issues.rules.js `issueSeverity`; '' when none), the open
 *    faults, the oldest one's created date and id. Refreshed from the location's open faults on every change of
 *    them or of a thermography class (a minimum cannot be kept by adding and subtracting).
 * Every aggregate holds a location's own rows; the service adds the sub-locations' up.
 */

/** The aggregate tables, for whoever must name them all (the scale generator's planner statistics). */
export const portfolioAggregateTables = ['location_task_months', 'location_open_task_days', 'location_issue_months', 'location_open_faults'] as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const closedTask = (row: string) => `${row}.status in (${list(closedTaskStatuses)})`;

interface Dialect {
  day: (expression: string) => string;
  month: (expression: string) => string;
  severity: (errorType: string, faultClass: string) => string;
  /** The id of the oldest row of a group (SQLite takes a bare column from the row of min()). */
  oldestId: string;
  /** The number of that row. */
  oldestNumber: string;
}

const sqlite: Dialect = {
  day: (expression) => `date(${expression})`,
  month: (expression) => `strftime('%Y-%m', ${expression})`,
  severity: (errorType, faultClass) => `coalesce(${ISSUE_SEVERITY}(${errorType}, ${faultClass}), '')`,
  oldestId: 'id',
  oldestNumber: 'number',
};

const postgres: Dialect = {
  day: (expression) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD')`,
  month: (expression) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM')`,
  severity: (errorType, faultClass) => `coalesce(${ISSUE_SEVERITY}(${errorType}, ${faultClass}), '')`,
  oldestId: '(array_agg(id order by created, id))[1]',
  oldestNumber: '(array_agg(number order by created, id))[1]',
};

/** The task amounts of one row (`old` or `new`) for its due month. */
function taskMonthAmounts(d: Dialect, row: string) {
  return {
    on_time: `case when ${closedTask(row)} and (${row}.completed_date is null or ${d.day(`${row}.completed_date`)} <= ${d.day(`${row}.due_date`)}) then 1 else 0 end`,
    late: `case when ${closedTask(row)} and ${row}.completed_date is not null and ${d.day(`${row}.completed_date`)} > ${d.day(`${row}.due_date`)} then 1 else 0 end`,
    open: `case when ${closedTask(row)} then 0 else 1 end`,
  };
}

/** Adds amounts to a keyed row, creating it when missing. */
function upsert(table: string, keys: Record<string, string>, amounts: Record<string, string>, where = '1 = 1'): string {
  const columns = [...Object.keys(keys), ...Object.keys(amounts)];
  const values = [...Object.values(keys), ...Object.values(amounts)];
  const set = Object.keys(amounts).map((column) => `${column} = ${table}.${column} + excluded.${column}`);
  return `insert into ${table} (${columns.join(', ')}) select ${values.join(', ')} where ${where}
    on conflict (${Object.keys(keys).join(', ')}) do update set ${set.join(', ')}`;
}

/** Takes amounts off a keyed row. */
function subtract(table: string, keys: Record<string, string>, amounts: Record<string, string>, where = '1 = 1'): string {
  const set = Object.entries(amounts).map(([column, amount]) => `${column} = ${table}.${column} - (${amount})`);
  const match = Object.entries(keys).map(([column, value]) => `${table}.${column} = ${value}`);
  return `update ${table} set ${set.join(', ')} where ${match.join(' and ')} and ${where}`;
}

function taskStatements(d: Dialect, row: string, sign: 'add' | 'subtract'): string[] {
  const write = sign === 'add' ? upsert : subtract;
  return [
    write('location_task_months', { location_id: `${row}.location_id`, month: d.month(`${row}.due_date`) }, taskMonthAmounts(d, row)),
    write('location_open_task_days', { location_id: `${row}.location_id`, day: d.day(`${row}.due_date`) }, { open: '1' }, `not (${closedTask(row)})`),
  ];
}

function issueMonthStatements(d: Dialect, row: string, sign: 'add' | 'subtract'): string[] {
  const write = sign === 'add' ? upsert : subtract;
  return [
    write('location_issue_months', { location_id: `${row}.location_id`, month: d.month(`${row}.created`) }, { issues_found: '1', issues_closed: '0' }),
    write('location_issue_months', { location_id: `${row}.location_id`, month: d.month(`${row}.updated`) }, { issues_found: '0', issues_closed: '1' }, `${row}.status = 'Completed'`),
  ];
}

/**
 * The shape of `location_open_faults`: as this migration made it, or with the oldest fault's number too
 * (migration 0021), which spares the overview a read of each worst fault's row.
 */
export interface OpenFaultShape {
  withNumber: boolean;
}

const openFaultColumns = (shape: OpenFaultShape) =>
  `location_id, severity, open_issues, oldest_created, oldest_issue_id${shape.withNumber ? ', oldest_issue_number' : ''}`;

/** The open faults of the locations a `where` picks, grouped by location and severity. */
function openFaultRows(d: Dialect, where: string, shape: OpenFaultShape): string {
  return `select location_id, severity, count(*), min(created), ${d.oldestId}${shape.withNumber ? `, ${d.oldestNumber}` : ''}
    from (select i.id, i.number, i.location_id, i.created, ${d.severity('i.error_type', 'f.value')} as severity
          from issues i left join thermography_fields f on f.issue_id = i.id and f.field_type = 'Fejlklasse'
          where i.status in (${list(openIssueStatuses)}) and ${where}) open_faults
    group by location_id, severity`;
}

function refreshOpenFaults(d: Dialect, location: string, shape: OpenFaultShape): string[] {
  return [
    `delete from location_open_faults where location_id = ${location}`,
    `insert into location_open_faults (${openFaultColumns(shape)})
     ${openFaultRows(d, `i.location_id = ${location}`, shape)}`,
  ];
}

const faultClassLocation = (row: string) => `(select location_id from issues where id = ${row}.issue_id)`;

export interface TriggerSet {
  name: string;
  table: string;
  /** Columns whose update moves the aggregates. */
  columns: string[];
  when?: (row: string) => string;
  onRemove: (d: Dialect) => string[];
  onAdd: (d: Dialect) => string[];
}

/** The triggers of the task aggregates. */
export const taskTriggerSet: TriggerSet = {
  name: 'tasks_portfolio',
  table: 'tasks',
  columns: ['location_id', 'status', 'due_date', 'completed_date'],
  onRemove: (d) => taskStatements(d, 'old', 'subtract'),
  onAdd: (d) => taskStatements(d, 'new', 'add'),
};

/** The triggers that refresh a location's open faults from its rows: they need the issues' location index. */
export function openFaultTriggerSets(shape: OpenFaultShape): TriggerSet[] {
  return [
    {
      name: 'issues_portfolio_faults',
      table: 'issues',
      columns: ['location_id', 'status', 'created', 'error_type', ...(shape.withNumber ? ['number'] : [])],
      onRemove: (d) => refreshOpenFaults(d, 'old.location_id', shape),
      onAdd: (d) => refreshOpenFaults(d, 'new.location_id', shape),
    },
    {
      name: 'fault_classes_portfolio',
      table: 'thermography_fields',
      columns: ['issue_id', 'field_type', 'value'],
      when: (row) => `${row}.field_type = 'Fejlklasse'`,
      onRemove: (d) => refreshOpenFaults(d, faultClassLocation('old'), shape),
      onAdd: (d) => refreshOpenFaults(d, faultClassLocation('new'), shape),
    },
  ];
}

const firstShape: OpenFaultShape = { withNumber: false };

const triggerSets: TriggerSet[] = [
  taskTriggerSet,
  {
    name: 'issues_portfolio_months',
    table: 'issues',
    columns: ['location_id', 'status', 'created', 'updated'],
    onRemove: (d) => issueMonthStatements(d, 'old', 'subtract'),
    onAdd: (d) => issueMonthStatements(d, 'new', 'add'),
  },
  ...openFaultTriggerSets(firstShape),
];

const backfill = (d: Dialect) => [
  `insert into location_task_months (location_id, month, on_time, late, open)
   select location_id, ${d.month('due_date')}, sum(${taskMonthAmounts(d, 't').on_time}), sum(${taskMonthAmounts(d, 't').late}), sum(${taskMonthAmounts(d, 't').open})
   from tasks t group by location_id, ${d.month('due_date')}`,
  `insert into location_open_task_days (location_id, day, open)
   select location_id, ${d.day('due_date')}, count(*) from tasks t where not (${closedTask('t')}) group by location_id, ${d.day('due_date')}`,
  `insert into location_issue_months (location_id, month, issues_found, issues_closed)
   select location_id, month, sum(issues_found), sum(issues_closed) from (
     select location_id, ${d.month('created')} as month, 1 as issues_found, 0 as issues_closed from issues
     union all
     select location_id, ${d.month('updated')}, 0, 1 from issues where status = 'Completed') months
   group by location_id, month`,
  `insert into location_open_faults (${openFaultColumns(firstShape)}) ${openFaultRows(d, '1 = 1', firstShape)}`,
];

/**
 * PostgreSQL's `issue_severity`: issues.rules.js `issueSeverity` in SQL (SQLite calls that function itself,
 * db/sqlite-functions.ts); the portfolio test checks the two agree.
 */
const postgresSeverityFunction = `
  create function ${ISSUE_SEVERITY}(error_type text, fault_class text) returns text language sql immutable as $$
    select case regexp_replace(coalesce(fault_class, ''), '\\D', '', 'g')
      when '1' then 'A' when '2' then 'B' when '3' then 'C'
      else case when upper(left(btrim(coalesce(error_type, ''), E' \\t\\r\\n'), 1)) in ('A', 'B', 'C')
                then upper(left(btrim(coalesce(error_type, ''), E' \\t\\r\\n'), 1)) end
    end
  $$`;

export async function createTriggerSet<DB>(db: Kysely<DB>, dialect: DatabaseDialect, set: TriggerSet): Promise<void> {
  const isPg = dialect === 'postgres';
  const d = isPg ? postgres : sqlite;
  const whenOld = set.when?.('old');
  const whenNew = set.when?.('new');
  const changed = set.columns.map((column) => `old.${column} ${isPg ? 'is distinct from' : 'is not'} new.${column}`).join(' or ');
  if (isPg) {
    const guard = (when: string | undefined, statements: string[]) => `if ${when ?? 'true'} then ${statements.join('; ')}; end if;`;
    await sql
      .raw(
        `create function ${set.name}() returns trigger language plpgsql as $$
         begin
           if tg_op in ('UPDATE', 'DELETE') then ${guard(whenOld, set.onRemove(d))} end if;
           if tg_op in ('UPDATE', 'INSERT') then ${guard(whenNew, set.onAdd(d))} end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger ${set.name}_insert_delete after insert or delete on ${set.table} for each row execute function ${set.name}()`).execute(db);
    await sql
      .raw(`create trigger ${set.name}_update after update of ${set.columns.join(', ')} on ${set.table} for each row when (${changed}) execute function ${set.name}()`)
      .execute(db);
  } else {
    const body = (statements: string[]) => statements.map((statement) => `${statement};`).join(' ');
    const when = (condition: string | undefined) => (condition ? `when ${condition}` : '');
    await sql.raw(`create trigger ${set.name}_insert after insert on ${set.table} ${when(whenNew)} begin ${body(set.onAdd(d))} end`).execute(db);
    await sql.raw(`create trigger ${set.name}_delete after delete on ${set.table} ${when(whenOld)} begin ${body(set.onRemove(d))} end`).execute(db);
    // An update is taken off as the old row and added as the new (the class trigger when either is a class).
    const updateWhen = whenOld ? `(${changed}) and (${whenOld} or ${whenNew})` : changed;
    await sql
      .raw(`create trigger ${set.name}_update after update of ${set.columns.join(', ')} on ${set.table} when ${updateWhen} begin ${body([...set.onRemove(d), ...set.onAdd(d)])} end`)
      .execute(db);
  }
}

export async function dropTriggerSet<DB>(db: Kysely<DB>, dialect: DatabaseDialect, set: TriggerSet): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`drop trigger if exists ${set.name}_update on ${set.table}`).execute(db);
    await sql.raw(`drop trigger if exists ${set.name}_insert_delete on ${set.table}`).execute(db);
    await sql.raw(`drop function if exists ${set.name}()`).execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${set.name}_${event}`).execute(db);
  }
}

/**
 * For a bulk load that drops the issues' secondary indexes (the scale generator): without them each refresh would
 * read the whole issues table. Drop these triggers before the load, and `restoreOpenFaultTriggers` after it, with
 * the table's current shape.
 */
export async function dropOpenFaultTriggers<DB>(db: Kysely<DB>, dialect: DatabaseDialect, shape: OpenFaultShape): Promise<void> {
  for (const set of openFaultTriggerSets(shape)) await dropTriggerSet(db, dialect, set);
}

/** Refreshes the open faults of a customer's locations in one pass and puts the triggers back. */
export async function restoreOpenFaultTriggers<DB>(db: Kysely<DB>, dialect: DatabaseDialect, customerId: number, shape: OpenFaultShape): Promise<void> {
  const d = dialect === 'postgres' ? postgres : sqlite;
  const locations = `select id from locations where customer_id = ${Number(customerId)}`;
  await sql.raw(`delete from location_open_faults where location_id in (${locations})`).execute(db);
  await sql
    .raw(`insert into location_open_faults (${openFaultColumns(shape)}) ${openFaultRows(d, `i.customer_id = ${Number(customerId)}`, shape)}`)
    .execute(db);
  for (const set of openFaultTriggerSets(shape)) await createTriggerSet(db, dialect, set);
}

export function portfolioAggregatesMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const d = isPg ? postgres : sqlite;
  const timestamp = isPg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const location = (col: ColumnDefinitionBuilder) => col.notNull().references('locations.id').onDelete('cascade');
      const count = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
      await db.schema
        .createTable('location_task_months')
        .addColumn('location_id', 'integer', location)
        .addColumn('month', 'text', (col) => col.notNull())
        .addColumn('on_time', 'integer', count)
        .addColumn('late', 'integer', count)
        .addColumn('open', 'integer', count)
        .addPrimaryKeyConstraint('location_task_months_pk', ['location_id', 'month'])
        .execute();
      await db.schema
        .createTable('location_open_task_days')
        .addColumn('location_id', 'integer', location)
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('open', 'integer', count)
        .addPrimaryKeyConstraint('location_open_task_days_pk', ['location_id', 'day'])
        .execute();
      await db.schema
        .createTable('location_issue_months')
        .addColumn('location_id', 'integer', location)
        .addColumn('month', 'text', (col) => col.notNull())
        .addColumn('issues_found', 'integer', count)
        .addColumn('issues_closed', 'integer', count)
        .addPrimaryKeyConstraint('location_issue_months_pk', ['location_id', 'month'])
        .execute();
      await db.schema
        .createTable('location_open_faults')
        .addColumn('location_id', 'integer', location)
        .addColumn('severity', 'text', (col) => col.notNull())
        .addColumn('open_issues', 'integer', count)
        .addColumn('oldest_created', timestamp, (col) => col.notNull())
        .addColumn('oldest_issue_id', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('location_open_faults_pk', ['location_id', 'severity'])
        .execute();
      // The overview reads a window of months and days across the customer's locations.
      await db.schema.createIndex('location_task_months_month_idx').on('location_task_months').columns(['month', 'location_id']).execute();
      await db.schema.createIndex('location_open_task_days_day_idx').on('location_open_task_days').columns(['day', 'location_id']).execute();
      await db.schema.createIndex('location_issue_months_month_idx').on('location_issue_months').columns(['month', 'location_id']).execute();

      if (isPg) await sql.raw(postgresSeverityFunction).execute(db);
      for (const statement of backfill(d)) await sql.raw(statement).execute(db);

      for (const set of triggerSets) await createTriggerSet(db, dialect, set);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const set of triggerSets) await dropTriggerSet(db, dialect, set);
      if (isPg) await sql.raw(`drop function if exists ${ISSUE_SEVERITY}(text, text)`).execute(db);
      for (const table of [...portfolioAggregateTables].reverse()) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
