import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Customer administration (ADR 0031):
 *  - `employees.culture` (the profile's language preference) and `terms_accepted_at`;
 *  - `memberships.active` (a deactivated member is no member: the guard and the sign-in skip it) and
 *    `memberships.restricted` (the member sees only the locations in `membership_locations`, with
 *    their sub-locations). Both are columns of `memberships`, so changing them fires the membership
 *    change trigger of 0008 and drops every process's membership cache (ADR 0021);
 *  - `membership_locations`: the allowed roots of a restricted member;
 *  - `employee_tokens`: one-time invitation and password-reset links, stored as SHA-256 hashes;
 *  - `audit_log`: the customer's audit trail, written in the transaction of the change it records.
 */
export function customerAdministrationMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const timestamp = isPg ? 'timestamptz' : 'text';
  const bool = isPg ? 'boolean' : 'integer';
  const id = isPg ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('employees').addColumn('culture', 'text').execute();
      await db.schema.alterTable('employees').addColumn('terms_accepted_at', timestamp).execute();
      await db.schema
        .alterTable('memberships')
        .addColumn('active', bool, (col) => col.notNull().defaultTo(isPg ? true : 1))
        .execute();
      await db.schema
        .alterTable('memberships')
        .addColumn('restricted', bool, (col) => col.notNull().defaultTo(isPg ? false : 0))
        .execute();

      await db.schema
        .createTable('membership_locations')
        .addColumn('employee_id', 'integer', (col) => col.notNull())
        .addColumn('customer_id', 'integer', (col) => col.notNull())
        .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('membership_locations_pk', ['employee_id', 'customer_id', 'location_id'])
        .addForeignKeyConstraint('membership_locations_membership_fk', ['employee_id', 'customer_id'], 'memberships', ['employee_id', 'customer_id'], (fk) =>
          fk.onDelete('cascade'),
        )
        .execute();
      await db.schema.createIndex('membership_locations_location_idx').on('membership_locations').column('location_id').execute();

      await db.schema
        .createTable('employee_tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('invite', 'reset')`))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema.createIndex('employee_tokens_employee_idx').on('employee_tokens').column('employee_id').execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', id, (col) => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        // Kept when the employee is deleted: the trail outlives the user (the name stays in actor_name).
        .addColumn('employee_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
        .addColumn('actor_name', 'text', (col) => col.notNull())
        .addColumn('impersonator', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('location_id', 'integer', (col) => col.references('locations.id').onDelete('set null'))
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('details', 'text')
        .execute();
      await db.schema.createIndex('audit_log_customer_created_idx').on('audit_log').columns(['customer_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_customer_employee_idx').on('audit_log').columns(['customer_id', 'employee_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_location_idx').on('audit_log').columns(['location_id', 'created_at']).execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('audit_log').ifExists().execute();
      await db.schema.dropTable('employee_tokens').ifExists().execute();
      await db.schema.dropTable('membership_locations').ifExists().execute();
      await db.schema.alterTable('memberships').dropColumn('restricted').execute();
      await db.schema.alterTable('memberships').dropColumn('active').execute();
      await db.schema.alterTable('employees').dropColumn('terms_accepted_at').execute();
      await db.schema.alterTable('employees').dropColumn('culture').execute();
    },
  };
}
