import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The reads of the report overlays and PDFs: a task's service report, a control schema by its report file or task. */

export async function findServiceReport(db: Kysely<Database>, taskId: number) {
  return db
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
      'installations.code as installation_code',
    ])
    .where('service_reports.task_id', '=', taskId)
    .executeTakeFirst();
}

export type ServiceReportRow = NonNullable<Awaited<ReturnType<typeof findServiceReport>>>;

export async function findServiceReportLines(db: Kysely<Database>, reportId: number) {
  return db.selectFrom('service_report_lines').select(['description', 'checked', 'type']).where('service_report_id', '=', reportId).orderBy('position').execute();
}

/** A service report's comments, in the provider's order (the unique (report, position) index). */
export async function findServiceReportComments(db: Kysely<Database>, reportId: number) {
  return db.selectFrom('service_report_comments').select(['date', 'person', 'comment']).where('service_report_id', '=', reportId).orderBy('position').execute();
}

/** Control schemas with their task's installation and location. */
function controlSchemas(db: Kysely<Database>) {
  return db
    .selectFrom('control_schemas')
    .innerJoin('tasks', 'tasks.id', 'control_schemas.task_id')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .select([
      'control_schemas.id',
      'control_schemas.task_id',
      'tasks.location_id',
      'control_schemas.report_file',
      'control_schemas.company',
      'control_schemas.department',
      'control_schemas.responsible',
      'control_schemas.date',
      'installations.code as installation_code',
      'installations.name as installation_name',
      'installations.type as installation_type',
      'locations.name as location_name',
    ]);
}

export type ControlSchemaRow = NonNullable<Awaited<ReturnType<typeof findControlSchema>>>;

/** The customer's control schema of that report file on that installation (report_file is indexed). */
export async function findControlSchema(db: Kysely<Database>, customerId: number, reportFile: string, installationCode: string) {
  return controlSchemas(db)
    .where('control_schemas.report_file', '=', reportFile)
    .where('tasks.customer_id', '=', customerId)
    .where('installations.code', '=', installationCode)
    .orderBy('control_schemas.id', 'desc')
    .executeTakeFirst();
}

/** A task's control schema (the import keeps at most one per task). */
export async function findTaskControlSchema(db: Kysely<Database>, taskId: number) {
  return controlSchemas(db).where('control_schemas.task_id', '=', taskId).executeTakeFirst();
}

export async function findControlItems(db: Kysely<Database>, schemaId: number) {
  const items = await db.selectFrom('control_schema_items').select(['id', 'name']).where('control_schema_id', '=', schemaId).orderBy('position').execute();
  if (items.length === 0) return [];
  const checks = await db
    .selectFrom('control_schema_checks')
    .select(['item_id', 'name', 'completed'])
    .where('item_id', 'in', items.map((item) => item.id))
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  return items.map((item) => ({
    name: item.name,
    checklist: checks.filter((check) => check.item_id === item.id).map((check) => ({ name: check.name, completed: check.completed })),
  }));
}
