import type { Readable } from 'node:stream';
import type { ControlReport } from '@portal/shared/contract';
import { bullet, createPdf, field, finish, formatDate, heading } from './pdf.js';

/** What the control schema PDF prints: the overlay's content (spec section 3). */
export type ControlSchemaContent = Omit<ControlReport, 'taskId' | 'installationId'>;

/**
 * The control schema of a task as a PDF ('Kontrolskema', Danish texts) and its file name. Check names
 * containing '.check' are checkboxes ('1' = ticked); other names show their value (spec 3).
 */
export function controlSchemaPdf(schema: ControlSchemaContent, providerName: string): { name: string; pdf: Readable } {
  const doc = createPdf(`Kontrolskema ${schema.installationName}`, schema.reportFile, providerName);
  field(doc, 'Anlægstype', schema.installationType);
  field(doc, 'Anlæg', `${schema.installationName} (${schema.installationReferenceCode})`);
  field(doc, 'Firma', schema.company);
  field(doc, 'Afdeling', schema.department);
  field(doc, 'Tekniker', schema.responsible);
  field(doc, 'Dato', formatDate(schema.date));
  field(doc, 'Lokation', schema.locationName);
  field(doc, 'Antal punkter', schema.items.length);
  for (const item of schema.items) {
    heading(doc, item.name);
    for (const check of item.checklist) {
      bullet(doc, check.name.includes('.check') ? `${check.completed === '1' ? '[x]' : '[ ]'} ${check.name.replace('.check', '')}` : `${check.name}: ${check.completed}`);
    }
  }
  const safeName = schema.reportFile.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/\.pdf$/i, '');
  return { name: `Kontrolskema-${safeName}.pdf`, pdf: finish(doc) };
}
