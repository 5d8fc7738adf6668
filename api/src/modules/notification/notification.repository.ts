import type { Kysely, Selectable } from 'kysely';
import type { NotificationCulture, NotificationType } from '@portal/shared/contract';
import type { Database, NotificationSubscriptionsTable } from '../../db/schema.js';

/** A subscription with its location's code ('' = all locations). */
export interface SubscriptionRow extends Selectable<NotificationSubscriptionsTable> {
  location_code: string | null;
}

function subscriptions(db: Kysely<Database>) {
  return db
    .selectFrom('notification_subscriptions')
    .leftJoin('locations', 'locations.id', 'notification_subscriptions.location_id')
    .selectAll('notification_subscriptions')
    .select('locations.code as location_code');
}

/** The customer's subscriptions of one location, or for all locations when `locationId` is null. */
export function findSubscriptions(db: Kysely<Database>, customerId: number, locationId: number | null): Promise<SubscriptionRow[]> {
  return subscriptions(db)
    .where('notification_subscriptions.customer_id', '=', customerId)
    .where('notification_subscriptions.location_id', locationId === null ? 'is' : '=', locationId)
    .orderBy('notification_subscriptions.id')
    .execute();
}

export function findSubscription(db: Kysely<Database>, id: number): Promise<SubscriptionRow | undefined> {
  return subscriptions(db).where('notification_subscriptions.id', '=', id).executeTakeFirst();
}

/** The customer's subscriptions of one e-mail address (any case) and type. */
export function findByEmail(db: Kysely<Database>, customerId: number, email: string, type: NotificationType): Promise<SubscriptionRow[]> {
  return subscriptions(db)
    .where('notification_subscriptions.customer_id', '=', customerId)
    .where((eb) => eb(eb.fn('lower', ['notification_subscriptions.email']), '=', email.toLowerCase()))
    .where('notification_subscriptions.type', '=', type)
    .execute();
}

export interface NewSubscription {
  customerId: number;
  name: string;
  email: string;
  type: NotificationType;
  locationId: number | null;
  culture: NotificationCulture;
}

export async function insertSubscription(db: Kysely<Database>, values: NewSubscription): Promise<number> {
  const row = await db
    .insertInto('notification_subscriptions')
    .values({ customer_id: values.customerId, name: values.name, email: values.email, type: values.type, location_id: values.locationId, culture: values.culture })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteSubscriptions(db: Kysely<Database>, customerId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('notification_subscriptions').where('customer_id', '=', customerId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
