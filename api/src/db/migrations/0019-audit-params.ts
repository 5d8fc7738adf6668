import type { Kysely, Migration } from 'kysely';

/**
 * `audit_log.params`: an entry's subject and details as codes and values (JSON, ADR 0048), so the audit
 * trail page writes them in the reader's language instead of the English words in `subject`/`details`
 * (kept for the CSV and for entries written before; those have no params).
 */
export const auditParamsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('audit_log').addColumn('params', 'text').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('audit_log').dropColumn('params').execute();
  },
};
