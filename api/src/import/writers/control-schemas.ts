import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertReturning, insertRows, type loadTaskChildren } from '../import.repository.js';
import type { ImportTask } from '../import-format.js';
import { changesOf, diffList, iso } from './diff.js';
import type { WriterContext } from './writer-context.js';

export async function writeControlSchemas(
  ctx: WriterContext,
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
    ctx.tally.deleted.control_schema_checks += children.controlSchemaChecks.get(itemId)?.length ?? 0;
  };

  for (const { task, index, id } of tasks) {
    ctx.cursor.path = `${path}/tasks/${index}/controlSchema`;
    const schema = task.controlSchema ?? null;
    const stored = children.controlSchemas.get(id);
    if (schema === null) {
      if (stored) {
        schemaDeletes.push(stored.id);
        const items = children.controlSchemaItems.get(stored.id) ?? [];
        ctx.tally.deleted.control_schema_items += items.length;
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
    await ctx.update('control_schemas', stored.id, changesOf(want, stored));
    const diff = diffList(
      children.controlSchemaItems.get(stored.id) ?? [],
      items.map(({ position, name }) => ({ position, name })),
    );
    for (const item of diff.deletes) countCascade(item.id);
    itemDeletes.push(...diff.deletes.map((row) => row.id));
    for (const pair of diff.pairs) {
      await ctx.update('control_schema_items', pair.have.id, pair.changes);
      const checks = items[pair.index]?.checks ?? [];
      const checkDiff = diffList(children.controlSchemaChecks.get(pair.have.id) ?? [], checks);
      for (const checkPair of checkDiff.pairs) await ctx.update('control_schema_checks', checkPair.have.id, checkPair.changes);
      checkDeletes.push(...checkDiff.deletes.map((row) => row.id));
      checkInserts.push(...checkDiff.inserts.map(({ want: check }) => ({ item_id: pair.have.id, ...check })));
    }
    for (const { index: position } of diff.inserts) {
      const item = items[position];
      if (item) itemsOfStoredSchemas.push({ control_schema_id: stored.id, ...item });
    }
  }

  ctx.cursor.path = `${path}/tasks`;
  await ctx.delete('control_schema_checks', checkDeletes);
  await ctx.delete('control_schema_items', itemDeletes);
  await ctx.delete('control_schemas', schemaDeletes);
  const insertedSchemas = await insertReturning(ctx.db, 'control_schemas', newSchemas, ['task_id']);
  ctx.tally.inserted.control_schemas += insertedSchemas.length;
  const newItems = [...itemsOfStoredSchemas];
  for (const row of insertedSchemas) {
    for (const item of itemsOfNewSchemas.get(row.task_id) ?? []) newItems.push({ control_schema_id: row.id, ...item });
  }
  const insertedItems = await insertReturning(
    ctx.db,
    'control_schema_items',
    newItems.map(({ control_schema_id, position, name }) => ({ control_schema_id, position, name })),
    ['control_schema_id', 'position'],
  );
  ctx.tally.inserted.control_schema_items += insertedItems.length;
  const itemIds = new Map(insertedItems.map((row) => [`${row.control_schema_id}:${row.position}`, row.id]));
  for (const item of newItems) {
    const itemId = itemIds.get(`${item.control_schema_id}:${item.position}`);
    if (itemId === undefined) throw new Error('a control schema item was not stored');
    for (const check of item.checks) checkInserts.push({ item_id: itemId, ...check });
  }
  await insertRows(ctx.db, 'control_schema_checks', checkInserts);
  ctx.tally.inserted.control_schema_checks += checkInserts.length;
}
