import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Customers, employees, memberships, locations and the impersonation log.
 * One migration for SQLite and PostgreSQL; the few differences (auto-increment ids, boolean and
 * timestamp columns) branch on the dialect.
 */
export function initialMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const idType = isPg ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isPg ? col.primaryKey() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('customers')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('xal_id', 'text', (col) => col.notNull().unique())
        .execute();

      await db.schema
        .createTable('employees')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('newsletter', isPg ? 'boolean' : 'integer', (col) =>
          col.notNull().defaultTo(isPg ? sql`false` : 0),
        )
        .execute();

      await db.schema
        .createTable('memberships')
        .addColumn('employee_id', 'integer', (col) =>
          col.notNull().references('employees.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('Admin', 'User')`))
        .addPrimaryKeyConstraint('memberships_pk', ['employee_id', 'customer_id'])
        .execute();
      await db.schema.createIndex('memberships_customer_id_idx').on('memberships').column('customer_id').execute();

      await db.schema
        .createTable('locations')
        .addColumn('id', idType, id)
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('parent_id', 'integer', (col) => col.references('locations.id').onDelete('set null'))
        .addColumn('street_name', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('city', 'text')
        .addColumn('contact', 'text')
        .addColumn('phone_number', 'text')
        .addUniqueConstraint('locations_customer_code_unique', ['customer_id', 'code'])
        .execute();
      await db.schema.createIndex('locations_customer_id_idx').on('locations').column('customer_id').execute();
      await db.schema.createIndex('locations_parent_id_idx').on('locations').column('parent_id').execute();

      await db.schema
        .createTable('impersonation_log')
        .addColumn('id', idType, id)
        .addColumn('customer_id', 'integer', (col) =>
          col.notNull().references('customers.id').onDelete('cascade'),
        )
        .addColumn('employee_id', 'integer', (col) =>
          col.notNull().references('employees.id').onDelete('cascade'),
        )
        .addColumn('impersonator', 'text', (col) => col.notNull())
        .addColumn('created_at', isPg ? 'timestamptz' : 'text', (col) =>
          col.notNull().defaultTo(isPg ? sql`now()` : sql`CURRENT_TIMESTAMP`),
        )
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['impersonation_log', 'locations', 'memberships', 'employees', 'customers']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
