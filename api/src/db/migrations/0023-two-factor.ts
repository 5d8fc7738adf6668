import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Two-factor sign-in with TOTP (ADR 0057):
 *  - `employee_totp`: one authenticator key per employee (an account, not a membership). `confirmed_at` is
 *    null while the enrolment waits for its first code; `last_step` is the 30-second step of the last
 *    accepted code, so a code is accepted once;
 *  - `employee_recovery_codes`: the ten one-time recovery codes, as SHA-256 hashes, `used_at` once used;
 *  - `customers.require_two_factor`: the customer's Admins require two-factor of every password user.
 * Failed codes are counted per employee in `rate_limits` (migration 0007) under `totp-failures|<id>`.
 */
export function twoFactorMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const timestamp = isPg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('employee_totp')
        .addColumn('employee_id', 'integer', (col) => col.primaryKey().references('employees.id').onDelete('cascade'))
        .addColumn('secret', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('confirmed_at', timestamp)
        .addColumn('last_step', isPg ? 'bigint' : 'integer')
        .execute();
      await db.schema
        .createTable('employee_recovery_codes')
        .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('used_at', timestamp)
        .addPrimaryKeyConstraint('employee_recovery_codes_pk', ['employee_id', 'code_hash'])
        .execute();
      await db.schema
        .alterTable('customers')
        .addColumn('require_two_factor', isPg ? 'boolean' : 'integer', (col) => col.notNull().defaultTo(isPg ? false : 0))
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('customers').dropColumn('require_two_factor').execute();
      await db.schema.dropTable('employee_recovery_codes').ifExists().execute();
      await db.schema.dropTable('employee_totp').ifExists().execute();
    },
  };
}
