import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

const cultures = "culture in ('da-DK', 'en-GB', 'de-DE')";

/**
 * Scheduled digests (ADR 0025):
 *  - `jobs.key`: a job with a key is stored at most once (unique; null for keyless jobs such as bundles),
 *    so every API process may queue "the CompletedTasksDaily digest of 2026-11-23" and only one row exists;
 *  - subscriptions may be in da-DK, en-GB or de-DE (0002 allowed da-DK only), and are found by type
 *    (the digest's fan-out) and by e-mail (the all-locations rule);
 *  - tasks are found by customer and completion time (the daily digest).
 * SQLite cannot change a check constraint, so it rebuilds the table with the same rows and ids.
 */
export function notificationDigestsMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('jobs').addColumn('key', 'text').execute();
      await db.schema.createIndex('jobs_key_unique').on('jobs').column('key').unique().execute();

      if (isPg) {
        await sql`alter table notification_subscriptions drop constraint if exists notification_subscriptions_culture_check`.execute(db);
        await sql.raw(`alter table notification_subscriptions add constraint notification_subscriptions_culture_check check (${cultures})`).execute(db);
      } else {
        await sql`drop index if exists notification_subscriptions_customer_location_idx`.execute(db);
        await sql`alter table notification_subscriptions rename to notification_subscriptions_0002`.execute(db);
        await sql
          .raw(
            `create table notification_subscriptions (
              id integer primary key autoincrement,
              customer_id integer not null references customers(id) on delete cascade,
              name text not null,
              email text not null,
              type text not null check (type in ('UpcommingTasks3Week', 'CompletedTasksDaily')),
              location_id integer references locations(id) on delete cascade,
              culture text not null default 'da-DK' check (${cultures})
            )`,
          )
          .execute(db);
        await sql`insert into notification_subscriptions (id, customer_id, name, email, type, location_id, culture)
          select id, customer_id, name, email, type, location_id, culture from notification_subscriptions_0002`.execute(db);
        await sql`drop table notification_subscriptions_0002`.execute(db);
        await db.schema
          .createIndex('notification_subscriptions_customer_location_idx')
          .on('notification_subscriptions')
          .columns(['customer_id', 'location_id'])
          .execute();
      }
      // The daily digest reads a customer's tasks completed on one day (the large scale customer has 1M tasks).
      await db.schema.createIndex('tasks_customer_completed_idx').on('tasks').columns(['customer_id', 'completed_date']).execute();
      await db.schema.createIndex('notification_subscriptions_type_idx').on('notification_subscriptions').columns(['type', 'id']).execute();
      await db.schema
        .createIndex('notification_subscriptions_customer_email_idx')
        .on('notification_subscriptions')
        .columns(['customer_id', 'email'])
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('notification_subscriptions_customer_email_idx').ifExists().execute();
      await db.schema.dropIndex('notification_subscriptions_type_idx').ifExists().execute();
      await db.schema.dropIndex('tasks_customer_completed_idx').ifExists().execute();
      await db.schema.dropIndex('jobs_key_unique').ifExists().execute();
      await db.schema.alterTable('jobs').dropColumn('key').execute();
    },
  };
}
