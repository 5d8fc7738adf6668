import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';
import { issueKinds, issueStatuses, notificationTypes, taskStatusCheck, fileOwnerColumns } from '../domain-constants.js';

/**
 * Every entity of spec section 3 not stored by 0001: installations, tasks and their history,
 * issues with transactions, notes and thermography fields, service and control-schema reports,
 * file records, news and notification subscriptions. Constraints keep bad rows out (unknown
 * references, statuses outside the allowed sets, a file with no or several owners); the indexes
 * serve the list queries of spec section 7 (by customer, location, status and date).
 */
export function domainModelMigration(dialect: DatabaseDialect): Migration {
  const isPg = dialect === 'postgres';
  const idType = isPg ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder => (isPg ? col.primaryKey() : col.primaryKey().autoIncrement());
  const timestamp = isPg ? 'timestamptz' : 'text';
  const boolean = isPg ? 'boolean' : 'integer';
  const falseValue = isPg ? sql`false` : sql`0`;
  const now = isPg ? sql`now()` : sql`CURRENT_TIMESTAMP`;
  const inList = (column: string, values: readonly string[]) =>
    sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

  const references = (table: string, onDelete: 'cascade' | 'set null' = 'cascade') => (col: ColumnDefinitionBuilder) =>
    col.references(`${table}.id`).onDelete(onDelete);
  const required = (table: string) => (col: ColumnDefinitionBuilder) => col.notNull().references(`${table}.id`).onDelete('cascade');
  const withCustomer = <T extends string>(builder: CreateTableBuilder<T>) =>
    builder.addColumn('customer_id', 'integer', required('customers'));

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withCustomer(db.schema.createTable('installations').addColumn('id', idType, id))
        .addColumn('location_id', 'integer', required('locations'))
        /** The provider's code; may contain a slash (the part after it is shown). */
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addUniqueConstraint('installations_customer_code_unique', ['customer_id', 'code'])
        .execute();
      await db.schema.createIndex('installations_location_idx').on('installations').columns(['location_id', 'type']).execute();

      await withCustomer(db.schema.createTable('tasks').addColumn('id', idType, id))
        .addColumn('location_id', 'integer', required('locations'))
        .addColumn('installation_id', 'integer', required('installations'))
        /** The provider's task number, unique per customer. */
        .addColumn('number', 'text', (col) => col.notNull())
        .addColumn('job_number', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().check(sql.raw(taskStatusCheck('status'))))
        .addColumn('due_date', timestamp, (col) => col.notNull())
        .addColumn('start_date', timestamp)
        .addColumn('planned_date', timestamp)
        .addColumn('completed_date', timestamp)
        .addUniqueConstraint('tasks_customer_number_unique', ['customer_id', 'number'])
        .execute();
      await db.schema.createIndex('tasks_location_status_due_idx').on('tasks').columns(['location_id', 'status', 'due_date']).execute();
      await db.schema.createIndex('tasks_location_due_idx').on('tasks').columns(['location_id', 'due_date']).execute();
      await db.schema.createIndex('tasks_installation_idx').on('tasks').columns(['installation_id', 'status']).execute();
      await db.schema.createIndex('tasks_customer_due_idx').on('tasks').columns(['customer_id', 'due_date']).execute();

      await db.schema
        .createTable('task_history')
        .addColumn('id', idType, id)
        .addColumn('task_id', 'integer', required('tasks'))
        .addColumn('created', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('task_status', 'text', (col) => col.notNull().check(sql.raw(taskStatusCheck('task_status'))))
        .addColumn('note', 'text')
        .addColumn('responsible', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('task_history_task_created_idx').on('task_history').columns(['task_id', 'created']).execute();

      await withCustomer(db.schema.createTable('issues').addColumn('id', idType, id))
        .addColumn('location_id', 'integer', required('locations'))
        .addColumn('installation_id', 'integer', required('installations'))
        /** The inspection that found the fault, when known. */
        .addColumn('task_id', 'integer', references('tasks', 'set null'))
        /** The provider's issue number, unique per customer (the overlay's issueId). */
        .addColumn('number', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().defaultTo('standard').check(inList('kind', issueKinds)))
        .addColumn('status', 'text', (col) => col.notNull().check(inList('status', issueStatuses)))
        .addColumn('created', timestamp, (col) => col.notNull())
        .addColumn('updated', timestamp, (col) => col.notNull())
        .addColumn('updated_by', 'text', (col) => col.notNull())
        .addColumn('responsible', 'text', (col) => col.notNull())
        /** Class/type of the fault. */
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('error_type', 'text')
        .addColumn('reference', 'text')
        .addColumn('description', 'text')
        .addUniqueConstraint('issues_customer_number_unique', ['customer_id', 'number'])
        .execute();
      await db.schema.createIndex('issues_location_status_created_idx').on('issues').columns(['location_id', 'status', 'created']).execute();
      await db.schema.createIndex('issues_location_kind_created_idx').on('issues').columns(['location_id', 'kind', 'created']).execute();
      await db.schema.createIndex('issues_installation_status_idx').on('issues').columns(['installation_id', 'status']).execute();
      await db.schema.createIndex('issues_task_idx').on('issues').column('task_id').execute();

      await db.schema
        .createTable('issue_transactions')
        .addColumn('id', idType, id)
        .addColumn('issue_id', 'integer', required('issues'))
        .addColumn('date', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('person', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().check(inList('status', issueStatuses)))
        .addColumn('status_phrase', 'text', (col) => col.notNull())
        .addColumn('comment', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('issue_transactions_issue_date_idx').on('issue_transactions').columns(['issue_id', 'date']).execute();

      await db.schema
        .createTable('issue_notes')
        .addColumn('id', idType, id)
        .addColumn('issue_id', 'integer', required('issues'))
        .addColumn('created', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('issue_notes_issue_idx').on('issue_notes').columns(['issue_id', 'created']).execute();

      // Thermography custom fields, keyed by their type (Tavlenr, Tavletype, Fejlklasse, Fejltype, FejlId, ...).
      await db.schema
        .createTable('thermography_fields')
        .addColumn('issue_id', 'integer', required('issues'))
        .addColumn('field_type', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('thermography_fields_pk', ['issue_id', 'field_type'])
        .execute();

      await db.schema
        .createTable('service_reports')
        .addColumn('id', idType, id)
        .addColumn('task_id', 'integer', (col) => col.notNull().unique().references('tasks.id').onDelete('cascade'))
        .addColumn('case_number', 'text', (col) => col.notNull())
        .addColumn('activity_type', 'text', (col) => col.notNull())
        .addColumn('task_name', 'text', (col) => col.notNull())
        .addColumn('installation_number', 'text', (col) => col.notNull())
        .addColumn('responsible', 'text', (col) => col.notNull())
        .addColumn('stop_date', timestamp, (col) => col.notNull())
        /** The customer's own reference shown on the report. */
        .addColumn('customer_reference', 'text')
        .execute();

      await db.schema
        .createTable('service_report_lines')
        .addColumn('id', idType, id)
        .addColumn('service_report_id', 'integer', required('service_reports'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('checked', boolean, (col) => col.notNull().defaultTo(falseValue))
        /** 'header' is styled as a header (spec section 3); otherwise 'line'. */
        .addColumn('type', 'text', (col) => col.notNull().defaultTo('line').check(sql`type in ('header', 'line')`))
        .addUniqueConstraint('service_report_lines_position_unique', ['service_report_id', 'position'])
        .execute();

      await db.schema
        .createTable('control_schemas')
        .addColumn('id', idType, id)
        .addColumn('task_id', 'integer', (col) => col.notNull().unique().references('tasks.id').onDelete('cascade'))
        /** The provider's report file name, the key the control-schema calls use. */
        .addColumn('report_file', 'text', (col) => col.notNull())
        .addColumn('company', 'text', (col) => col.notNull())
        .addColumn('department', 'text')
        .addColumn('responsible', 'text', (col) => col.notNull())
        .addColumn('date', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('control_schemas_report_file_idx').on('control_schemas').column('report_file').execute();

      await db.schema
        .createTable('control_schema_items')
        .addColumn('id', idType, id)
        .addColumn('control_schema_id', 'integer', required('control_schemas'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addUniqueConstraint('control_schema_items_position_unique', ['control_schema_id', 'position'])
        .execute();

      // Names containing '.check' are checkboxes ('1' = ticked); other names carry a value.
      await db.schema
        .createTable('control_schema_checks')
        .addColumn('id', idType, id)
        .addColumn('item_id', 'integer', required('control_schema_items'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('completed', 'text', (col) => col.notNull())
        .addUniqueConstraint('control_schema_checks_position_unique', ['item_id', 'position'])
        .execute();

      // A file belongs to exactly one owner: a location, installation, issue or task.
      await withCustomer(db.schema.createTable('files').addColumn('id', idType, id))
        .addColumn('location_id', 'integer', references('locations'))
        .addColumn('installation_id', 'integer', references('installations'))
        .addColumn('issue_id', 'integer', references('issues'))
        .addColumn('task_id', 'integer', references('tasks'))
        /** 'attachment' (uploaded), or the report file of a thermography issue. */
        .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('attachment').check(sql`purpose in ('attachment', 'thermography-report')`))
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('short_description', 'text')
        /** Made by the server; never a path from user input. */
        .addColumn('storage_key', 'text', (col) => col.notNull().unique())
        .addColumn('size', 'bigint', (col) => col.notNull().check(sql`size >= 0 and size <= 100000000`))
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('uploaded_by', 'text', (col) => col.notNull())
        .addColumn('created', timestamp, (col) => col.notNull().defaultTo(now))
        .addCheckConstraint(
          'files_one_owner',
          sql.raw(fileOwnerColumns.map((column) => `(case when ${column} is null then 0 else 1 end)`).join(' + ') + ' = 1'),
        )
        .execute();
      for (const column of fileOwnerColumns) {
        await db.schema.createIndex(`files_${column}_idx`).on('files').column(column).execute();
      }

      await db.schema
        .createTable('news')
        .addColumn('id', idType, id)
        /** The provider's id of the item, for idempotent imports. */
        .addColumn('code', 'text', (col) => col.notNull().unique())
        /** News feed (spec section 9: the list is feed 3). */
        .addColumn('feed_id', 'integer', (col) => col.notNull().defaultTo(3))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('teaser', 'text', (col) => col.notNull())
        .addColumn('body_html', 'text', (col) => col.notNull())
        .addColumn('release_date', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('news_feed_release_idx').on('news').columns(['feed_id', 'release_date']).execute();

      await withCustomer(db.schema.createTable('notification_subscriptions').addColumn('id', idType, id))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull().check(inList('type', notificationTypes)))
        /** null = all locations (the spec's empty locationReferenceCode). */
        .addColumn('location_id', 'integer', references('locations'))
        .addColumn('culture', 'text', (col) => col.notNull().defaultTo('da-DK').check(sql`culture = 'da-DK'`))
        .execute();
      await db.schema
        .createIndex('notification_subscriptions_customer_location_idx')
        .on('notification_subscriptions')
        .columns(['customer_id', 'location_id'])
        .execute();
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'notification_subscriptions',
        'news',
        'files',
        'control_schema_checks',
        'control_schema_items',
        'control_schemas',
        'service_report_lines',
        'service_reports',
        'thermography_fields',
        'issue_notes',
        'issue_transactions',
        'issues',
        'task_history',
        'tasks',
        'installations',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
