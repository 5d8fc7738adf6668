import type { Readable } from 'node:stream';
import type { ControlReport } from '@portal/shared/contract';
import { columnTable, createReport, fieldTable, finish, heading, type Cell, type ReportOptions } from './pdf.js';
import { reportTexts } from './report-texts.js';

/** What the control schema PDF prints: the overlay's content (spec section 3). */
export type ControlSchemaContent = Omit<ControlReport, 'taskId' | 'installationId'>;

/**
 * The control schema of a task as a PDF in the asked language, and its file name. Check names containing
 * '.check' are drawn check boxes ('1' = ticked); other names show their value (spec 3).
 */
export function controlSchemaPdf(schema: ControlSchemaContent, options: ReportOptions, now: Date): { name: string; pdf: Readable } {
  const texts = reportTexts[options.language];
  const report = createReport(`${texts.controlSchema} ${schema.installationName}`, schema.reportFile, options);
  fieldTable(report, [
    [texts.unitType, schema.installationType],
    [texts.unit, `${schema.installationName} (${schema.installationReferenceCode})`],
    [texts.company, schema.company],
    [texts.department, schema.department],
    [texts.technician, schema.responsible],
    [texts.date, report.dateTime(schema.date)],
    [texts.location, schema.locationName],
    [texts.pointCount, schema.items.length],
  ]);
  for (const item of schema.items) {
    heading(report, item.name);
    const rows: Cell[][] = item.checklist.map((check) =>
      check.name.includes('.check') ? [check.name.replace('.check', ''), { check: check.completed === '1' }] : [check.name, check.completed],
    );
    columnTable(report, [texts.point, texts.value], [4, 1.4], rows);
  }
  const safeName = schema.reportFile.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/\.pdf$/i, '');
  return { name: `${texts.controlSchemaFile}-${safeName}.pdf`, pdf: finish(report, now) };
}
