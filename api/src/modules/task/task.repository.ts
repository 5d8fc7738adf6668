import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool } from 'kysely';
import { isOpenTask } from '../../db/conditions.js';
import { preparedFilter, preparedShapes, runPreparedFilter, type PreparedFilter, type PreparedValue } from '../../db/prepared-query.js';
import type { TaskStatus } from '../../db/domain-constants.js';
import type { Database, DbTimestamp, FilesTable } from '../../db/schema.js';
import { scopeLocationIds, withAncestry, type LocationScope } from '../location/location-scope.js';

type Timestamp = DbTimestamp['__select__'];

/**
 * Which tasks a list holds (spec section 4 task filters), as conditions on `tasks` alone; 'planned' is the
 * service plan's: the visits with the status Planned.
 */
export type TaskSelection = 'open' | 'closed' | 'planned' | 'coming' | 'overdue' | 'all';

export interface TaskFilter {
  customerId: number;
  /** These locations and everything inside them. */
  scope?: LocationScope;
  installationCode?: string;
  installationIds?: readonly number[];
  taskIds?: readonly number[];
  selection?: TaskSelection;
  /** due_date >= from and due_date < toExclusive (ISO timestamps). */
  from?: string;
  toExclusive?: string;
  /** Now, for 'overdue' (a future start). */
  now?: string;
  /** Open lists are most urgent first (due ascending); the others newest first. */
  order?: 'asc' | 'desc';
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('tasks')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .select([
      'tasks.id',
      'tasks.number',
      'tasks.name',
      'tasks.type',
      'tasks.status',
      'tasks.due_date',
      'tasks.start_date',
      'tasks.planned_date',
      'tasks.completed_date',
      'tasks.job_number',
      'tasks.location_id',
      'tasks.installation_id',
      'locations.code as location_code',
      'locations.name as location_name',
      'installations.code as installation_code',
      'installations.name as installation_name',
      'installations.type as installation_type',
    ]);
}

/** A task with its installation and location columns. */
export type TaskBaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const status = (value: TaskStatus) => sql.lit<TaskStatus>(value);
const CLOSED = status('Completed');
const HANDLED = status('Handled');

/**
 * The filter as conditions on `tasks`. The status sets are literals so that SQLite can use the
 * partial open-task index (db/conditions.ts); every list probes an index that starts with
 * location_id (tasks_open_location_due_idx, tasks_location_status_due_idx) per location of the scope.
 */
function taskConditions(db: Kysely<Database>, filter: TaskFilter) {
  return (eb: ExpressionBuilder<Database, 'tasks'>) => {
    // With a scope, its locations are already the customer's (resolved by customer): the customer
    // term is left out so that SQLite cannot pick tasks_customer_due_idx (every task of the customer
    // in the range) over the location indexes.
    const conditions: Expression<SqlBool>[] = filter.scope
      ? [eb('tasks.location_id', 'in', scopeLocationIds(db, filter.scope))]
      : [eb('tasks.customer_id', '=', filter.customerId)];
    if (filter.taskIds) conditions.push(eb('tasks.id', 'in', filter.taskIds));
    if (filter.installationIds) conditions.push(eb('tasks.installation_id', 'in', filter.installationIds));
    if (filter.installationCode !== undefined) {
      const installation = db
        .selectFrom('installations')
        .select('installations.id')
        .where('installations.customer_id', '=', filter.customerId)
        .where('installations.code', '=', filter.installationCode);
      conditions.push(eb('tasks.installation_id', 'in', installation));
    }
    switch (filter.selection) {
      case 'open':
        conditions.push(isOpenTask(eb));
        break;
      case 'closed':
        conditions.push(eb('tasks.status', 'in', [CLOSED, HANDLED]));
        break;
      case 'planned':
        conditions.push(eb('tasks.status', '=', status('Planned')));
        break;
      case 'coming':
        conditions.push(eb('tasks.status', 'in', [CLOSED, status('NotHandled')]));
        break;
      case 'overdue':
        conditions.push(eb('tasks.status', '=', status('NotHandled')));
        conditions.push(eb('tasks.start_date', '>', filter.now ?? new Date().toISOString()));
        break;
      default:
        break;
    }
    if (filter.from) conditions.push(eb('tasks.due_date', '>=', filter.from));
    if (filter.toExclusive) conditions.push(eb('tasks.due_date', '<', filter.toExclusive));
    return eb.and(conditions);
  };
}

/**
 * The list's per-row extras as scalar subqueries (each an index lookup per row, as the issue list
 * does): service report, control schema and its item count, the newest note and the file count.
 * The site of each row is one lookup per list (findSiteNames), not a subquery per row.
 */
function withListExtras(db: Kysely<Database>, query: ReturnType<typeof baseQuery>) {
  return query.select((eb) => [
    eb.selectFrom('service_reports').select('service_reports.id').whereRef('service_reports.task_id', '=', 'tasks.id').as('service_report_id'),
    eb.selectFrom('control_schemas').select('control_schemas.report_file').whereRef('control_schemas.task_id', '=', 'tasks.id').as('control_schema_file'),
    eb
      .selectFrom('control_schema_items')
      .innerJoin('control_schemas', 'control_schemas.id', 'control_schema_items.control_schema_id')
      .select((count) => count.fn.countAll<number | string>().as('count'))
      .whereRef('control_schemas.task_id', '=', 'tasks.id')
      .as('control_schema_items'),
    eb
      .selectFrom('task_history')
      .select('task_history.note')
      .whereRef('task_history.task_id', '=', 'tasks.id')
      .where('task_history.note', 'is not', null)
      .orderBy('task_history.created', 'desc')
      .orderBy('task_history.id', 'desc')
      .limit(1)
      .as('latest_note'),
    eb
      .selectFrom('files')
      .select((count) => count.fn.countAll<number | string>().as('count'))
      .whereRef('files.task_id', '=', 'tasks.id')
      .as('file_count'),
  ]);
}

export type TaskListRow = Awaited<ReturnType<ReturnType<typeof withListExtras>['executeTakeFirstOrThrow']>>;

function ordered<Q extends { orderBy: (column: 'tasks.due_date' | 'tasks.id', direction: 'asc' | 'desc') => Q }>(query: Q, order: 'asc' | 'desc'): Q {
  return query.orderBy('tasks.due_date', order).orderBy('tasks.id', order);
}

/**
 * The filter's list rows in due order; with `take` at most that many, picked on `tasks` alone
 * (index + top-N) before the joins and extras are computed for those rows only.
 */
export async function findTaskListRows(db: Kysely<Database>, filter: TaskFilter, take?: number): Promise<TaskListRow[]> {
  if (filter.taskIds?.length === 0 || filter.installationIds?.length === 0) return [];
  return runPreparedFilter(listRowShapes, db, singleLocation(filter, take), { filter, take }, (shapeDb, bounded) => taskListQuery(shapeDb, bounded.filter, bounded.take));
}

/** The list statement of findTaskListRows (also for EXPLAIN in performance work). */
export function taskListQuery(db: Kysely<Database>, filter: TaskFilter, take?: number) {
  const order = filter.order ?? 'asc';
  if (take === undefined) return ordered(withListExtras(db, baseQuery(db)).where(taskConditions(db, filter)), order);
  const first = ordered(db.selectFrom('tasks').select('tasks.id').where(taskConditions(db, filter)), order).limit(take);
  return ordered(withListExtras(db, baseQuery(db)).where('tasks.id', 'in', first), order);
}

type ListParameters = Record<'rootId' | 'from' | 'toExclusive' | 'now' | 'take', PreparedValue>;

/** A filter with the list's bound (`take`), as the list queries are built from. */
interface BoundedFilter {
  filter: TaskFilter;
  take: number | undefined;
}
const listRowShapes = preparedShapes<ListParameters, TaskListRow>();
const countShapes = preparedShapes<ListParameters, { count: number | string }>();

/**
 * A single-location filter (the location-coded list calls, the widgets) as a prepared query's shape
 * and values, as the issue lists do: the SQL text depends only on the selection, the order and which
 * values are present, so it is built and compiled once per shape (db/prepared-query.ts; named
 * statements on PostgreSQL, planned once per connection) instead of on every call.
 */
function singleLocation(filter: TaskFilter, take: number | undefined): PreparedFilter<ListParameters, BoundedFilter> | undefined {
  const rootId = filter.scope?.rootIds.length === 1 ? filter.scope.rootIds[0] : undefined;
  if (rootId === undefined || filter.taskIds !== undefined || filter.installationIds !== undefined || filter.installationCode !== undefined) return undefined;
  const overdue = filter.selection === 'overdue';
  // An empty text filters nothing (taskConditions tests truthiness), so it is no parameter either.
  const values = {
    rootId,
    from: filter.from || undefined,
    toExclusive: filter.toExclusive || undefined,
    now: overdue ? (filter.now ?? new Date().toISOString()) : undefined,
    take,
  };
  // The customer is not in the SQL of a scoped list: it stays a literal.
  return preparedFilter<ListParameters, BoundedFilter>(values, `${filter.selection ?? 'all'}:${filter.order ?? 'asc'}`, (value) => ({
    filter: {
      customerId: filter.customerId,
      scope: { customerId: filter.customerId, rootIds: [value('rootId') as number] },
      selection: filter.selection,
      order: filter.order,
      from: value('from') as string | undefined,
      toExclusive: value('toExclusive') as string | undefined,
      now: value('now') as string | undefined,
    },
    take: value('take') as number | undefined,
  }));
}

/** The filter's tasks without the extras (bundles, checks). */
export async function findTasks(db: Kysely<Database>, filter: TaskFilter): Promise<TaskBaseRow[]> {
  if (filter.taskIds?.length === 0 || filter.installationIds?.length === 0) return [];
  return ordered(baseQuery(db).where(taskConditions(db, filter)), filter.order ?? 'asc').execute();
}

const countQuery = (db: Kysely<Database>, filter: TaskFilter) =>
  db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(taskConditions(db, filter));

/** How many tasks the filter matches (a bounded list's total). */
export async function countTasks(db: Kysely<Database>, filter: TaskFilter): Promise<number> {
  const [row] = await runPreparedFilter(countShapes, db, singleLocation(filter, undefined), { filter, take: undefined }, (shapeDb, bounded) =>
    countQuery(shapeDb, bounded.filter),
  );
  return Number(row?.count ?? 0);
}

/** One task of the customer, or undefined (another customer's id looks the same as an unknown one). */
export async function findTask(db: Kysely<Database>, customerId: number, taskId: number): Promise<TaskBaseRow | undefined> {
  return baseQuery(db).where('tasks.customer_id', '=', customerId).where('tasks.id', '=', taskId).executeTakeFirst();
}

export interface TaskHistoryRow {
  created: Timestamp;
  task_status: TaskStatus;
  note: string | null;
  responsible: string;
}

/** The history of a task, newest first. */
export async function findHistory(db: Kysely<Database>, taskId: number): Promise<TaskHistoryRow[]> {
  return db
    .selectFrom('task_history')
    .select(['created', 'task_status', 'note', 'responsible'])
    .where('task_id', '=', taskId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** More writes of the caller (its audit entry) in a repository's transaction: committed with the change or not at all. */
export type InTransaction = (trx: Kysely<Database>) => Promise<void>;

export interface TaskStatusChange {
  taskId: number;
  status: TaskStatus;
  note: string | null;
  responsible: string;
  now: string;
}

/**
 * In one transaction: the history entry and the task's status. Completing a task stamps its
 * completed date; any other status clears it (the task is no longer completed).
 */
export async function changeTaskStatus(db: Kysely<Database>, change: TaskStatusChange, alsoIn?: InTransaction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('task_history')
      .values({ task_id: change.taskId, created: change.now, task_status: change.status, note: change.note, responsible: change.responsible })
      .execute();
    await trx
      .updateTable('tasks')
      .set({ status: change.status, completed_date: change.status === 'Completed' ? change.now : null })
      .where('id', '=', change.taskId)
      .execute();
    await alsoIn?.(trx);
  });
}

export interface TaskFileRow {
  id: number;
  task_id: number | null;
  display_name: string;
  short_description: string | null;
  storage_key: string;
  content_type: string;
}

export async function findTaskFiles(db: Kysely<Database>, taskIds: readonly number[]): Promise<TaskFileRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', 'task_id', 'display_name', 'short_description', 'storage_key', 'content_type'])
    .where('task_id', 'in', [...new Set(taskIds)])
    .orderBy('created')
    .orderBy('id')
    .execute();
}

export async function insertTaskFiles(db: Kysely<Database>, rows: readonly Insertable<FilesTable>[], alsoIn?: InTransaction): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('files').values([...rows]).execute();
    await alsoIn?.(trx);
  });
}

export async function findTaskFileByName(db: Kysely<Database>, taskId: number, displayName: string) {
  return db.selectFrom('files').select(['id', 'storage_key']).where('task_id', '=', taskId).where('display_name', '=', displayName).orderBy('id').executeTakeFirst();
}

export async function deleteTaskFileRow(db: Kysely<Database>, fileId: number, alsoIn?: InTransaction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('files').where('id', '=', fileId).execute();
    await alsoIn?.(trx);
  });
}

/** The customer's installation of that reference code (with its location, for the location restriction), or undefined. */
export async function findInstallationByCode(db: Kysely<Database>, customerId: number, code: string): Promise<{ id: number; location_id: number } | undefined> {
  return db.selectFrom('installations').select(['id', 'location_id']).where('customer_id', '=', customerId).where('code', '=', code).executeTakeFirst();
}

/**
 * The site (top-level location) name of each location: one statement per list through the stored
 * ancestry, where a subquery per row cost PostgreSQL a hash join per row (24 ms of 54 for 741 rows).
 */
export async function findSiteNames(db: Kysely<Database>, locationIds: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(locationIds)];
  if (unique.length === 0) return new Map();
  const rows = await withAncestry(db)
    .selectFrom('location_ancestors')
    .innerJoin('locations as site', 'site.id', 'location_ancestors.ancestor_id')
    .select(['location_ancestors.descendant_id as location_id', 'site.name'])
    .where('location_ancestors.descendant_id', 'in', unique)
    .where('site.parent_id', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.location_id, row.name]));
}
