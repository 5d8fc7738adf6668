import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * The employees' calendar feeds (ADR 0061):
 *  - `calendar_feeds`: one secret address per employee and customer. Only the token's SHA-256 is kept
 *    (`token_hash`, unique: the public call finds the feed by it). `content_hash` and `content_changed_at` are the
 *    last served content's fingerprint and when it last changed: the feed's ETag and Last-Modified, so a calendar
 *    app's poll of an unchanged feed is a 304;
 *  - `tasks.revision`: raised by a trigger whenever a field an event shows changes (the event's SEQUENCE), whoever
 *    writes the task: the portal, the provider's import or a script.
 */

/** The task fields a calendar event shows. */
const eventColumns = ['name', 'type', 'status', 'due_date', 'installation_id', 'location_id'] as const;

export function calendarFeedsMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const timestamp = isPg ? 'timestamptz' : 'text';
  const changed = eventColumns.map((column) => (isPg ? `old.${column} is distinct from new.${column}` : `old.${column} is not new.${column}`)).join(' or ');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('employee_id', 'integer', (col) => col.notNull().references('employees.id').onDelete('cascade'))
        .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('content_hash', 'text')
        .addColumn('content_changed_at', timestamp)
        .addPrimaryKeyConstraint('calendar_feeds_pk', ['employee_id', 'customer_id'])
        .execute();

      await db.schema.alterTable('tasks').addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      if (isPg) {
        await sql
          .raw('create function tasks_revision() returns trigger language plpgsql as $$ begin new.revision := old.revision + 1; return new; end $$')
          .execute(db);
        await sql
          .raw(`create trigger tasks_revision before update of ${eventColumns.join(', ')} on tasks for each row when (${changed}) execute function tasks_revision()`)
          .execute(db);
      } else {
        // An AFTER trigger's own update names only `revision`, which no trigger on `tasks` listens to.
        await sql
          .raw(`create trigger tasks_revision after update of ${eventColumns.join(', ')} on tasks when ${changed} begin update tasks set revision = old.revision + 1 where id = new.id; end`)
          .execute(db);
      }
    },

    async down(db: Kysely<unknown>): Promise<void> {
      await sql.raw('drop trigger if exists tasks_revision' + (isPg ? ' on tasks' : '')).execute(db);
      if (isPg) await sql.raw('drop function if exists tasks_revision()').execute(db);
      await db.schema.alterTable('tasks').dropColumn('revision').execute();
      await db.schema.dropTable('calendar_feeds').execute();
    },
  };
}
