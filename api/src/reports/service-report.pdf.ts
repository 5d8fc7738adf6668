import type { Readable } from 'node:stream';
import type { ServiceReport } from '@portal/shared/contract';
import { bullet, createPdf, emptyLine, field, finish, formatDate, heading } from './pdf.js';

/** What the service report PDF prints: the overlay's content (spec section 3) without its files. */
export type ServiceReportContent = Omit<ServiceReport, 'taskId' | 'files'>;

/** The service report of a task as a PDF ('Servicerapport', Danish texts) and its file name. */
export function serviceReportPdf(report: ServiceReportContent, providerName: string): { name: string; pdf: Readable } {
  const doc = createPdf(`Servicerapport ${report.caseNumber}`, `Sagsnummer ${report.caseNumber}`, providerName);
  field(doc, 'Anlægstype', report.installationType);
  field(doc, 'Sagsnummer', report.caseNumber);
  field(doc, 'Aktivitetstype', report.activityType);
  field(doc, 'Opgave', report.taskName);
  field(doc, 'Anlægsnummer', report.installationNumber);
  field(doc, 'Ansvarlig tekniker', report.responsible);
  field(doc, 'Udført', formatDate(report.stopDate));
  field(doc, 'Kundens reference', report.customer);
  heading(doc, 'Tjekliste');
  if (report.checklistLines.length === 0) emptyLine(doc, 'Ingen linjer');
  for (const line of report.checklistLines) {
    if (line.type === 'header') heading(doc, line.description);
    else bullet(doc, `${line.checked ? '[x]' : '[ ]'} ${line.description}`);
  }
  // The service comments (the overlay's table): date, technician and text.
  heading(doc, 'Servicekommentarer');
  if (report.comments.length === 0) emptyLine(doc, 'Ingen kommentarer');
  for (const comment of report.comments) bullet(doc, `${formatDate(comment.date)} · ${comment.person}: ${comment.comment}`);
  return { name: `Servicerapport-${report.caseNumber}.pdf`, pdf: finish(doc) };
}
