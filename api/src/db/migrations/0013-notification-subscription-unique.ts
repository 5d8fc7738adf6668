import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One subscription per customer, e-mail (case-insensitively), type and location (null: all locations),
 * as the add call already answers a repeated add with the existing subscription. Two adds at the same
 * moment on PostgreSQL could both find none and both insert, and the address then got every digest
 * twice; the unique index makes the second insert fail, and the service answers it with the first.
 * `coalesce(location_id, 0)`: NULLs are distinct in a unique index on both databases, and no location
 * has id 0. Duplicates from before are removed first, the oldest of each kept.
 */
export function notificationSubscriptionUniqueMigration(): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        delete from notification_subscriptions
        where id not in (
          select min(id) from notification_subscriptions
          group by customer_id, lower(email), type, coalesce(location_id, 0)
        )`.execute(db);
      await sql`
        create unique index notification_subscriptions_unique_idx
        on notification_subscriptions (customer_id, lower(email), type, coalesce(location_id, 0))`.execute(db);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index if exists notification_subscriptions_unique_idx`.execute(db);
    },
  };
}
