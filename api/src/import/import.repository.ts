import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Role } from '@portal/shared/contract';
import type {
  ControlSchemaChecksTable,
  ControlSchemaItemsTable,
  ControlSchemasTable,
  CustomerRow,
  Database,
  EmployeeRow,
  InstallationsTable,
  IssueNotesTable,
  IssuesTable,
  IssueTransactionsTable,
  LocationRow,
  NewsTable,
  ServiceReportCommentsTable,
  ServiceReportLinesTable,
  ServiceReportsTable,
  TaskHistoryTable,
  TasksTable,
  ThermographyFieldsTable,
} from '../db/schema.js';

/**
 * Database access of the provider import: reading what is already stored under the file's keys,
 * and chunked inserts, updates and deletes. The diffing lives in writers/ (one file per entity, ordered by import.sync.ts).
 */

export type InstallationRow = Selectable<InstallationsTable>;
export type TaskRow = Selectable<TasksTable>;
export type IssueRow = Selectable<IssuesTable>;
export type NewsRow = Selectable<NewsTable>;
export type TaskHistoryRow = Selectable<TaskHistoryTable>;
export type ServiceReportRow = Selectable<ServiceReportsTable>;
export type ServiceReportLineRow = Selectable<ServiceReportLinesTable>;
export type ServiceReportCommentRow = Selectable<ServiceReportCommentsTable>;
export type ControlSchemaRow = Selectable<ControlSchemasTable>;
export type ControlSchemaItemRow = Selectable<ControlSchemaItemsTable>;
export type ControlSchemaCheckRow = Selectable<ControlSchemaChecksTable>;
export type IssueTransactionRow = Selectable<IssueTransactionsTable>;
export type IssueNoteRow = Selectable<IssueNotesTable>;
export type ThermographyFieldRow = Selectable<ThermographyFieldsTable>;

/** The keys a file refers to, per customer xalId: what has to be looked up in the database. */
export interface LookupKeys {
  customerXalIds: Set<string>;
  installationCodes: Map<string, Set<string>>;
  taskNumbers: Map<string, Set<string>>;
  issueNumbers: Map<string, Set<string>>;
  /** Lower-cased. */
  emails: Set<string>;
  newsCodes: Set<string>;
}

/** What is stored under the file's keys (by customer id, then the provider's code). */
export interface ExistingData {
  customers: Map<string, CustomerRow>;
  /** Every location of the file's stored customers (for parent references and cycles). */
  locations: Map<number, Map<string, LocationRow>>;
  installations: Map<number, Map<string, InstallationRow>>;
  tasks: Map<number, Map<string, TaskRow>>;
  issues: Map<number, Map<string, IssueRow>>;
  /** By lower-cased e-mail. */
  employees: Map<string, EmployeeRow>;
  /** employee id -> customer id -> role. */
  memberships: Map<number, Map<number, Role>>;
  news: Map<string, NewsRow>;
}

/** Values per `in (...)` list; well below SQLite's and PostgreSQL's parameter limits. */
const IN_LIST_SIZE = 1000;
/** Parameters per multi-row insert (SQLite allows 32766, PostgreSQL 65535). */
const INSERT_PARAMETERS = 15_000;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function byKey<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

/** Runs `query` once per chunk of `values` and concatenates the rows. */
async function selectIn<V, R>(values: Iterable<V>, query: (chunk: V[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const part of chunk([...values], IN_LIST_SIZE)) {
    if (part.length > 0) rows.push(...(await query(part)));
  }
  return rows;
}

export async function loadExisting(db: Kysely<Database>, keys: LookupKeys): Promise<ExistingData> {
  const customerRows = await selectIn(keys.customerXalIds, (part) =>
    db.selectFrom('customers').selectAll().where('xal_id', 'in', part).execute(),
  );
  const customers = byKey(customerRows, (row) => row.xal_id);
  const customerIds = customerRows.map((row) => row.id);

  const locationRows = await selectIn(customerIds, (part) =>
    db.selectFrom('locations').selectAll().where('customer_id', 'in', part).execute(),
  );
  const locations = new Map<number, Map<string, LocationRow>>();
  for (const [customerId, rows] of groupBy(locationRows, (row) => row.customer_id)) {
    locations.set(customerId, byKey(rows, (row) => row.code));
  }

  const installations = new Map<number, Map<string, InstallationRow>>();
  const tasks = new Map<number, Map<string, TaskRow>>();
  const issues = new Map<number, Map<string, IssueRow>>();
  for (const customer of customerRows) {
    const codes = keys.installationCodes.get(customer.xal_id) ?? new Set<string>();
    const installationRows = await selectIn(codes, (part) =>
      db.selectFrom('installations').selectAll().where('customer_id', '=', customer.id).where('code', 'in', part).execute(),
    );
    installations.set(customer.id, byKey(installationRows, (row) => row.code));
    const numbers = keys.taskNumbers.get(customer.xal_id) ?? new Set<string>();
    const taskRows = await selectIn(numbers, (part) =>
      db.selectFrom('tasks').selectAll().where('customer_id', '=', customer.id).where('number', 'in', part).execute(),
    );
    tasks.set(customer.id, byKey(taskRows, (row) => row.number));
    const issueNumbers = keys.issueNumbers.get(customer.xal_id) ?? new Set<string>();
    const issueRows = await selectIn(issueNumbers, (part) =>
      db.selectFrom('issues').selectAll().where('customer_id', '=', customer.id).where('number', 'in', part).execute(),
    );
    issues.set(customer.id, byKey(issueRows, (row) => row.number));
  }

  const employeeRows = await selectIn(keys.emails, (part) =>
    db.selectFrom('employees').selectAll().where('email', 'in', part).execute(),
  );
  const membershipRows = await selectIn(
    employeeRows.map((row) => row.id),
    (part) => db.selectFrom('memberships').selectAll().where('employee_id', 'in', part).execute(),
  );
  const memberships = new Map<number, Map<number, Role>>();
  for (const [employeeId, rows] of groupBy(membershipRows, (row) => row.employee_id)) {
    memberships.set(employeeId, new Map(rows.map((row) => [row.customer_id, row.role])));
  }

  const newsRows = await selectIn(keys.newsCodes, (part) =>
    db.selectFrom('news').selectAll().where('code', 'in', part).execute(),
  );

  return {
    customers,
    locations,
    installations,
    tasks,
    issues,
    employees: byKey(employeeRows, (row) => row.email),
    memberships,
    news: byKey(newsRows, (row) => row.code),
  };
}

export interface TaskChildren {
  history: Map<number, TaskHistoryRow[]>;
  serviceReports: Map<number, ServiceReportRow>;
  serviceReportLines: Map<number, ServiceReportLineRow[]>;
  serviceReportComments: Map<number, ServiceReportCommentRow[]>;
  controlSchemas: Map<number, ControlSchemaRow>;
  controlSchemaItems: Map<number, ControlSchemaItemRow[]>;
  controlSchemaChecks: Map<number, ControlSchemaCheckRow[]>;
}

/** History, service report (+ lines and comments) and control schema (+ items + checks) of stored tasks. */
export async function loadTaskChildren(db: Kysely<Database>, taskIds: readonly number[]): Promise<TaskChildren> {
  const history = await selectIn(taskIds, (part) =>
    db.selectFrom('task_history').selectAll().where('task_id', 'in', part).orderBy('task_id').orderBy('id').execute(),
  );
  const reports = await selectIn(taskIds, (part) =>
    db.selectFrom('service_reports').selectAll().where('task_id', 'in', part).execute(),
  );
  const lines = await selectIn(
    reports.map((row) => row.id),
    (part) =>
      db
        .selectFrom('service_report_lines')
        .selectAll()
        .where('service_report_id', 'in', part)
        .orderBy('service_report_id')
        .orderBy('position')
        .execute(),
  );
  const comments = await selectIn(
    reports.map((row) => row.id),
    (part) =>
      db
        .selectFrom('service_report_comments')
        .selectAll()
        .where('service_report_id', 'in', part)
        .orderBy('service_report_id')
        .orderBy('position')
        .execute(),
  );
  const schemas = await selectIn(taskIds, (part) =>
    db.selectFrom('control_schemas').selectAll().where('task_id', 'in', part).execute(),
  );
  const items = await selectIn(
    schemas.map((row) => row.id),
    (part) =>
      db
        .selectFrom('control_schema_items')
        .selectAll()
        .where('control_schema_id', 'in', part)
        .orderBy('control_schema_id')
        .orderBy('position')
        .execute(),
  );
  const checks = await selectIn(
    items.map((row) => row.id),
    (part) =>
      db.selectFrom('control_schema_checks').selectAll().where('item_id', 'in', part).orderBy('item_id').orderBy('position').execute(),
  );
  return {
    history: groupBy(history, (row) => row.task_id),
    serviceReports: byKey(reports, (row) => row.task_id),
    serviceReportLines: groupBy(lines, (row) => row.service_report_id),
    serviceReportComments: groupBy(comments, (row) => row.service_report_id),
    controlSchemas: byKey(schemas, (row) => row.task_id),
    controlSchemaItems: groupBy(items, (row) => row.control_schema_id),
    controlSchemaChecks: groupBy(checks, (row) => row.item_id),
  };
}

export interface IssueChildren {
  transactions: Map<number, IssueTransactionRow[]>;
  notes: Map<number, IssueNoteRow[]>;
  thermographyFields: Map<number, ThermographyFieldRow[]>;
}

export async function loadIssueChildren(db: Kysely<Database>, issueIds: readonly number[]): Promise<IssueChildren> {
  const transactions = await selectIn(issueIds, (part) =>
    db.selectFrom('issue_transactions').selectAll().where('issue_id', 'in', part).orderBy('issue_id').orderBy('id').execute(),
  );
  const notes = await selectIn(issueIds, (part) =>
    db.selectFrom('issue_notes').selectAll().where('issue_id', 'in', part).orderBy('issue_id').orderBy('id').execute(),
  );
  const fields = await selectIn(issueIds, (part) =>
    db.selectFrom('thermography_fields').selectAll().where('issue_id', 'in', part).execute(),
  );
  return {
    transactions: groupBy(transactions, (row) => row.issue_id),
    notes: groupBy(notes, (row) => row.issue_id),
    thermographyFields: groupBy(fields, (row) => row.issue_id),
  };
}

/** Tables with a generated `id` that the import inserts into. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

function insertChunkSize(rows: readonly object[]): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  return Math.max(1, Math.min(1000, Math.floor(INSERT_PARAMETERS / columns)));
}

/** Multi-row inserts, chunked. Every row must have the same keys. */
export async function insertRows<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (const part of chunk(rows, insertChunkSize(rows))) {
    await db
      .insertInto(table)
      .values(part as never)
      .execute();
  }
}

/** Multi-row inserts returning the new ids with the given key columns (to map them back). */
export async function insertReturning<T extends TableWithId, K extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  keyColumns: readonly K[],
): Promise<(Pick<Selectable<Database[T]>, K> & { id: number })[]> {
  const inserted: (Pick<Selectable<Database[T]>, K> & { id: number })[] = [];
  for (const part of chunk(rows, insertChunkSize(rows))) {
    const result = await db
      .insertInto(table)
      .values(part as never)
      .returning(['id', ...keyColumns] as never)
      .execute();
    inserted.push(...(result as unknown as (Pick<Selectable<Database[T]>, K> & { id: number })[]));
  }
  return inserted;
}

export async function updateById<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  id: number,
  changes: Record<string, unknown>,
): Promise<void> {
  // The table is generic: Kysely cannot type `set` over a union of tables.
  const untyped = db as unknown as Kysely<Record<string, { id: number }>>;
  await untyped
    .updateTable(table as string)
    .set(changes as { id: number })
    .where('id', '=', id)
    .execute();
}

export async function deleteByIds(db: Kysely<Database>, table: TableWithId, ids: readonly number[]): Promise<void> {
  for (const part of chunk(ids, IN_LIST_SIZE)) {
    await db
      .deleteFrom(table)
      .where('id', 'in', part)
      .execute();
  }
}

/** Tasks and issues of moved installations follow them to their new location. */
export async function moveInstallationContents(
  db: Kysely<Database>,
  installationId: number,
  locationId: number,
): Promise<{ tasks: number; issues: number }> {
  const tasks = await db
    .updateTable('tasks')
    .set({ location_id: locationId })
    .where('installation_id', '=', installationId)
    .where('location_id', '<>', locationId)
    .executeTakeFirst();
  const issues = await db
    .updateTable('issues')
    .set({ location_id: locationId })
    .where('installation_id', '=', installationId)
    .where('location_id', '<>', locationId)
    .executeTakeFirst();
  return { tasks: Number(tasks.numUpdatedRows), issues: Number(issues.numUpdatedRows) };
}

export async function updateThermographyField(
  db: Kysely<Database>,
  row: Insertable<ThermographyFieldsTable>,
): Promise<void> {
  await db
    .updateTable('thermography_fields')
    .set({ value: row.value })
    .where('issue_id', '=', row.issue_id)
    .where('field_type', '=', row.field_type)
    .execute();
}

export async function deleteThermographyFields(
  db: Kysely<Database>,
  issueId: number,
  fieldTypes: readonly string[],
): Promise<void> {
  for (const part of chunk(fieldTypes, IN_LIST_SIZE)) {
    await db.deleteFrom('thermography_fields').where('issue_id', '=', issueId).where('field_type', 'in', part).execute();
  }
}

export async function updateMembershipRole(
  db: Kysely<Database>,
  employeeId: number,
  customerId: number,
  role: Role,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ role })
    .where('employee_id', '=', employeeId)
    .where('customer_id', '=', customerId)
    .execute();
}
