import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  deleteThermographyFields,
  insertReturning,
  insertRows,
  loadIssueChildren,
  updateThermographyField,
} from '../import.repository.js';
import type { ImportCustomer, ImportIssue } from '../import-format.js';
import { changesOf, diffList, iso } from './diff.js';
import type { WriterContext } from './writer-context.js';

export async function writeIssues(
  ctx: WriterContext,
  customer: ImportCustomer,
  customerId: number,
  installationIds: Map<string, number>,
  installationLocations: Map<string, number>,
  taskIds: Map<string, number>,
  path: string,
): Promise<void> {
  const stored = ctx.existing.issues.get(customerId) ?? new Map();
  const issues = customer.issues ?? [];
  const issueIds = new Map<string, number>([...stored.values()].map((row) => [row.number, row.id]));
  const inserts: Insertable<Database['issues']>[] = [];
  for (const [index, issue] of issues.entries()) {
    ctx.cursor.path = `${path}/issues/${index}`;
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
      ...(issue.verifiedAt === undefined ? {} : { verified_at: issue.verifiedAt === null ? null : iso(issue.verifiedAt) }),
    };
    const row = stored.get(issue.number);
    if (row) await ctx.update('issues', row.id, changesOf(want, row));
    else inserts.push({ customer_id: customerId, number: issue.number, ...want });
  }
  ctx.cursor.path = `${path}/issues`;
  const inserted = await insertReturning(ctx.db, 'issues', inserts, ['number']);
  for (const row of inserted) issueIds.set(row.number, row.id);
  ctx.tally.inserted.issues += inserted.length;

  const withIds = issues.map((issue, index) => ({ issue, index, id: issueIds.get(issue.number) ?? -1, stored: stored.has(issue.number) }));
  await writeIssueChildren(ctx, withIds, path);
}

export async function writeIssueChildren(ctx: WriterContext, issues: { issue: ImportIssue; index: number; id: number; stored: boolean }[], path: string): Promise<void> {
  ctx.cursor.path = `${path}/issues`;
  const children = await loadIssueChildren(
    ctx.db,
    issues.filter((entry) => entry.stored).map((entry) => entry.id),
  );
  const transactionInserts: Insertable<Database['issue_transactions']>[] = [];
  const transactionDeletes: number[] = [];
  const noteInserts: Insertable<Database['issue_notes']>[] = [];
  const noteDeletes: number[] = [];
  const fieldInserts: Insertable<Database['thermography_fields']>[] = [];
  for (const { issue, index, id } of issues) {
    ctx.cursor.path = `${path}/issues/${index}/transactions`;
    const transactions = (issue.transactions ?? []).map((transaction) => ({
      date: iso(transaction.date),
      person: transaction.person,
      status: transaction.status,
      status_phrase: transaction.statusPhrase,
      comment: transaction.comment,
    }));
    const transactionDiff = diffList(children.transactions.get(id) ?? [], transactions);
    for (const pair of transactionDiff.pairs) await ctx.update('issue_transactions', pair.have.id, pair.changes);
    transactionDeletes.push(...transactionDiff.deletes.map((row) => row.id));
    transactionInserts.push(...transactionDiff.inserts.map(({ want }) => ({ issue_id: id, ...want })));

    ctx.cursor.path = `${path}/issues/${index}/notes`;
    const notes = (issue.notes ?? []).map((note) => ({ created: iso(note.created), value: note.value }));
    const noteDiff = diffList(children.notes.get(id) ?? [], notes);
    for (const pair of noteDiff.pairs) await ctx.update('issue_notes', pair.have.id, pair.changes);
    noteDeletes.push(...noteDiff.deletes.map((row) => row.id));
    noteInserts.push(...noteDiff.inserts.map(({ want }) => ({ issue_id: id, ...want })));

    ctx.cursor.path = `${path}/issues/${index}/thermographyFields`;
    const wantFields = new Map(Object.entries(issue.thermographyFields ?? {}));
    const storedFields = new Map((children.thermographyFields.get(id) ?? []).map((row) => [row.field_type, row.value]));
    const removed = [...storedFields.keys()].filter((fieldType) => !wantFields.has(fieldType));
    if (removed.length > 0) {
      await deleteThermographyFields(ctx.db, id, removed);
      ctx.tally.deleted.thermography_fields += removed.length;
    }
    for (const [fieldType, value] of wantFields) {
      const storedValue = storedFields.get(fieldType);
      if (storedValue === undefined) fieldInserts.push({ issue_id: id, field_type: fieldType, value });
      else if (storedValue !== value) {
        await updateThermographyField(ctx.db, { issue_id: id, field_type: fieldType, value });
        ctx.tally.updated.thermography_fields += 1;
      }
    }
  }
  ctx.cursor.path = `${path}/issues`;
  await ctx.delete('issue_transactions', transactionDeletes);
  await ctx.delete('issue_notes', noteDeletes);
  await insertRows(ctx.db, 'issue_transactions', transactionInserts);
  ctx.tally.inserted.issue_transactions += transactionInserts.length;
  await insertRows(ctx.db, 'issue_notes', noteInserts);
  ctx.tally.inserted.issue_notes += noteInserts.length;
  await insertRows(ctx.db, 'thermography_fields', fieldInserts);
  ctx.tally.inserted.thermography_fields += fieldInserts.length;
}
