import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isOpenIssue } from '../../db/conditions.js';
import { isInScope, scopeLocationIds, type LocationScope } from '../location/location-scope.js';
import type { Range } from '../portfolio/portfolio-statement.repository.js';

export type { Range };

/**
 * What a share link's recipient reads (ADR 0064): the tasks due in the period and the faults found in it or still
 * open, a page at a time, within the link's locations. Ranges are ISO instants, `from` included, `to` excluded.
 */

export interface SharedTaskRow {
  id: number;
  number: string;
  name: string;
  status: string;
  due_date: Date | string;
  completed_date: Date | string | null;
  installation_name: string;
  location_name: string;
  service_report: number | string | null;
  control_schema: number | string | null;
}

function tasksIn(db: Kysely<Database>, scope: LocationScope, range: Range) {
  return db
    .selectFrom('tasks')
    .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
    .where('tasks.due_date', '>=', range.from)
    .where('tasks.due_date', '<', range.to);
}

/** A page of the scope's tasks due in the range, the latest due first. */
export async function findSharedTasks(db: Kysely<Database>, scope: LocationScope, range: Range, page: { offset: number; limit: number }): Promise<SharedTaskRow[]> {
  return tasksIn(db, scope, range)
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .select((eb) => [
      'tasks.id',
      'tasks.number',
      'tasks.name',
      'tasks.status',
      'tasks.due_date',
      'tasks.completed_date',
      'installations.name as installation_name',
      'locations.name as location_name',
      eb.selectFrom('service_reports').select('service_reports.id').whereRef('service_reports.task_id', '=', 'tasks.id').limit(1).as('service_report'),
      eb.selectFrom('control_schemas').select('control_schemas.id').whereRef('control_schemas.task_id', '=', 'tasks.id').limit(1).as('control_schema'),
    ])
    .orderBy('tasks.due_date', 'desc')
    .orderBy('tasks.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countSharedTasks(db: Kysely<Database>, scope: LocationScope, range: Range): Promise<number> {
  const row = await tasksIn(db, scope, range)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface SharedFaultRow {
  id: number;
  number: string;
  kind: 'standard' | 'thermography';
  type: string;
  status: string;
  fault_class: string | null;
  created: Date | string;
  updated: Date | string;
  installation_name: string;
  location_name: string;
}

function faultsIn(db: Kysely<Database>, scope: LocationScope, range: Range) {
  return db
    .selectFrom('issues')
    .where('issues.location_id', 'in', scopeLocationIds(db, scope))
    .where((eb) => eb.or([eb.and([eb('issues.created', '>=', range.from), eb('issues.created', '<', range.to)]), isOpenIssue(eb)]));
}

/** A page of the scope's faults found in the range or still open, the latest found first. */
export async function findSharedFaults(db: Kysely<Database>, scope: LocationScope, range: Range, page: { offset: number; limit: number }): Promise<SharedFaultRow[]> {
  return faultsIn(db, scope, range)
    .innerJoin('installations', 'installations.id', 'issues.installation_id')
    .innerJoin('locations', 'locations.id', 'issues.location_id')
    .leftJoin('thermography_fields as class', (join) => join.onRef('class.issue_id', '=', 'issues.id').on('class.field_type', '=', 'Fejlklasse'))
    .select([
      'issues.id',
      'issues.number',
      'issues.kind',
      'issues.type',
      'issues.status',
      'class.value as fault_class',
      'issues.created',
      'issues.updated',
      'installations.name as installation_name',
      'locations.name as location_name',
    ])
    .orderBy('issues.created', 'desc')
    .orderBy('issues.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countSharedFaults(db: Kysely<Database>, scope: LocationScope, range: Range): Promise<number> {
  const row = await faultsIn(db, scope, range)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface SharedFileRow {
  id: number;
  owner_id: number | null;
  display_name: string;
  content_type: string;
}

/** The files of tasks or of faults (by their owner column), oldest first. */
export async function findOwnedFiles(db: Kysely<Database>, owner: 'task_id' | 'issue_id', ids: readonly number[]): Promise<SharedFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', `${owner} as owner_id`, 'display_name', 'content_type'])
    .where(owner, 'in', [...ids])
    .orderBy('created')
    .orderBy('id')
    .execute() as Promise<SharedFileRow[]>;
}

/** The documents of the scope's locations themselves, by location and name, at most `limit`. */
export async function findSharedDocuments(db: Kysely<Database>, scope: LocationScope, limit: number) {
  return db
    .selectFrom('files')
    .innerJoin('locations', 'locations.id', 'files.location_id')
    .select(['files.id', 'files.display_name', 'files.content_type', 'locations.name as location_name'])
    .where('files.location_id', 'in', scopeLocationIds(db, scope))
    .where('files.purpose', '=', 'attachment')
    .orderBy('locations.name')
    .orderBy('files.display_name')
    .limit(limit)
    .execute();
}

/** A task of the customer, when it lies in the scope. */
export async function findTaskInScope(db: Kysely<Database>, scope: LocationScope, taskId: number) {
  const task = await db.selectFrom('tasks').select(['id', 'number', 'location_id']).where('customer_id', '=', scope.customerId).where('id', '=', taskId).executeTakeFirst();
  return task && (await isInScope(db, scope, task.location_id)) ? task : undefined;
}

/**
 * A file of the customer when its owner (a location, an installation, a task or a fault) lies in the scope: the
 * owner's location is whichever owner column is set (exactly one is).
 */
export async function findFileInScope(db: Kysely<Database>, scope: LocationScope, fileId: number) {
  const file = await db
    .selectFrom('files')
    .leftJoin('installations', 'installations.id', 'files.installation_id')
    .leftJoin('tasks', 'tasks.id', 'files.task_id')
    .leftJoin('issues', 'issues.id', 'files.issue_id')
    .select((eb) => [
      'files.id',
      'files.display_name',
      'files.storage_key',
      'files.content_type',
      eb.fn.coalesce('files.location_id', 'installations.location_id', 'tasks.location_id', 'issues.location_id').as('owner_location_id'),
    ])
    .where('files.customer_id', '=', scope.customerId)
    .where('files.id', '=', fileId)
    .executeTakeFirst();
  if (!file || file.owner_location_id === null) return undefined;
  return (await isInScope(db, scope, file.owner_location_id)) ? file : undefined;
}
