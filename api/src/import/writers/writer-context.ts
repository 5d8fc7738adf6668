import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteByIds, updateById, type ExistingData, type TableWithId } from '../import.repository.js';
import type { ImportSummary } from '../import-format.js';
import type { Row } from './diff.js';

export const importTables = [
  'customers',
  'customer_single_sign_on',
  'locations',
  'installations',
  'tasks',
  'task_history',
  'service_reports',
  'service_report_lines',
  'service_report_comments',
  'control_schemas',
  'control_schema_items',
  'control_schema_checks',
  'issues',
  'issue_transactions',
  'issue_notes',
  'thermography_fields',
  'quotes',
  'quote_issues',
  'employees',
  'memberships',
  'news',
] as const;

export type ImportTable = (typeof importTables)[number];

type Counts = Record<ImportTable, number>;

function zeroCounts(): Counts {
  return Object.fromEntries(importTables.map((table) => [table, 0])) as Counts;
}

class Tally {
  readonly inserted = zeroCounts();
  readonly updated = zeroCounts();
  readonly deleted = zeroCounts();

  summary(): ImportSummary {
    const changed = zeroCounts();
    for (const table of importTables) changed[table] = this.inserted[table] + this.updated[table] + this.deleted[table];
    return { changed, inserted: { ...this.inserted }, updated: { ...this.updated }, deleted: { ...this.deleted } };
  }
}

/** Where in the file the current write comes from (for a database error). */
export interface WriteCursor {
  path: string;
}

/** What every entity writer shares: the transaction, the stored rows, the file cursor and the counts. */
export class WriterContext {
  readonly tally = new Tally();
  /** Customer ids by XAL id: the stored ones, then the ones inserted by writeCustomers. */
  readonly customerIds = new Map<string, number>();
  /** When the file was written: the `created` of rows the file gives no time for. */
  readonly importedAt = new Date().toISOString();

  constructor(
    readonly db: Kysely<Database>,
    readonly existing: ExistingData,
    readonly cursor: WriteCursor,
    /** SSO_SECRET_KEY, which seals the client secrets of `singleSignOn` (the import command passes the config's). */
    readonly ssoSecretKey: string | undefined = undefined,
  ) {
    for (const [xalId, row] of existing.customers) this.customerIds.set(xalId, row.id);
  }

  async update(table: ImportTable & TableWithId, id: number, changes: Row | undefined): Promise<void> {
    if (changes === undefined) return;
    await updateById(this.db, table, id, changes);
    this.tally.updated[table] += 1;
  }

  async delete(table: ImportTable & TableWithId, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await deleteByIds(this.db, table, ids);
    this.tally.deleted[table] += ids.length;
  }
}
