import type { Insertable, Kysely } from 'kysely';
import type { TaskStatus } from '../db/domain-constants.js';
import type { Database } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import {
  deleteByIds,
  deleteThermographyFields,
  insertReturning,
  insertRows,
  loadIssueChildren,
  loadTaskChildren,
  moveInstallationContents,
  updateById,
  updateMembershipRole,
  updateThermographyField,
  type ExistingData,
  type InstallationRow,
  type TableWithId,
  type TaskRow,
} from './import.repository.js';
import type {
  ImportCustomer,
  ImportEmployee,
  ImportIssue,
  ImportSummary,
  ImportTask,
  ProviderImport,
} from './import-format.js';

/**
 * Applies a validated file: upserts by the provider's keys, and makes every nested collection
 * (task history, report lines, control-schema items and checks, issue transactions, notes and
 * thermography fields) equal to the file, touching only what differs. Unchanged rows are not
 * written, so a second import of the same file writes nothing. Runs inside the caller's transaction.
 */

export const importTables = [
  'customers',
  'locations',
  'installations',
  'tasks',
  'task_history',
  'service_reports',
  'service_report_lines',
  'control_schemas',
  'control_schema_items',
  'control_schema_checks',
  'issues',
  'issue_transactions',
  'issue_notes',
  'thermography_fields',
  'employees',
  'memberships',
  'news',
] as const;
export type ImportTable = (typeof importTables)[number];

type Counts = Record<ImportTable, number>;

function zeroCounts(): Counts {
  return Object.fromEntries(importTables.map((table) => [table, 0])) as Counts;
}

class Tally {
  readonly inserted = zeroCounts();
  readonly updated = zeroCounts();
  readonly deleted = zeroCounts();

  summary(): ImportSummary {
    const changed = zeroCounts();
    for (const table of importTables) changed[table] = this.inserted[table] + this.updated[table] + this.deleted[table];
    return { changed, inserted: { ...this.inserted }, updated: { ...this.updated }, deleted: { ...this.deleted } };
  }
}

/** Where in the file the current write comes from (for a database error). */
export interface WriteCursor {
  path: string;
}

type Row = Record<string, unknown>;

const timestampColumns = new Set([
  'due_date',
  'start_date',
  'planned_date',
  'completed_date',
  'created',
  'updated',
  'date',
  'stop_date',
  'release_date',
]);

function iso(value: string): string {
  return new Date(value).toISOString();
}

function isoOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

function sameValue(column: string, want: unknown, have: unknown): boolean {
  if (typeof want === 'boolean') return want === (have === true || have === 1);
  if (want === null || have === null || have === undefined) return want === (have ?? null);
  if (timestampColumns.has(column) && typeof want === 'string') {
    const instant = have instanceof Date ? have.getTime() : Date.parse(String(have));
    // Text written by someone else in another shape is rewritten in the import's ISO form.
    return instant === Date.parse(want) && (have instanceof Date || have === want);
  }
  return want === have;
}

/** The columns of `want` that differ from the stored row, or undefined when none do. */
function changesOf(want: Row, have: object): Row | undefined {
  const stored = have as Row;
  const changes: Row = {};
  let any = false;
  for (const [column, value] of Object.entries(want)) {
    if (!sameValue(column, value, stored[column])) {
      changes[column] = value;
      any = true;
    }
  }
  return any ? changes : undefined;
}

interface ListDiff<W, H> {
  /** Stored rows paired with the file's entry at the same index. */
  pairs: { have: H; want: W; index: number; changes: Row | undefined }[];
  inserts: { want: W; index: number }[];
  deletes: H[];
}

/**
 * Pairs stored rows (ordered by position or id) with the file's entries by index. Positioned rows
 * whose positions are not exactly 0..n-1 (written by something else) are replaced as a whole, so
 * the position updates can never collide with the unique (parent, position) constraints.
 */
function diffList<W extends Row, H extends { id: number }>(have: readonly H[], want: readonly W[]): ListDiff<W, H> {
  const positioned = have.some((row) => 'position' in row);
  if (positioned && have.some((row, index) => (row as unknown as { position: number }).position !== index)) {
    return { pairs: [], inserts: want.map((entry, index) => ({ want: entry, index })), deletes: [...have] };
  }
  const diff: ListDiff<W, H> = { pairs: [], inserts: [], deletes: [] };
  for (let index = 0; index < Math.max(have.length, want.length); index += 1) {
    const stored = have[index];
    const entry = want[index];
    if (stored !== undefined && entry !== undefined) {
      diff.pairs.push({ have: stored, want: entry, index, changes: changesOf(entry, stored) });
    } else if (entry !== undefined) diff.inserts.push({ want: entry, index });
    else if (stored !== undefined) diff.deletes.push(stored);
  }
  return diff;
}

/** Depth of each file location among the file's locations (parents first when sorted by it). */
function locationDepths(locations: readonly { code: string; parentCode?: string | null }[]): Map<string, number> {
  const parentOf = new Map(locations.map((location) => [location.code, location.parentCode ?? undefined]));
  const depths = new Map<string, number>();
  for (const location of locations) {
    const chain: string[] = [];
    let current: string | undefined = location.code;
    // The validation has ruled out cycles; the bound only guards against a bug looping forever.
    while (current !== undefined && parentOf.has(current) && !depths.has(current) && chain.length <= locations.length) {
      chain.push(current);
      current = parentOf.get(current);
    }
    let depth = current !== undefined && depths.has(current) ? (depths.get(current) ?? 0) + 1 : 0;
    for (const code of chain.reverse()) {
      depths.set(code, depth);
      depth += 1;
    }
  }
  return depths;
}

class ImportWriter {
  readonly #tally = new Tally();
  readonly #customerIds = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly existing: ExistingData,
    private readonly cursor: WriteCursor,
  ) {
    for (const [xalId, row] of existing.customers) this.#customerIds.set(xalId, row.id);
  }

  async write(data: ProviderImport): Promise<ImportSummary> {
    const customers = data.customers ?? [];
    await this.#customers(customers);
    for (const [index, customer] of customers.entries()) await this.#customerContents(customer, index);
    await this.#employees(data.employees ?? []);
    await this.#news(data);
    return this.#tally.summary();
  }

  async #update(table: ImportTable & TableWithId, id: number, changes: Row | undefined): Promise<void> {
    if (changes === undefined) return;
    await updateById(this.db, table, id, changes);
    this.#tally.updated[table] += 1;
  }

  async #delete(table: ImportTable & TableWithId, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await deleteByIds(this.db, table, ids);
    this.#tally.deleted[table] += ids.length;
  }

  async #customers(customers: readonly ImportCustomer[]): Promise<void> {
    const inserts: Insertable<Database['customers']>[] = [];
    for (const [index, customer] of customers.entries()) {
      this.cursor.path = `/customers/${index}`;
      const stored = this.existing.customers.get(customer.xalId);
      if (stored) await this.#update('customers', stored.id, changesOf({ name: customer.name }, stored));
      else inserts.push({ xal_id: customer.xalId, name: customer.name });
    }
    this.cursor.path = '/customers';
    const inserted = await insertReturning(this.db, 'customers', inserts, ['xal_id']);
    for (const row of inserted) this.#customerIds.set(row.xal_id, row.id);
    this.#tally.inserted.customers += inserted.length;
  }

  async #customerContents(customer: ImportCustomer, index: number): Promise<void> {
    const path = `/customers/${index}`;
    const customerId = this.#customerIds.get(customer.xalId);
    if (customerId === undefined) throw new Error(`customer ${customer.xalId} was not stored`);
    const locationIds = await this.#locations(customer, customerId, path);
    const { installationIds, installationLocations, moved } = await this.#installations(customer, customerId, locationIds, path);
    const taskIds = await this.#tasks(customer, customerId, installationIds, installationLocations, path);
    await this.#issues(customer, customerId, installationIds, installationLocations, taskIds, path);
    this.cursor.path = `${path}/installations`;
    for (const { id, locationId } of moved) {
      const count = await moveInstallationContents(this.db, id, locationId);
      this.#tally.updated.tasks += count.tasks;
      this.#tally.updated.issues += count.issues;
    }
  }

  async #locations(customer: ImportCustomer, customerId: number, path: string): Promise<Map<string, number>> {
    const stored = this.existing.locations.get(customerId) ?? new Map();
    const ids = new Map<string, number>([...stored.values()].map((row) => [row.code, row.id]));
    const locations = customer.locations ?? [];
    const depths = locationDepths(locations);
    const levels: number[][] = [];
    for (const [index, location] of locations.entries()) {
      const depth = depths.get(location.code) ?? 0;
      (levels[depth] ??= []).push(index);
    }
    // Parents before children, whatever the file order.
    for (const level of levels) {
      const inserts: Insertable<Database['locations']>[] = [];
      for (const index of level ?? []) {
        const location = locations[index];
        if (location === undefined) continue;
        this.cursor.path = `${path}/locations/${index}`;
        const parentCode = location.parentCode ?? null;
        const parentId = parentCode === null ? null : ids.get(parentCode);
        if (parentId === undefined) throw new Error(`parent location ${parentCode ?? ''} is not stored yet`);
        const want = {
          name: location.name,
          parent_id: parentId,
          street_name: location.streetName ?? null,
          zip_code: location.zipCode ?? null,
          city: location.city ?? null,
          contact: location.contact ?? null,
          phone_number: location.phoneNumber ?? null,
        };
        const row = stored.get(location.code);
        if (row) await this.#update('locations', row.id, changesOf(want, row));
        else inserts.push({ customer_id: customerId, code: location.code, ...want });
      }
      this.cursor.path = `${path}/locations`;
      const inserted = await insertReturning(this.db, 'locations', inserts, ['code']);
      for (const row of inserted) ids.set(row.code, row.id);
      this.#tally.inserted.locations += inserted.length;
    }
    return ids;
  }

  async #installations(customer: ImportCustomer, customerId: number, locationIds: Map<string, number>, path: string) {
    const stored = this.existing.installations.get(customerId) ?? new Map<string, InstallationRow>();
    const installationIds = new Map<string, number>();
    const installationLocations = new Map<string, number>();
    for (const row of stored.values()) {
      installationIds.set(row.code, row.id);
      installationLocations.set(row.code, row.location_id);
    }
    const moved: { id: number; locationId: number }[] = [];
    const inserts: Insertable<Database['installations']>[] = [];
    for (const [index, installation] of (customer.installations ?? []).entries()) {
      this.cursor.path = `${path}/installations/${index}`;
      const locationId = locationIds.get(installation.locationCode);
      if (locationId === undefined) throw new Error(`location ${installation.locationCode} is not stored`);
      const want = { name: installation.name, type: installation.type, location_id: locationId };
      installationLocations.set(installation.code, locationId);
      const row = stored.get(installation.code);
      if (row) {
        await this.#update('installations', row.id, changesOf(want, row));
        if (row.location_id !== locationId) moved.push({ id: row.id, locationId });
      } else inserts.push({ customer_id: customerId, code: installation.code, ...want });
    }
    this.cursor.path = `${path}/installations`;
    const inserted = await insertReturning(this.db, 'installations', inserts, ['code']);
    for (const row of inserted) installationIds.set(row.code, row.id);
    this.#tally.inserted.installations += inserted.length;
    return { installationIds, installationLocations, moved };
  }

  async #tasks(
    customer: ImportCustomer,
    customerId: number,
    installationIds: Map<string, number>,
    installationLocations: Map<string, number>,
    path: string,
  ): Promise<Map<string, number>> {
    const stored = this.existing.tasks.get(customerId) ?? new Map<string, TaskRow>();
    const taskIds = new Map<string, number>([...stored.values()].map((row) => [row.number, row.id]));
    const tasks = customer.tasks ?? [];
    const inserts: Insertable<Database['tasks']>[] = [];
    for (const [index, task] of tasks.entries()) {
      this.cursor.path = `${path}/tasks/${index}`;
      const installationId = installationIds.get(task.installationCode);
      const locationId = installationLocations.get(task.installationCode);
      if (installationId === undefined || locationId === undefined) throw new Error(`installation ${task.installationCode} is not stored`);
      const want = {
        installation_id: installationId,
        location_id: locationId,
        job_number: task.jobNumber ?? null,
        name: task.name,
        type: task.type,
        status: task.status,
        due_date: iso(task.dueDate),
        start_date: isoOrNull(task.startDate),
        planned_date: isoOrNull(task.plannedDate),
        completed_date: isoOrNull(task.completedDate),
      };
      const row = stored.get(task.number);
      if (row) await this.#update('tasks', row.id, changesOf(want, row));
      else inserts.push({ customer_id: customerId, number: task.number, ...want });
    }
    this.cursor.path = `${path}/tasks`;
    const inserted = await insertReturning(this.db, 'tasks', inserts, ['number']);
    for (const row of inserted) taskIds.set(row.number, row.id);
    this.#tally.inserted.tasks += inserted.length;

    const withIds = tasks.map((task, index) => ({ task, index, id: taskIds.get(task.number) ?? -1, stored: stored.has(task.number) }));
    await this.#taskChildren(withIds, path);
    return taskIds;
  }

  async #taskChildren(tasks: { task: ImportTask; index: number; id: number; stored: boolean }[], path: string): Promise<void> {
    this.cursor.path = `${path}/tasks`;
    const children = await loadTaskChildren(
      this.db,
      tasks.filter((entry) => entry.stored).map((entry) => entry.id),
    );

    // History: ordered by id (= file order).
    const historyInserts: Insertable<Database['task_history']>[] = [];
    const historyDeletes: number[] = [];
    for (const { task, index, id } of tasks) {
      this.cursor.path = `${path}/tasks/${index}/history`;
      const want = (task.history ?? []).map((entry) => ({
        created: iso(entry.created),
        task_status: entry.status as TaskStatus,
        note: entry.note ?? null,
        responsible: entry.responsible,
      }));
      const diff = diffList(children.history.get(id) ?? [], want);
      for (const pair of diff.pairs) await this.#update('task_history', pair.have.id, pair.changes);
      historyDeletes.push(...diff.deletes.map((row) => row.id));
      historyInserts.push(...diff.inserts.map(({ want: entry }) => ({ task_id: id, ...entry })));
    }
    this.cursor.path = `${path}/tasks`;
    await this.#delete('task_history', historyDeletes);
    await insertRows(this.db, 'task_history', historyInserts);
    this.#tally.inserted.task_history += historyInserts.length;

    await this.#serviceReports(tasks, children, path);
    await this.#controlSchemas(tasks, children, path);
  }

  async #serviceReports(
    tasks: { task: ImportTask; index: number; id: number }[],
    children: Awaited<ReturnType<typeof loadTaskChildren>>,
    path: string,
  ): Promise<void> {
    const reportDeletes: number[] = [];
    const lineDeletes: number[] = [];
    const lineInserts: Insertable<Database['service_report_lines']>[] = [];
    const newReports: Insertable<Database['service_reports']>[] = [];
    const newReportLines = new Map<number, Insertable<Database['service_report_lines']>[]>();
    for (const { task, index, id } of tasks) {
      this.cursor.path = `${path}/tasks/${index}/serviceReport`;
      const report = task.serviceReport ?? null;
      const stored = children.serviceReports.get(id);
      if (report === null) {
        if (stored) {
          reportDeletes.push(stored.id);
          this.#tally.deleted.service_report_lines += children.serviceReportLines.get(stored.id)?.length ?? 0;
        }
        continue;
      }
      const want = {
        case_number: report.caseNumber,
        activity_type: report.activityType,
        task_name: report.taskName,
        installation_number: report.installationNumber,
        responsible: report.responsible,
        stop_date: iso(report.stopDate),
        customer_reference: report.customerReference ?? null,
      };
      const lines = report.lines.map((line, position) => ({
        position,
        description: line.description,
        checked: line.checked,
        type: line.type,
      }));
      if (stored) {
        await this.#update('service_reports', stored.id, changesOf(want, stored));
        const diff = diffList(children.serviceReportLines.get(stored.id) ?? [], lines);
        for (const pair of diff.pairs) await this.#update('service_report_lines', pair.have.id, pair.changes);
        lineDeletes.push(...diff.deletes.map((row) => row.id));
        lineInserts.push(...diff.inserts.map(({ want: line }) => ({ service_report_id: stored.id, ...line })));
      } else {
        newReports.push({ task_id: id, ...want });
        newReportLines.set(id, lines.map((line) => ({ service_report_id: 0, ...line })));
      }
    }
    this.cursor.path = `${path}/tasks`;
    await this.#delete('service_report_lines', lineDeletes);
    await this.#delete('service_reports', reportDeletes);
    const inserted = await insertReturning(this.db, 'service_reports', newReports, ['task_id']);
    this.#tally.inserted.service_reports += inserted.length;
    for (const row of inserted) {
      for (const line of newReportLines.get(row.task_id) ?? []) lineInserts.push({ ...line, service_report_id: row.id });
    }
    await insertRows(this.db, 'service_report_lines', lineInserts);
    this.#tally.inserted.service_report_lines += lineInserts.length;
  }

  async #controlSchemas(
    tasks: { task: ImportTask; index: number; id: number }[],
    children: Awaited<ReturnType<typeof loadTaskChildren>>,
    path: string,
  ): Promise<void> {
    type CheckInsert = Insertable<Database['control_schema_checks']>;
    const schemaDeletes: number[] = [];
    const itemDeletes: number[] = [];
    const checkDeletes: number[] = [];
    const checkInserts: CheckInsert[] = [];
    const newSchemas: Insertable<Database['control_schemas']>[] = [];
    /** Items to insert with their checks, by task id (new schemas) or schema id (stored schemas). */
    const itemsOfNewSchemas = new Map<number, { position: number; name: string; checks: Omit<CheckInsert, 'item_id'>[] }[]>();
    const itemsOfStoredSchemas: { control_schema_id: number; position: number; name: string; checks: Omit<CheckInsert, 'item_id'>[] }[] = [];
    const countCascade = (itemId: number): void => {
      this.#tally.deleted.control_schema_checks += children.controlSchemaChecks.get(itemId)?.length ?? 0;
    };

    for (const { task, index, id } of tasks) {
      this.cursor.path = `${path}/tasks/${index}/controlSchema`;
      const schema = task.controlSchema ?? null;
      const stored = children.controlSchemas.get(id);
      if (schema === null) {
        if (stored) {
          schemaDeletes.push(stored.id);
          const items = children.controlSchemaItems.get(stored.id) ?? [];
          this.#tally.deleted.control_schema_items += items.length;
          for (const item of items) countCascade(item.id);
        }
        continue;
      }
      const want = {
        report_file: schema.reportFile,
        company: schema.company,
        department: schema.department ?? null,
        responsible: schema.responsible,
        date: iso(schema.date),
      };
      const items = schema.items.map((item, position) => ({
        position,
        name: item.name,
        checks: item.checks.map((check, checkPosition) => ({ position: checkPosition, name: check.name, completed: check.completed })),
      }));
      if (!stored) {
        newSchemas.push({ task_id: id, ...want });
        itemsOfNewSchemas.set(id, items);
        continue;
      }
      await this.#update('control_schemas', stored.id, changesOf(want, stored));
      const diff = diffList(
        children.controlSchemaItems.get(stored.id) ?? [],
        items.map(({ position, name }) => ({ position, name })),
      );
      for (const item of diff.deletes) countCascade(item.id);
      itemDeletes.push(...diff.deletes.map((row) => row.id));
      for (const pair of diff.pairs) {
        await this.#update('control_schema_items', pair.have.id, pair.changes);
        const checks = items[pair.index]?.checks ?? [];
        const checkDiff = diffList(children.controlSchemaChecks.get(pair.have.id) ?? [], checks);
        for (const checkPair of checkDiff.pairs) await this.#update('control_schema_checks', checkPair.have.id, checkPair.changes);
        checkDeletes.push(...checkDiff.deletes.map((row) => row.id));
        checkInserts.push(...checkDiff.inserts.map(({ want: check }) => ({ item_id: pair.have.id, ...check })));
      }
      for (const { index: position } of diff.inserts) {
        const item = items[position];
        if (item) itemsOfStoredSchemas.push({ control_schema_id: stored.id, ...item });
      }
    }

    this.cursor.path = `${path}/tasks`;
    await this.#delete('control_schema_checks', checkDeletes);
    await this.#delete('control_schema_items', itemDeletes);
    await this.#delete('control_schemas', schemaDeletes);
    const insertedSchemas = await insertReturning(this.db, 'control_schemas', newSchemas, ['task_id']);
    this.#tally.inserted.control_schemas += insertedSchemas.length;
    const newItems = [...itemsOfStoredSchemas];
    for (const row of insertedSchemas) {
      for (const item of itemsOfNewSchemas.get(row.task_id) ?? []) newItems.push({ control_schema_id: row.id, ...item });
    }
    const insertedItems = await insertReturning(
      this.db,
      'control_schema_items',
      newItems.map(({ control_schema_id, position, name }) => ({ control_schema_id, position, name })),
      ['control_schema_id', 'position'],
    );
    this.#tally.inserted.control_schema_items += insertedItems.length;
    const itemIds = new Map(insertedItems.map((row) => [`${row.control_schema_id}:${row.position}`, row.id]));
    for (const item of newItems) {
      const itemId = itemIds.get(`${item.control_schema_id}:${item.position}`);
      if (itemId === undefined) throw new Error('a control schema item was not stored');
      for (const check of item.checks) checkInserts.push({ item_id: itemId, ...check });
    }
    await insertRows(this.db, 'control_schema_checks', checkInserts);
    this.#tally.inserted.control_schema_checks += checkInserts.length;
  }

  async #issues(
    customer: ImportCustomer,
    customerId: number,
    installationIds: Map<string, number>,
    installationLocations: Map<string, number>,
    taskIds: Map<string, number>,
    path: string,
  ): Promise<void> {
    const stored = this.existing.issues.get(customerId) ?? new Map();
    const issues = customer.issues ?? [];
    const issueIds = new Map<string, number>([...stored.values()].map((row) => [row.number, row.id]));
    const inserts: Insertable<Database['issues']>[] = [];
    for (const [index, issue] of issues.entries()) {
      this.cursor.path = `${path}/issues/${index}`;
      const installationId = installationIds.get(issue.installationCode);
      const locationId = installationLocations.get(issue.installationCode);
      if (installationId === undefined || locationId === undefined) throw new Error(`installation ${issue.installationCode} is not stored`);
      const taskNumber = issue.taskNumber ?? null;
      const taskId = taskNumber === null ? null : taskIds.get(taskNumber);
      if (taskId === undefined) throw new Error(`task ${taskNumber ?? ''} is not stored`);
      const want = {
        installation_id: installationId,
        location_id: locationId,
        task_id: taskId,
        kind: issue.kind ?? 'standard',
        status: issue.status,
        created: iso(issue.created),
        updated: iso(issue.updated),
        updated_by: issue.updatedBy,
        responsible: issue.responsible,
        type: issue.type,
        error_type: issue.errorType ?? null,
        reference: issue.reference ?? null,
        description: issue.description ?? null,
      };
      const row = stored.get(issue.number);
      if (row) await this.#update('issues', row.id, changesOf(want, row));
      else inserts.push({ customer_id: customerId, number: issue.number, ...want });
    }
    this.cursor.path = `${path}/issues`;
    const inserted = await insertReturning(this.db, 'issues', inserts, ['number']);
    for (const row of inserted) issueIds.set(row.number, row.id);
    this.#tally.inserted.issues += inserted.length;

    const withIds = issues.map((issue, index) => ({ issue, index, id: issueIds.get(issue.number) ?? -1, stored: stored.has(issue.number) }));
    await this.#issueChildren(withIds, path);
  }

  async #issueChildren(issues: { issue: ImportIssue; index: number; id: number; stored: boolean }[], path: string): Promise<void> {
    this.cursor.path = `${path}/issues`;
    const children = await loadIssueChildren(
      this.db,
      issues.filter((entry) => entry.stored).map((entry) => entry.id),
    );
    const transactionInserts: Insertable<Database['issue_transactions']>[] = [];
    const transactionDeletes: number[] = [];
    const noteInserts: Insertable<Database['issue_notes']>[] = [];
    const noteDeletes: number[] = [];
    const fieldInserts: Insertable<Database['thermography_fields']>[] = [];
    for (const { issue, index, id } of issues) {
      this.cursor.path = `${path}/issues/${index}/transactions`;
      const transactions = (issue.transactions ?? []).map((transaction) => ({
        date: iso(transaction.date),
        person: transaction.person,
        status: transaction.status,
        status_phrase: transaction.statusPhrase,
        comment: transaction.comment,
      }));
      const transactionDiff = diffList(children.transactions.get(id) ?? [], transactions);
      for (const pair of transactionDiff.pairs) await this.#update('issue_transactions', pair.have.id, pair.changes);
      transactionDeletes.push(...transactionDiff.deletes.map((row) => row.id));
      transactionInserts.push(...transactionDiff.inserts.map(({ want }) => ({ issue_id: id, ...want })));

      this.cursor.path = `${path}/issues/${index}/notes`;
      const notes = (issue.notes ?? []).map((note) => ({ created: iso(note.created), value: note.value }));
      const noteDiff = diffList(children.notes.get(id) ?? [], notes);
      for (const pair of noteDiff.pairs) await this.#update('issue_notes', pair.have.id, pair.changes);
      noteDeletes.push(...noteDiff.deletes.map((row) => row.id));
      noteInserts.push(...noteDiff.inserts.map(({ want }) => ({ issue_id: id, ...want })));

      this.cursor.path = `${path}/issues/${index}/thermographyFields`;
      const wantFields = new Map(Object.entries(issue.thermographyFields ?? {}));
      const storedFields = new Map((children.thermographyFields.get(id) ?? []).map((row) => [row.field_type, row.value]));
      const removed = [...storedFields.keys()].filter((fieldType) => !wantFields.has(fieldType));
      if (removed.length > 0) {
        await deleteThermographyFields(this.db, id, removed);
        this.#tally.deleted.thermography_fields += removed.length;
      }
      for (const [fieldType, value] of wantFields) {
        const storedValue = storedFields.get(fieldType);
        if (storedValue === undefined) fieldInserts.push({ issue_id: id, field_type: fieldType, value });
        else if (storedValue !== value) {
          await updateThermographyField(this.db, { issue_id: id, field_type: fieldType, value });
          this.#tally.updated.thermography_fields += 1;
        }
      }
    }
    this.cursor.path = `${path}/issues`;
    await this.#delete('issue_transactions', transactionDeletes);
    await this.#delete('issue_notes', noteDeletes);
    await insertRows(this.db, 'issue_transactions', transactionInserts);
    this.#tally.inserted.issue_transactions += transactionInserts.length;
    await insertRows(this.db, 'issue_notes', noteInserts);
    this.#tally.inserted.issue_notes += noteInserts.length;
    await insertRows(this.db, 'thermography_fields', fieldInserts);
    this.#tally.inserted.thermography_fields += fieldInserts.length;
  }

  /** The hash to store: the given one, the stored one when it verifies the password, or a new one. */
  async #passwordHash(employee: ImportEmployee, storedHash: string | undefined): Promise<string | undefined> {
    if (employee.passwordHash !== undefined) return employee.passwordHash;
    if (employee.password === undefined) return storedHash;
    if (storedHash !== undefined && (await verifyPassword(employee.password, storedHash).catch(() => false))) return storedHash;
    return hashPassword(employee.password);
  }

  async #employees(employees: readonly ImportEmployee[]): Promise<void> {
    this.cursor.path = '/employees';
    // scrypt runs on the libuv thread pool: hash and verify all passwords concurrently.
    const hashes = await Promise.all(
      employees.map((employee) => this.#passwordHash(employee, this.existing.employees.get(employee.email.toLowerCase())?.password_hash)),
    );
    const employeeIds = new Map<string, number>();
    const inserts: Insertable<Database['employees']>[] = [];
    for (const [index, employee] of employees.entries()) {
      this.cursor.path = `/employees/${index}`;
      const email = employee.email.toLowerCase();
      const passwordHash = hashes[index];
      if (passwordHash === undefined) throw new Error('a new employee has no password');
      const stored = this.existing.employees.get(email);
      const want: Row = { name: employee.name, password_hash: passwordHash };
      if (employee.newsletter !== undefined) want.newsletter = employee.newsletter;
      if (stored) {
        employeeIds.set(email, stored.id);
        await this.#update('employees', stored.id, changesOf(want, stored));
      } else {
        inserts.push({ email, name: employee.name, password_hash: passwordHash, newsletter: employee.newsletter ?? false });
      }
    }
    this.cursor.path = '/employees';
    const inserted = await insertReturning(this.db, 'employees', inserts, ['email']);
    for (const row of inserted) employeeIds.set(row.email, row.id);
    this.#tally.inserted.employees += inserted.length;

    const membershipInserts: Insertable<Database['memberships']>[] = [];
    for (const [index, employee] of employees.entries()) {
      const employeeId = employeeIds.get(employee.email.toLowerCase());
      if (employeeId === undefined) throw new Error('an employee was not stored');
      const storedRoles = this.existing.memberships.get(employeeId);
      for (const [membershipIndex, membership] of employee.memberships.entries()) {
        this.cursor.path = `/employees/${index}/memberships/${membershipIndex}`;
        const customerId = this.#customerIds.get(membership.customerXalId);
        if (customerId === undefined) throw new Error(`customer ${membership.customerXalId} is not stored`);
        const storedRole = storedRoles?.get(customerId);
        if (storedRole === undefined) membershipInserts.push({ employee_id: employeeId, customer_id: customerId, role: membership.role });
        else if (storedRole !== membership.role) {
          await updateMembershipRole(this.db, employeeId, customerId, membership.role);
          this.#tally.updated.memberships += 1;
        }
      }
    }
    this.cursor.path = '/employees';
    await insertRows(this.db, 'memberships', membershipInserts);
    this.#tally.inserted.memberships += membershipInserts.length;
  }

  async #news(data: ProviderImport): Promise<void> {
    const inserts: Insertable<Database['news']>[] = [];
    for (const [index, item] of (data.news ?? []).entries()) {
      this.cursor.path = `/news/${index}`;
      const want = {
        feed_id: item.feedId ?? 3,
        title: item.title,
        teaser: item.teaser,
        body_html: item.bodyHtml,
        release_date: iso(item.releaseDate),
      };
      const stored = this.existing.news.get(item.code);
      if (stored) await this.#update('news', stored.id, changesOf(want, stored));
      else inserts.push({ code: item.code, ...want });
    }
    this.cursor.path = '/news';
    await insertRows(this.db, 'news', inserts);
    this.#tally.inserted.news += inserts.length;
  }
}

/** Writes a validated file (inside the caller's transaction); `cursor.path` follows the writes. */
export async function writeImport(
  db: Kysely<Database>,
  data: ProviderImport,
  existing: ExistingData,
  cursor: WriteCursor,
): Promise<ImportSummary> {
  return new ImportWriter(db, existing, cursor).write(data);
}
