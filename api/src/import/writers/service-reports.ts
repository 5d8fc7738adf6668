import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertReturning, insertRows, type loadTaskChildren } from '../import.repository.js';
import type { ImportTask } from '../import-format.js';
import { changesOf, diffList, iso } from './diff.js';
import type { WriterContext } from './writer-context.js';

export async function writeServiceReports(
  ctx: WriterContext,
  tasks: { task: ImportTask; index: number; id: number }[],
  children: Awaited<ReturnType<typeof loadTaskChildren>>,
  path: string,
): Promise<void> {
  const reportDeletes: number[] = [];
  const lineDeletes: number[] = [];
  const lineInserts: Insertable<Database['service_report_lines']>[] = [];
  const commentDeletes: number[] = [];
  const commentInserts: Insertable<Database['service_report_comments']>[] = [];
  const newReports: Insertable<Database['service_reports']>[] = [];
  const newReportLines = new Map<number, Insertable<Database['service_report_lines']>[]>();
  const newReportComments = new Map<number, Insertable<Database['service_report_comments']>[]>();
  for (const { task, index, id } of tasks) {
    ctx.cursor.path = `${path}/tasks/${index}/serviceReport`;
    const report = task.serviceReport ?? null;
    const stored = children.serviceReports.get(id);
    if (report === null) {
      if (stored) {
        reportDeletes.push(stored.id);
        ctx.tally.deleted.service_report_lines += children.serviceReportLines.get(stored.id)?.length ?? 0;
        ctx.tally.deleted.service_report_comments += children.serviceReportComments.get(stored.id)?.length ?? 0;
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
    const comments = (report.comments ?? []).map((comment, position) => ({
      position,
      date: iso(comment.date),
      person: comment.person,
      comment: comment.comment,
    }));
    if (stored) {
      await ctx.update('service_reports', stored.id, changesOf(want, stored));
      const diff = diffList(children.serviceReportLines.get(stored.id) ?? [], lines);
      for (const pair of diff.pairs) await ctx.update('service_report_lines', pair.have.id, pair.changes);
      lineDeletes.push(...diff.deletes.map((row) => row.id));
      lineInserts.push(...diff.inserts.map(({ want: line }) => ({ service_report_id: stored.id, ...line })));
      const commentDiff = diffList(children.serviceReportComments.get(stored.id) ?? [], comments);
      for (const pair of commentDiff.pairs) await ctx.update('service_report_comments', pair.have.id, pair.changes);
      commentDeletes.push(...commentDiff.deletes.map((row) => row.id));
      commentInserts.push(...commentDiff.inserts.map(({ want: comment }) => ({ service_report_id: stored.id, ...comment })));
    } else {
      newReports.push({ task_id: id, ...want });
      newReportLines.set(id, lines.map((line) => ({ service_report_id: 0, ...line })));
      newReportComments.set(id, comments.map((comment) => ({ service_report_id: 0, ...comment })));
    }
  }
  ctx.cursor.path = `${path}/tasks`;
  await ctx.delete('service_report_lines', lineDeletes);
  await ctx.delete('service_report_comments', commentDeletes);
  await ctx.delete('service_reports', reportDeletes);
  const inserted = await insertReturning(ctx.db, 'service_reports', newReports, ['task_id']);
  ctx.tally.inserted.service_reports += inserted.length;
  for (const row of inserted) {
    for (const line of newReportLines.get(row.task_id) ?? []) lineInserts.push({ ...line, service_report_id: row.id });
    for (const comment of newReportComments.get(row.task_id) ?? []) commentInserts.push({ ...comment, service_report_id: row.id });
  }
  await insertRows(ctx.db, 'service_report_lines', lineInserts);
  ctx.tally.inserted.service_report_lines += lineInserts.length;
  await insertRows(ctx.db, 'service_report_comments', commentInserts);
  ctx.tally.inserted.service_report_comments += commentInserts.length;
}
