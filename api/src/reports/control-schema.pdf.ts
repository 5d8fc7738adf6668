import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { bullet, createPdf, field, finish, formatDate, heading } from './pdf.js';

/**
 * The control schema of a task as a PDF ('Kontrolskema'), or null when the task has none. Check
 * names containing '.check' are checkboxes ('1' = ticked); other names show their value (spec 3).
 */
export async function controlSchemaPdf(db: Kysely<Database>, taskId: number, providerName: string): Promise<{ name: string; pdf: Readable } | null> {
  const schema = await db
    .selectFrom('control_schemas')
    .innerJoin('tasks', 'tasks.id', 'control_schemas.task_id')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .select([
      'control_schemas.id',
      'control_schemas.report_file',
      'control_schemas.company',
      'control_schemas.department',
      'control_schemas.responsible',
      'control_schemas.date',
      'installations.code as installation_code',
      'installations.name as installation_name',
      'installations.type as installation_type',
      'locations.name as location_name',
    ])
    .where('control_schemas.task_id', '=', taskId)
    .executeTakeFirst();
  if (!schema) return null;
  const items = await db.selectFrom('control_schema_items').select(['id', 'name']).where('control_schema_id', '=', schema.id).orderBy('position').execute();
  const checks =
    items.length === 0
      ? []
      : await db
          .selectFrom('control_schema_checks')
          .select(['item_id', 'name', 'completed'])
          .where('item_id', 'in', items.map((item) => item.id))
          .orderBy('item_id')
          .orderBy('position')
          .execute();
  const doc = createPdf(`Kontrolskema ${schema.installation_name}`, schema.report_file, providerName);
  field(doc, 'Anlægstype', schema.installation_type);
  field(doc, 'Anlæg', `${schema.installation_name} (${schema.installation_code})`);
  field(doc, 'Firma', schema.company);
  field(doc, 'Afdeling', schema.department);
  field(doc, 'Tekniker', schema.responsible);
  field(doc, 'Dato', formatDate(schema.date instanceof Date ? schema.date.toISOString() : schema.date));
  field(doc, 'Lokation', schema.location_name);
  field(doc, 'Antal punkter', items.length);
  for (const item of items) {
    heading(doc, item.name);
    for (const check of checks.filter((entry) => entry.item_id === item.id)) {
      bullet(doc, check.name.includes('.check') ? `${check.completed === '1' ? '[x]' : '[ ]'} ${check.name.replace('.check', '')}` : `${check.name}: ${check.completed}`);
    }
  }
  const safeName = schema.report_file.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/\.pdf$/i, '');
  return { name: `Kontrolskema-${safeName}.pdf`, pdf: finish(doc) };
}
