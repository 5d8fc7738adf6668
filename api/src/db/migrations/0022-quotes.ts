import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Remediation quotes (ADR 0055):
 *  - `quotes`: the provider's offer to remedy one or more faults, imported by its number (unique per customer).
 *    `location_id` is the faults' location (the import requires one location per quote), so a quote is scoped
 *    like the faults: a user limited to chosen locations sees only theirs. The amount is kept in minor units
 *    (øre, cent), never as a float. `status` is the decision (Pending until the customer decides, then final);
 *    Expired is not stored: a Pending quote past `valid_until` reads as expired. The PDF is a stored object
 *    under a key the server makes (`pdf_key`), with the provider's file name for the download.
 *  - `quote_issues`: the faults a quote covers.
 *  - `memberships.may_approve_quotes`: the right an Admin gives a User to decide quotes (Admins always may).
 *    A column of `memberships`, so a change fires 0008's membership trigger like the role does.
 */
export function quotesMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const timestamp = isPg ? 'timestamptz' : 'text';
  const bool = isPg ? 'boolean' : 'integer';
  const id = isPg ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('quotes')
        .addColumn('id', id, (col) => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('location_id', 'integer', (col) => col.notNull().references('locations.id').onDelete('cascade'))
        .addColumn('number', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor >= 0`))
        .addColumn('currency', 'text', (col) => col.notNull().check(sql`length(currency) = 3`))
        .addColumn('valid_until', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending').check(sql`status in ('Pending', 'Approved', 'Declined')`))
        .addColumn('pdf_name', 'text')
        .addColumn('pdf_key', 'text')
        .addColumn('created', timestamp, (col) => col.notNull())
        .addColumn('decided_at', timestamp)
        .addColumn('decided_by_employee_id', 'integer', (col) => col.references('employees.id').onDelete('set null'))
        .addColumn('decided_name', 'text')
        .addColumn('po_number', 'text')
        .addColumn('decline_reason', 'text')
        .addUniqueConstraint('quotes_customer_number_key', ['customer_id', 'number'])
        .execute();
      // The lists: a location's quotes of one status, soonest end of validity first (a limited user's scope), and
      // the same over the whole customer (everyone else).
      await db.schema.createIndex('quotes_location_status_idx').on('quotes').columns(['location_id', 'status', 'valid_until']).execute();
      await db.schema.createIndex('quotes_customer_status_idx').on('quotes').columns(['customer_id', 'status', 'valid_until']).execute();

      await db.schema
        .createTable('quote_issues')
        .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
        .addColumn('issue_id', 'integer', (col) => col.notNull().references('issues.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('quote_issues_pk', ['quote_id', 'issue_id'])
        .execute();
      // The fault overlay's quotes.
      await db.schema.createIndex('quote_issues_issue_idx').on('quote_issues').columns(['issue_id', 'quote_id']).execute();

      await db.schema
        .alterTable('memberships')
        .addColumn('may_approve_quotes', bool, (col) => col.notNull().defaultTo(isPg ? false : 0))
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('memberships').dropColumn('may_approve_quotes').execute();
      await db.schema.dropTable('quote_issues').execute();
      await db.schema.dropTable('quotes').execute();
    },
  };
}
