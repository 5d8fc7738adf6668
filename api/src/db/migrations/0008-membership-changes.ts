import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * PostgreSQL: a transaction that updates or deletes memberships (directly, or by deleting a customer
 * or an employee: the cascade fires row triggers too) or truncates the table sends
 * `NOTIFY portal_membership_changed` when it commits, so every API process drops its cached
 * membership answers (auth/membership-cache.ts, ADR 0021), whoever wrote: another API process, the
 * import, psql. One notification per transaction: PostgreSQL folds identical ones. SQLite needs no
 * trigger: the API's connection reads its own write count and `data_version` instead.
 */
export function membershipChangesMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (!isPg) return;
      await sql
        .raw(
          `create function memberships_changed() returns trigger language plpgsql as $$
           begin
             perform pg_notify('portal_membership_changed', '');
             return null;
           end $$`,
        )
        .execute(db);
      await sql.raw('create trigger memberships_changed after update or delete on memberships for each row execute function memberships_changed()').execute(db);
      await sql.raw('create trigger memberships_truncated after truncate on memberships for each statement execute function memberships_changed()').execute(db);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      if (!isPg) return;
      await sql.raw('drop trigger if exists memberships_truncated on memberships').execute(db);
      await sql.raw('drop trigger if exists memberships_changed on memberships').execute(db);
      await sql.raw('drop function if exists memberships_changed()').execute(db);
    },
  };
}
