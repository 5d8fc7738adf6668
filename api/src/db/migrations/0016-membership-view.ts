import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * The per-customer view of a person (ADR 0044). A person's identity (`employees`: name, e-mail,
 * password) is shared by every customer they belong to; what one customer's Admin changes lives on
 * that customer's membership:
 *  - `memberships.display_name`: the name the customer's user list shows; null = the person's own name;
 *  - `memberships.invited_at`: when an Admin added the person, until the person next signs in or
 *    sets a password; null = not pending (also every membership the import or the seed writes). The
 *    user list's "Invited" comes from here, so it says nothing about whether the person already had
 *    an account elsewhere.
 * Existing members without a password are pending.
 */
export function membershipViewMigration(dialect: DatabaseDialect): Migration {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('memberships').addColumn('display_name', 'text').execute();
      await db.schema.alterTable('memberships').addColumn('invited_at', timestamp).execute();
      const now = new Date().toISOString();
      await sql`
        update memberships set invited_at = ${now}
        where employee_id in (select id from employees where password_hash = '!')`.execute(db);
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('memberships').dropColumn('invited_at').execute();
      await db.schema.alterTable('memberships').dropColumn('display_name').execute();
    },
  };
}
