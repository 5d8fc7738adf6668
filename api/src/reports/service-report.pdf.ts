import type { Readable } from 'node:stream';
import type { ServiceReport } from '@portal/shared/contract';
import { columnTable, createReport, emptyLine, fieldTable, finish, heading, type Cell, type Report, type ReportOptions } from './pdf.js';
import { reportTexts, vocabularyIn } from './report-texts.js';

/** What the service report PDF prints: the overlay's content (spec section 3) without its files. */
export type ServiceReportContent = Omit<ServiceReport, 'taskId' | 'files'>;

/** The checklist: each header line starts a section, the lines under it a table of drawn check boxes. */
function checklist(report: Report, lines: ServiceReportContent['checklistLines']): void {
  const { texts } = report;
  let rows: Cell[][] = [];
  const flush = (): void => {
    if (rows.length > 0) columnTable(report, [texts.point, texts.ok], [4, 1.2], rows);
    rows = [];
  };
  for (const line of lines) {
    if (line.type === 'header') {
      flush();
      report.doc.font('Helvetica-Bold').fontSize(10.5).text(line.description).font('Helvetica').moveDown(0.3);
    } else {
      rows.push([line.description, { check: line.checked }]);
    }
  }
  flush();
}

/** The service report of a task as a PDF in the asked language, and its file name. */
export function serviceReportPdf(report: ServiceReportContent, options: ReportOptions, now: Date): { name: string; pdf: Readable } {
  const texts = reportTexts[options.language];
  const pdf = createReport(`${texts.serviceReport} ${report.caseNumber}`, `${texts.caseNumber} ${report.caseNumber}`, options);
  fieldTable(pdf, [
    [texts.unitType, report.installationType],
    [texts.caseNumber, report.caseNumber],
    [texts.activityType, vocabularyIn(options.language, report.activityType)],
    [texts.inspection, report.taskName],
    [texts.unitNumber, report.installationNumber],
    [texts.technician, report.responsible],
    [texts.completedAt, pdf.dateTime(report.stopDate)],
    [texts.customerReference, report.customer],
  ]);
  heading(pdf, texts.checklist);
  if (report.checklistLines.length === 0) emptyLine(pdf, texts.noLines);
  else checklist(pdf, report.checklistLines);
  // The service comments (the overlay's table): date, technician and text.
  heading(pdf, texts.serviceComments);
  if (report.comments.length === 0) emptyLine(pdf, texts.noComments);
  else columnTable(pdf, [texts.time, texts.person, texts.comment], [1.3, 1.1, 3], report.comments.map((comment) => [pdf.dateTime(comment.date), comment.person, comment.comment]));
  return { name: `${texts.serviceReportFile}-${report.caseNumber}.pdf`, pdf: finish(pdf, now) };
}
