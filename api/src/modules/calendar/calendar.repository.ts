import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

/** The employee's feed address for the customer: when it was made, or undefined when there is none. */
export async function findFeedCreated(db: Kysely<Database>, employeeId: number, customerId: number): Promise<Date | string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('employee_id', '=', employeeId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.created_at;
}

/** Makes the employee's address for the customer, ending the one before (in the caller's transaction). */
export async function replaceFeed(db: Kysely<Database>, feed: { employeeId: number; customerId: number; tokenHash: string; createdAt: string }): Promise<boolean> {
  const ended = await deleteFeed(db, feed.employeeId, feed.customerId);
  await db
    .insertInto('calendar_feeds')
    .values({ employee_id: feed.employeeId, customer_id: feed.customerId, token_hash: feed.tokenHash, created_at: feed.createdAt })
    .execute();
  return ended;
}

/** Ends the employee's address for the customer; whether there was one. */
export async function deleteFeed(db: Kysely<Database>, employeeId: number, customerId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('employee_id', '=', employeeId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface FeedOwnerRow {
  employee_id: number;
  customer_id: number;
  culture: string | null;
  customer_name: string;
  restricted: boolean | number;
  content_hash: string | null;
  content_changed_at: Date | string | null;
}

/** The feed of a token's hash, while its employee is an active member of its customer. */
export async function findFeedByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<FeedOwnerRow | undefined> {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('memberships', (join) =>
      join.onRef('memberships.employee_id', '=', 'calendar_feeds.employee_id').onRef('memberships.customer_id', '=', 'calendar_feeds.customer_id'),
    )
    .innerJoin('employees', 'employees.id', 'calendar_feeds.employee_id')
    .innerJoin('customers', 'customers.id', 'calendar_feeds.customer_id')
    .select([
      'calendar_feeds.employee_id',
      'calendar_feeds.customer_id',
      'employees.culture',
      'customers.name as customer_name',
      'memberships.restricted',
      'calendar_feeds.content_hash',
      'calendar_feeds.content_changed_at',
    ])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('memberships.active', '=', true)
    .executeTakeFirst();
}

/** Remembers the content served under the token and when it changed. */
export async function updateFeedContent(db: Kysely<Database>, tokenHash: string, contentHash: string, changedAt: string): Promise<void> {
  await db.updateTable('calendar_feeds').set({ content_hash: contentHash, content_changed_at: changedAt }).where('token_hash', '=', tokenHash).execute();
}

export interface FeedTaskRow {
  id: number;
  number: string;
  name: string;
  type: string;
  status: string;
  due_date: Date | string;
  revision: number;
  installation_code: string;
  installation_name: string;
  location_code: string;
  location_name: string;
  street_name: string | null;
  zip_code: string | null;
  city: string | null;
}

/** The customer's tasks due in [from, to), the soonest first, at most `limit`; within the scope when there is one. */
export async function findFeedTasks(
  db: Kysely<Database>,
  query: { customerId: number; from: string; to: string; limit: number; scope: LocationScope | undefined },
): Promise<FeedTaskRow[]> {
  let select = db
    .selectFrom('tasks')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .select([
      'tasks.id',
      'tasks.number',
      'tasks.name',
      'tasks.type',
      'tasks.status',
      'tasks.due_date',
      'tasks.revision',
      'installations.code as installation_code',
      'installations.name as installation_name',
      'locations.code as location_code',
      'locations.name as location_name',
      'locations.street_name',
      'locations.zip_code',
      'locations.city',
    ])
    .where('tasks.customer_id', '=', query.customerId)
    .where('tasks.due_date', '>=', query.from)
    .where('tasks.due_date', '<', query.to);
  if (query.scope) select = select.where('tasks.location_id', 'in', scopeLocationIds(db, query.scope));
  return select.orderBy('tasks.due_date').orderBy('tasks.id').limit(query.limit).execute();
}
