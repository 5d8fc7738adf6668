import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

/**
 * The compliance statement's reads (ADR 0062). Each reads the ids of its rows once, in the statement's order, then
 * the rows CHUNK at a time by id, so a site of thousands of units is written page by page without its rows in
 * memory (only their ids). Ranges are ISO instants, `from` included, `to` excluded.
 */

const CHUNK = 500;

/**
 * Yields the rows of `ids` in that order, read `rows(chunk)` CHUNK ids at a time. A keyset walk (order by, limit,
 * "after the last row") would sort the scope's rows again for every chunk: the scope spans many locations, so no
 * index holds its rows in the statement's order (on `large`, the campus's year of tasks: 19 sorts, 1.7-2.1 s,
 * against one). A row gone between the two reads is left out.
 */
async function* inOrderOf<Row extends { id: number }>(ids: () => Promise<{ id: number }[]>, rows: (chunk: number[]) => Promise<Row[]>): AsyncGenerator<Row> {
  const order = (await ids()).map((row) => row.id);
  for (let start = 0; start < order.length; start += CHUNK) {
    const chunk = order.slice(start, start + CHUNK);
    const byId = new Map((await rows(chunk)).map((row) => [row.id, row]));
    for (const id of chunk) {
      const row = byId.get(id);
      if (row) yield row;
    }
  }
}

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

/** The scope's tasks that `where` picks, by due date (then id). */
function taskRows(db: Kysely<Database>, scope: LocationScope, where: (eb: ExpressionBuilder<Database, 'tasks'>) => Expression<SqlBool>): AsyncGenerator<StatementTaskRow> {
  return inOrderOf(
    () => db.selectFrom('tasks').select('tasks.id').where('tasks.location_id', 'in', scopeLocationIds(db, scope)).where(where).orderBy('tasks.due_date').orderBy('tasks.id').execute(),
    (ids) =>
      db
        .selectFrom('tasks')
        .innerJoin('installations', 'installations.id', 'tasks.installation_id')
        .select(['tasks.id', 'tasks.number', 'tasks.name', 'tasks.status', 'tasks.due_date', 'tasks.completed_date', 'installations.name as installation_name', 'installations.code as installation_code'])
        .where('tasks.id', 'in', ids)
        .execute(),
  );
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
  yield* inOrderOf(
    () =>
      db
        .selectFrom('service_reports')
        .innerJoin('tasks', 'tasks.id', 'service_reports.task_id')
        .select('service_reports.id')
        .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
        .where('service_reports.stop_date', '>=', range.from)
        .where('service_reports.stop_date', '<', range.to)
        .orderBy('service_reports.id')
        .execute(),
    (ids) =>
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
        .where('service_reports.id', 'in', ids)
        .execute(),
  );
  yield* inOrderOf(
    () =>
      db
        .selectFrom('control_schemas')
        .innerJoin('tasks', 'tasks.id', 'control_schemas.task_id')
        .select('control_schemas.id')
        .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
        .where('control_schemas.date', '>=', range.from)
        .where('control_schemas.date', '<', range.to)
        .orderBy('control_schemas.id')
        .execute(),
    (ids) =>
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
        .where('control_schemas.id', 'in', ids)
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
  return inOrderOf(
    () => {
      let select = db.selectFrom('issues').select('issues.id').where('issues.location_id', 'in', scopeLocationIds(db, scope));
      if (query.kind !== 'any') select = select.where('issues.kind', '=', query.kind);
      if (query.open) select = select.where(isOpenIssue);
      else if (query.kind === 'standard') {
        select = select.where('issues.status', '=', 'Completed').where('issues.updated', '>=', query.range.from).where('issues.updated', '<', query.range.to);
      } else select = select.where('issues.created', '>=', query.range.from).where('issues.created', '<', query.range.to);
      return select.orderBy('issues.id').execute();
    },
    (ids) =>
      db
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
        .where('issues.id', 'in', ids)
        .execute(),
  );
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
