import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TaskStatus } from '../../db/domain-constants.js';
import { insertReturning, insertRows, loadTaskChildren, type TaskRow } from '../import.repository.js';
import type { ImportCustomer, ImportTask } from '../import-format.js';
import { changesOf, diffList, iso, isoOrNull } from './diff.js';
import { writeControlSchemas } from './control-schemas.js';
import { writeServiceReports } from './service-reports.js';
import type { WriterContext } from './writer-context.js';

export async function writeTasks(
  ctx: WriterContext,
  customer: ImportCustomer,
  customerId: number,
  installationIds: Map<string, number>,
  installationLocations: Map<string, number>,
  path: string,
): Promise<Map<string, number>> {
  const stored = ctx.existing.tasks.get(customerId) ?? new Map<string, TaskRow>();
  const taskIds = new Map<string, number>([...stored.values()].map((row) => [row.number, row.id]));
  const tasks = customer.tasks ?? [];
  const inserts: Insertable<Database['tasks']>[] = [];
  for (const [index, task] of tasks.entries()) {
    ctx.cursor.path = `${path}/tasks/${index}`;
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
    if (row) await ctx.update('tasks', row.id, changesOf(want, row));
    else inserts.push({ customer_id: customerId, number: task.number, ...want });
  }
  ctx.cursor.path = `${path}/tasks`;
  const inserted = await insertReturning(ctx.db, 'tasks', inserts, ['number']);
  for (const row of inserted) taskIds.set(row.number, row.id);
  ctx.tally.inserted.tasks += inserted.length;

  const withIds = tasks.map((task, index) => ({ task, index, id: taskIds.get(task.number) ?? -1, stored: stored.has(task.number) }));
  await writeTaskChildren(ctx, withIds, path);
  return taskIds;
}

export async function writeTaskChildren(ctx: WriterContext, tasks: { task: ImportTask; index: number; id: number; stored: boolean }[], path: string): Promise<void> {
  ctx.cursor.path = `${path}/tasks`;
  const children = await loadTaskChildren(
    ctx.db,
    tasks.filter((entry) => entry.stored).map((entry) => entry.id),
  );

  // History: ordered by id (= file order).
  const historyInserts: Insertable<Database['task_history']>[] = [];
  const historyDeletes: number[] = [];
  for (const { task, index, id } of tasks) {
    ctx.cursor.path = `${path}/tasks/${index}/history`;
    const want = (task.history ?? []).map((entry) => ({
      created: iso(entry.created),
      task_status: entry.status as TaskStatus,
      note: entry.note ?? null,
      responsible: entry.responsible,
    }));
    const diff = diffList(children.history.get(id) ?? [], want);
    for (const pair of diff.pairs) await ctx.update('task_history', pair.have.id, pair.changes);
    historyDeletes.push(...diff.deletes.map((row) => row.id));
    historyInserts.push(...diff.inserts.map(({ want: entry }) => ({ task_id: id, ...entry })));
  }
  ctx.cursor.path = `${path}/tasks`;
  await ctx.delete('task_history', historyDeletes);
  await insertRows(ctx.db, 'task_history', historyInserts);
  ctx.tally.inserted.task_history += historyInserts.length;

  await writeServiceReports(ctx, tasks, children, path);
  await writeControlSchemas(ctx, tasks, children, path);
}
