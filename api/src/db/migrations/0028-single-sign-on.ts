import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Single sign-on with the customer's OpenID Connect provider (ADR 0063), set by the provider's import:
 *  - `customer_single_sign_on`: one identity provider per customer: the issuer URL, the client id, the client
 *    secret encrypted with SSO_SECRET_KEY (AES-256-GCM), whether password sign-in is refused (`enforced`) and
 *    whether an unknown address the provider vouches for becomes a user (`just_in_time`);
 *  - `customer_single_sign_on_domains`: the e-mail domains that sign in there, each domain one customer's
 *    (the primary key), lower-cased.
 */
export function singleSignOnMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const boolean = isPg ? 'boolean' : 'integer';
  const no = isPg ? false : 0;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('customer_single_sign_on')
        .addColumn('customer_id', 'integer', (col) => col.primaryKey().references('customers.id').onDelete('cascade'))
        .addColumn('issuer', 'text', (col) => col.notNull())
        .addColumn('client_id', 'text', (col) => col.notNull())
        .addColumn('client_secret', 'text', (col) => col.notNull())
        .addColumn('enforced', boolean, (col) => col.notNull().defaultTo(no))
        .addColumn('just_in_time', boolean, (col) => col.notNull().defaultTo(no))
        .execute();
      await db.schema
        .createTable('customer_single_sign_on_domains')
        .addColumn('domain', 'text', (col) => col.primaryKey())
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer_single_sign_on.customer_id').onDelete('cascade'))
        .execute();
      await db.schema
        .createIndex('customer_single_sign_on_domains_customer')
        .on('customer_single_sign_on_domains')
        .column('customer_id')
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('customer_single_sign_on_domains').ifExists().execute();
      await db.schema.dropTable('customer_single_sign_on').ifExists().execute();
    },
  };
}
