import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { bullet, createPdf, emptyLine, field, finish, formatDate, heading } from './pdf.js';

/** The service report of a task as a PDF ('Servicerapport'), or null when the task has none. */
export async function serviceReportPdf(db: Kysely<Database>, taskId: number, providerName: string): Promise<{ name: string; pdf: Readable } | null> {
  const report = await db
    .selectFrom('service_reports')
    .innerJoin('tasks', 'tasks.id', 'service_reports.task_id')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .select([
      'service_reports.id',
      'service_reports.case_number',
      'service_reports.activity_type',
      'service_reports.task_name',
      'service_reports.installation_number',
      'service_reports.responsible',
      'service_reports.stop_date',
      'service_reports.customer_reference',
      'installations.type as installation_type',
    ])
    .where('service_reports.task_id', '=', taskId)
    .executeTakeFirst();
  if (!report) return null;
  const lines = await db
    .selectFrom('service_report_lines')
    .select(['description', 'checked', 'type'])
    .where('service_report_id', '=', report.id)
    .orderBy('position')
    .execute();
  const comments = await db
    .selectFrom('service_report_comments')
    .select(['date', 'person', 'comment'])
    .where('service_report_id', '=', report.id)
    .orderBy('position')
    .execute();
  const doc = createPdf(`Servicerapport ${report.case_number}`, `Sagsnummer ${report.case_number}`, providerName);
  field(doc, 'Anlægstype', report.installation_type);
  field(doc, 'Sagsnummer', report.case_number);
  field(doc, 'Aktivitetstype', report.activity_type);
  field(doc, 'Opgave', report.task_name);
  field(doc, 'Anlægsnummer', report.installation_number);
  field(doc, 'Ansvarlig tekniker', report.responsible);
  field(doc, 'Udført', formatDate(String(report.stop_date instanceof Date ? report.stop_date.toISOString() : report.stop_date)));
  field(doc, 'Kundens reference', report.customer_reference);
  heading(doc, 'Tjekliste');
  if (lines.length === 0) emptyLine(doc, 'Ingen linjer');
  for (const line of lines) {
    if (line.type === 'header') heading(doc, line.description);
    else bullet(doc, `${line.checked === true || line.checked === 1 ? '[x]' : '[ ]'} ${line.description}`);
  }
  // The service comments (the overlay's table): date, technician and text.
  heading(doc, 'Servicekommentarer');
  if (comments.length === 0) emptyLine(doc, 'Ingen kommentarer');
  for (const comment of comments) {
    bullet(doc, `${formatDate(comment.date instanceof Date ? comment.date.toISOString() : comment.date)} · ${comment.person}: ${comment.comment}`);
  }
  return { name: `Servicerapport-${report.case_number}.pdf`, pdf: finish(doc) };
}
