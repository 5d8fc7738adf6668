import { type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Service comments (spec section 2, the overlay table "service comments"): what the technician wrote on a
 * service report, each with its date and author, in the provider's order. Read with their report (one
 * report's comments by `service_report_id`, the unique constraint's index) and replaced by the import.
 */
export function serviceReportCommentsMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const id = (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('service_report_comments')
        .addColumn('id', isPg ? 'serial' : 'integer', id)
        .addColumn('service_report_id', 'integer', (col) => col.notNull().references('service_reports.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('date', isPg ? 'timestamptz' : 'text', (col) => col.notNull())
        .addColumn('person', 'text', (col) => col.notNull())
        .addColumn('comment', 'text', (col) => col.notNull())
        .addUniqueConstraint('service_report_comments_position_unique', ['service_report_id', 'position'])
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('service_report_comments').ifExists().execute();
    },
  };
}
