import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

/**
 * The compliance statement's reads (ADR 0062): each a keyset walk in chunks, so a site of thousands of units is
 * written page by page without its rows in memory. Ranges are ISO instants, `from` included, `to` excluded.
 */

const CHUNK = 500;

/** Yields the rows of `page(after)` chunk by chunk, each chunk starting after the last row of the one before. */
async function* chunks<Row>(page: (after: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1];
  }
}

const iso = (value: Date | string): string => (typeof value === 'string' ? value : value.toISOString());

export interface Range {
  from: string;
  to: string;
}

export interface StatementTaskRow {
  id: number;
  number: string;
  name: string;
  status: string;
  due_date: Date | string;
  completed_date: Date | string | null;
  installation_name: string;
  installation_code: string;
}

/** The scope's tasks that `where` picks, by due date, keyset-walked on (due date, id). */
function taskRows(db: Kysely<Database>, scope: LocationScope, where: (eb: ExpressionBuilder<Database, 'tasks'>) => Expression<SqlBool>): AsyncGenerator<StatementTaskRow> {
  return chunks<StatementTaskRow>((after) => {
    let query = db
      .selectFrom('tasks')
      .innerJoin('installations', 'installations.id', 'tasks.installation_id')
      .select(['tasks.id', 'tasks.number', 'tasks.name', 'tasks.status', 'tasks.due_date', 'tasks.completed_date', 'installations.name as installation_name', 'installations.code as installation_code'])
      .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
      .where(where);
    if (after) {
      const due = iso(after.due_date);
      query = query.where((eb) => eb.or([eb('tasks.due_date', '>', due), eb.and([eb('tasks.due_date', '=', due), eb('tasks.id', '>', after.id)])]));
    }
    return query.orderBy('tasks.due_date').orderBy('tasks.id').limit(CHUNK).execute();
  });
}

/** The tasks of the scope falling due in the range, by due date. */
export function statementTasks(db: Kysely<Database>, scope: LocationScope, range: Range): AsyncGenerator<StatementTaskRow> {
  return taskRows(db, scope, (eb) => eb.and([eb('tasks.due_date', '>=', range.from), eb('tasks.due_date', '<', range.to)]));
}

/** The scope's overdue tasks (open, due before `overdueBefore`: the start of today), by due date. */
export function statementOverdueTasks(db: Kysely<Database>, scope: LocationScope, overdueBefore: string): AsyncGenerator<StatementTaskRow> {
  return taskRows(db, scope, (eb) => isOverdueTask(eb, overdueBefore));
}

export interface StatementReportRow {
  id: number;
  kind: 'serviceReport' | 'controlSchema';
  name: string;
  task_number: string;
  installation_name: string;
  date: Date | string;
}

/** The service reports (by their stop date) and control schemas (by their date) of the scope's tasks in the range. */
export async function* statementReports(db: Kysely<Database>, scope: LocationScope, range: Range): AsyncGenerator<StatementReportRow> {
  yield* chunks<StatementReportRow>((after) =>
    db
      .selectFrom('service_reports')
      .innerJoin('tasks', 'tasks.id', 'service_reports.task_id')
      .innerJoin('installations', 'installations.id', 'tasks.installation_id')
      .select([
        'service_reports.id',
        sql<'serviceReport'>`'serviceReport'`.as('kind'),
        'service_reports.case_number as name',
        'tasks.number as task_number',
        'installations.name as installation_name',
        'service_reports.stop_date as date',
      ])
      .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
      .where('service_reports.stop_date', '>=', range.from)
      .where('service_reports.stop_date', '<', range.to)
      .$if(after !== undefined, (query) => query.where('service_reports.id', '>', after?.id ?? 0))
      .orderBy('service_reports.id')
      .limit(CHUNK)
      .execute(),
  );
  yield* chunks<StatementReportRow>((after) =>
    db
      .selectFrom('control_schemas')
      .innerJoin('tasks', 'tasks.id', 'control_schemas.task_id')
      .innerJoin('installations', 'installations.id', 'tasks.installation_id')
      .select([
        'control_schemas.id',
        sql<'controlSchema'>`'controlSchema'`.as('kind'),
        'control_schemas.report_file as name',
        'tasks.number as task_number',
        'installations.name as installation_name',
        'control_schemas.date as date',
      ])
      .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
      .where('control_schemas.date', '>=', range.from)
      .where('control_schemas.date', '<', range.to)
      .$if(after !== undefined, (query) => query.where('control_schemas.id', '>', after?.id ?? 0))
      .orderBy('control_schemas.id')
      .limit(CHUNK)
      .execute(),
  );
}

export interface StatementIssueRow {
  id: number;
  number: string;
  status: string;
  type: string;
  error_type: string | null;
  fault_class: string | null;
  panel: string | null;
  created: Date | string;
  updated: Date | string;
  installation_name: string;
}

/**
 * The scope's faults of a kind (or any): with `open`, every fault still open (whenever it was found); otherwise the
 * completed ones closed in the range (standard faults) or found in it (thermography), in the order they were found.
 */
export function statementIssues(
  db: Kysely<Database>,
  scope: LocationScope,
  query: { kind: 'standard' | 'thermography' | 'any'; open: boolean; range: Range },
): AsyncGenerator<StatementIssueRow> {
  return chunks<StatementIssueRow>((after) => {
    let select = db
      .selectFrom('issues')
      .innerJoin('installations', 'installations.id', 'issues.installation_id')
      .leftJoin('thermography_fields as class', (join) => join.onRef('class.issue_id', '=', 'issues.id').on('class.field_type', '=', 'Fejlklasse'))
      .leftJoin('thermography_fields as panel', (join) => join.onRef('panel.issue_id', '=', 'issues.id').on('panel.field_type', '=', 'Tavlenr'))
      .select([
        'issues.id',
        'issues.number',
        'issues.status',
        'issues.type',
        'issues.error_type',
        'class.value as fault_class',
        'panel.value as panel',
        'issues.created',
        'issues.updated',
        'installations.name as installation_name',
      ])
      .where('issues.location_id', 'in', scopeLocationIds(db, scope));
    if (query.kind !== 'any') select = select.where('issues.kind', '=', query.kind);
    if (query.open) select = select.where(isOpenIssue);
    else if (query.kind === 'standard') {
      select = select.where('issues.status', '=', 'Completed').where('issues.updated', '>=', query.range.from).where('issues.updated', '<', query.range.to);
    } else select = select.where('issues.created', '>=', query.range.from).where('issues.created', '<', query.range.to);
    if (after) select = select.where('issues.id', '>', after.id);
    return select.orderBy('issues.id').limit(CHUNK).execute();
  });
}

/** The scope's open faults of every kind, as the overview counts them. */
export async function countOpenFaults(db: Kysely<Database>, scope: LocationScope): Promise<number> {
  const row = await db
    .selectFrom('issues')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('issues.location_id', 'in', scopeLocationIds(db, scope))
    .where(isOpenIssue)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
