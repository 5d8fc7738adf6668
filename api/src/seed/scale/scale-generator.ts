import { createDatabase, dialectOf, type DatabaseOptions } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/migrator.js';
import { dropOpenFaultTriggers, restoreOpenFaultTriggers } from '../../db/migrations/0017-portfolio-aggregates.js';
import { openFaultShape } from '../../db/migrations/0021-portfolio-aggregates-read-shape.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deriveCounts, scaleTables, type BulkTable, type BulkTableName, type ScaleIds } from './scale-data.js';
import { formatCounts, scaleSizes, type ScaleCounts, type ScaleSizeName } from './scale-sizes.js';
import { createPostgresWriter } from './scale-writer.postgres.js';
import { createSqliteWriter } from './scale-writer.sqlite.js';
import type { DatabaseSize, IndexDefinition, ScaleWriter } from './scale-writer.js';

/** The generator refused to run (e.g. the customer exists); nothing was changed. */
export class ScaleRefusedError extends Error {
  override name = 'ScaleRefusedError';
}

export interface ScaleOptions {
  /** The database: PostgreSQL when databaseUrl is set, otherwise the SQLite file. */
  target: DatabaseOptions;
  size: ScaleSizeName;
  customerXal: string;
  /** Delete an existing customer with this xal id (and everything of it) first. */
  replace?: boolean;
  seed?: number;
  /** Dates are relative to this day (default: today). */
  today?: Date;
  providerName?: string;
  /** E-mail of an existing employee to make Admin of the customer. */
  member?: string;
  /** Drop the secondary indexes of the bulk tables during the load and recreate them after (default true). */
  dropIndexes?: boolean;
  log?: (line: string) => void;
  /** Progress lines at most this often per table (default 2 s). */
  progressIntervalMs?: number;
}

export interface ScaleResult {
  customerId: number;
  counts: ScaleCounts;
  elapsedMs: number;
  size: DatabaseSize;
}

const BULK_TABLES: readonly BulkTableName[] = ['locations', 'installations', 'tasks', 'task_history', 'issues', 'issue_transactions', 'thermography_fields'];

const number = (value: number): string => value.toLocaleString('en-US');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Checks that the declared table and the generator's rules agree. */
export function checkDeclaredCounts(size: ScaleSizeName): ScaleCounts {
  const declared = scaleSizes[size];
  const derived = deriveCounts(declared);
  const wrong = (Object.keys(declared) as (keyof ScaleCounts)[]).filter((key) => declared[key] !== derived[key]);
  if (wrong.length > 0) {
    throw new Error(`scale-sizes.ts '${size}' does not match the generator's rules: ${wrong.map((key) => `${key} declared ${declared[key]}, rules give ${derived[key]}`).join('; ')}`);
  }
  return { ...declared };
}

async function deleteCustomer(db: Kysely<Database>, customerId: number): Promise<void> {
  // The big children first (each a set-based delete), then the cascade does the rest.
  await db.transaction().execute(async (trx) => {
    const issueIds = trx.selectFrom('issues').select('id').where('customer_id', '=', customerId);
    const taskIds = trx.selectFrom('tasks').select('id').where('customer_id', '=', customerId);
    await trx.deleteFrom('thermography_fields').where('issue_id', 'in', issueIds).execute();
    await trx.deleteFrom('issue_transactions').where('issue_id', 'in', issueIds).execute();
    await trx.deleteFrom('issue_notes').where('issue_id', 'in', issueIds).execute();
    await trx.deleteFrom('files').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('issues').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('task_history').where('task_id', 'in', taskIds).execute();
    await trx.deleteFrom('tasks').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('installations').where('customer_id', '=', customerId).execute();
    await trx.deleteFrom('customers').where('id', '=', customerId).execute();
  });
}

async function loadTable(writer: ScaleWriter, table: BulkTable, log: (line: string) => void, intervalMs: number): Promise<void> {
  const started = performance.now();
  let lastReport = started;
  let done = 0;
  let reported = -1;
  let pending: Promise<void> | undefined;
  const report = (now: number): void => {
    const rate = done / Math.max((now - started) / 1000, 0.001);
    const percent = table.total > 0 ? ((100 * done) / table.total).toFixed(1) : '100.0';
    log(`  ${table.name}: ${number(done)} / ${number(table.total)} (${percent} %), ${number(Math.round(rate))} rows/s`);
    reported = done;
  };
  for (const rows of table.batches(writer.batchSize)) {
    // The next batch is generated while the database writes the previous one (PostgreSQL).
    const inserting = writer.insert(table, rows).then(() => {
      done += rows.length;
    });
    inserting.catch(() => undefined);
    if (pending) await pending;
    pending = inserting;
    const now = performance.now();
    if (now - lastReport >= intervalMs) {
      report(now);
      lastReport = now;
    }
  }
  if (pending) await pending;
  if (done !== table.total) throw new Error(`${table.name}: wrote ${done} rows, declared ${table.total}`);
  if (reported !== done) report(performance.now());
}

/**
 * Generates one customer with the declared number of locations, installations, tasks (with history)
 * and issues (with transactions and thermography fields). Throws ScaleRefusedError, changing nothing,
 * when the customer exists and `replace` is not set.
 */
export async function generateScaleData(options: ScaleOptions): Promise<ScaleResult> {
  const log = options.log ?? ((line: string) => console.info(line));
  const started = performance.now();
  const counts = checkDeclaredCounts(options.size);
  const seed = options.seed ?? 1;
  const today = options.today ?? new Date();
  const providerName = options.providerName ?? 'Nordisk Sikring';

  const db = createDatabase(options.target);
  let customerId: number;
  try {
    await migrateToLatest(db);
    const dialect = dialectOf(db);
    const existing = await db.selectFrom('customers').select('id').where('xal_id', '=', options.customerXal).executeTakeFirst();
    if (existing && !options.replace) {
      throw new ScaleRefusedError(
        `Customer ${options.customerXal} already exists (id ${existing.id}); nothing was changed. Use --replace to delete it and generate it again.`,
      );
    }
    const member = options.member
      ? await db.selectFrom('employees').select('id').where('email', '=', options.member.toLowerCase()).executeTakeFirst()
      : undefined;
    if (options.member && !member) throw new ScaleRefusedError(`No employee with e-mail ${options.member}; nothing was changed.`);

    log(`Scale data '${options.size}' for customer ${options.customerXal} on ${dialect} (seed ${seed}, today ${today.toISOString().slice(0, 10)}):`);
    for (const line of formatCounts(counts)) log(line);

    if (existing) {
      const deleting = performance.now();
      await deleteCustomer(db, existing.id);
      log(`Deleted the existing customer ${options.customerXal} (id ${existing.id}) in ${seconds(performance.now() - deleting)}`);
    }
    const customer = await db
      .insertInto('customers')
      .values({ name: `Skalatest ${options.size} Ejendomme A/S`, xal_id: options.customerXal })
      .returning('id')
      .executeTakeFirstOrThrow();
    customerId = customer.id;
    // Without the issues' secondary indexes (dropped for the load) each open-fault refresh would read every issue:
    // the load goes without those triggers and refreshes the customer's open faults once at the end.
    if (options.dropIndexes !== false) await dropOpenFaultTriggers(db, dialect, openFaultShape);
    if (member) await db.insertInto('memberships').values({ employee_id: member.id, customer_id: customerId, role: 'Admin' }).execute();
  } finally {
    await db.destroy();
  }

  const { databaseUrl, sqliteFile, searchPath } = options.target;
  const writer = databaseUrl ? await createPostgresWriter(databaseUrl, searchPath) : createSqliteWriter(sqliteFile);
  try {
    const ids: ScaleIds = {
      customerId,
      locations: await writer.reserveIds('locations', counts.locations),
      installations: await writer.reserveIds('installations', counts.installations),
      tasks: await writer.reserveIds('tasks', counts.tasks),
      issues: await writer.reserveIds('issues', counts.issues),
    };
    const tables = scaleTables({ counts, seed, today, providerName, ids });
    const intervalMs = options.progressIntervalMs ?? 2000;
    let dropped: IndexDefinition[] = [];
    try {
      if (options.dropIndexes !== false) {
        dropped = await writer.dropSecondaryIndexes(BULK_TABLES);
        log(`Dropped ${dropped.length} secondary indexes for the load (recreated afterwards)`);
      }
      for (const table of tables) await loadTable(writer, table, log, intervalMs);
    } catch (error) {
      log(`Failed; the customer ${options.customerXal} is incomplete (run again with --replace).`);
      throw error;
    } finally {
      if (dropped.length > 0) {
        const indexing = performance.now();
        await writer.createIndexes(dropped);
        log(`Recreated ${dropped.length} indexes in ${seconds(performance.now() - indexing)}`);
      }
      if (options.dropIndexes !== false) {
        const refreshing = performance.now();
        const again = createDatabase(options.target);
        try {
          await restoreOpenFaultTriggers(again, dialectOf(again), customerId, openFaultShape);
        } finally {
          await again.destroy();
        }
        log(`Refreshed the open faults of the portfolio overview in ${seconds(performance.now() - refreshing)}`);
      }
    }
    const finishing = performance.now();
    await writer.finish(BULK_TABLES);
    log(`${writer.dialect === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE and WAL checkpoint'} in ${seconds(performance.now() - finishing)}`);
    const elapsedMs = performance.now() - started;
    const size = await writer.databaseSize();
    log(`Done: customer ${options.customerXal} (id ${customerId}) in ${seconds(elapsedMs)}; database size ${megabytes(size.bytes)} (${size.detail})`);
    return { customerId, counts, elapsedMs, size };
  } finally {
    await writer.close();
  }
}
