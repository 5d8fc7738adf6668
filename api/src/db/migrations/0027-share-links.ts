import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * The Admins' share links: evidence for an auditor without an account (ADR 0064).
 *  - `share_links`: only the token's SHA-256 is kept (`token_hash`, unique: the public calls find the link by it),
 *    and the PIN's scrypt hash with its salt (`pin_hash`, null without a PIN). The period is two days, both
 *    included ('YYYY-MM-DD'). A revoked link keeps its row and its log, with `revoked_at` set; every public call
 *    reads the row, so revoking ends access at once in every API process.
 *  - `share_link_locations`: the locations a link covers, each with everything inside it.
 *  - `share_link_accesses`: the access log, newest first per link.
 */
export function shareLinksMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const timestamp = isPg ? 'timestamptz' : 'text';
  const id = isPg ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('share_links')
        .addColumn('id', id, (col) => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('pin_hash', 'text')
        .addColumn('period_from', 'text', (col) => col.notNull())
        .addColumn('period_to', 'text', (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('created_by_employee_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (col) => col.notNull())
        .addColumn('revoked_at', timestamp)
        .execute();
      // The Admins' list: a customer's links, newest first.
      await db.schema.createIndex('share_links_customer_idx').on('share_links').columns(['customer_id', 'created_at']).execute();

      await db.schema
        .createTable('share_link_locations')
        .addColumn('link_id', 'integer', (col) => col.notNull().references('share_links.id').onDelete('cascade'))
        .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('share_link_locations_pk', ['link_id', 'location_id'])
        .execute();

      await db.schema
        .createTable('share_link_accesses')
        .addColumn('id', id, (col) => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('link_id', 'integer', (col) => col.notNull().references('share_links.id').onDelete('cascade'))
        .addColumn('at', timestamp, (col) => col.notNull())
        .addColumn('ip', 'text', (col) => col.notNull())
        .addColumn('what', 'text', (col) => col.notNull())
        .addColumn('subject', 'text')
        .execute();
      await db.schema.createIndex('share_link_accesses_link_idx').on('share_link_accesses').columns(['link_id', 'at']).execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('share_link_accesses').execute();
      await db.schema.dropTable('share_link_locations').execute();
      await db.schema.dropTable('share_links').execute();
    },
  };
}
