import type { Kysely } from 'kysely';
import type { NotificationType } from '@portal/shared/contract';
import { isOpenTask } from '../../db/conditions.js';
import type { Database } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

/** A task line of a digest. */
export interface DigestTaskRow {
  id: number;
  number: string;
  name: string;
  status: string;
  due_date: Date | string;
  completed_date: Date | string | null;
  installation_name: string;
  installation_code: string;
  location_name: string;
  location_code: string;
}

/** At most this many lines per mail; the rest is counted. */
export const DIGEST_LINE_LIMIT = 200;

/** Ids of every subscription of a type (the fan-out of one period's digest). */
export async function subscriptionIdsOfType(db: Kysely<Database>, type: NotificationType): Promise<number[]> {
  const rows = await db.selectFrom('notification_subscriptions').select('id').where('type', '=', type).orderBy('id').execute();
  return rows.map((row) => row.id);
}

export interface DigestTaskQuery {
  customerId: number;
  /** null: all the customer's locations. */
  scope: LocationScope | null;
  type: NotificationType;
  /** ISO instants, [from, to). */
  from: string;
  to: string;
}

/**
 * CompletedTasksDaily: tasks completed in [from, to). UpcommingTasks3Week: open tasks due in [from, to).
 * Both at the scope's locations and everything inside them.
 */
export async function findDigestTasks(db: Kysely<Database>, query: DigestTaskQuery): Promise<{ rows: DigestTaskRow[]; total: number }> {
  const dateColumn = query.type === 'CompletedTasksDaily' ? 'tasks.completed_date' : 'tasks.due_date';
  let base = db
    .selectFrom('tasks')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .where('tasks.customer_id', '=', query.customerId)
    .where(dateColumn, '>=', query.from)
    .where(dateColumn, '<', query.to);
  if (query.scope) base = base.where('tasks.location_id', 'in', scopeLocationIds(db, query.scope));
  if (query.type === 'UpcommingTasks3Week') base = base.where(isOpenTask);
  const rows = await base
    .select([
      'tasks.id',
      'tasks.number',
      'tasks.name',
      'tasks.status',
      'tasks.due_date',
      'tasks.completed_date',
      'installations.name as installation_name',
      'installations.code as installation_code',
      'locations.name as location_name',
      'locations.code as location_code',
    ])
    .orderBy(dateColumn)
    .orderBy('tasks.id')
    .limit(DIGEST_LINE_LIMIT + 1)
    .execute();
  if (rows.length <= DIGEST_LINE_LIMIT) return { rows, total: rows.length };
  const { count } = await base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return { rows: rows.slice(0, DIGEST_LINE_LIMIT), total: Number(count) };
}
