import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { moveInstallationContents, type ExistingData } from './import.repository.js';
import type { ImportCustomer, ImportSummary, ProviderImport } from './import-format.js';
import { writeCustomers } from './writers/customers.js';
import { writeSingleSignOn } from './writers/single-sign-on.js';
import { writeEmployees } from './writers/employees.js';
import { writeInstallations } from './writers/installations.js';
import { writeIssues } from './writers/issues.js';
import { writeLocations } from './writers/locations.js';
import { writeNews } from './writers/news.js';
import { writeQuotes } from './writers/quotes.js';
import { writeTasks } from './writers/tasks.js';
import { WriterContext, type WriteCursor } from './writers/writer-context.js';

/** What writing needs besides the file: SSO_SECRET_KEY when a customer has `singleSignOn`. */
export interface ImportOptions {
  ssoSecretKey?: string;
}

export { importTables, type ImportTable, type WriteCursor } from './writers/writer-context.js';

/**
 * Applies a validated file: upserts by the provider's keys, and makes every nested collection
 * (task history, report lines, control-schema items and checks, issue transactions, notes and
 * thermography fields) equal to the file, touching only what differs. Unchanged rows are not
 * written, so a second import of the same file writes nothing. Runs inside the caller's transaction.
 * One writer per entity in writers/; this file only orders them (parents before children).
 */

async function writeCustomerContents(ctx: WriterContext, customer: ImportCustomer, index: number): Promise<void> {
  const path = `/customers/${index}`;
  const customerId = ctx.customerIds.get(customer.xalId);
  if (customerId === undefined) throw new Error(`customer ${customer.xalId} was not stored`);
  const locationIds = await writeLocations(ctx, customer, customerId, path);
  const { installationIds, installationLocations, moved } = await writeInstallations(ctx, customer, customerId, locationIds, path);
  const taskIds = await writeTasks(ctx, customer, customerId, installationIds, installationLocations, path);
  await writeIssues(ctx, customer, customerId, installationIds, installationLocations, taskIds, path);
  ctx.cursor.path = `${path}/installations`;
  for (const { id, locationId } of moved) {
    const count = await moveInstallationContents(ctx.db, id, locationId);
    ctx.tally.updated.tasks += count.tasks;
    ctx.tally.updated.issues += count.issues;
  }
  // After the moves: a quote takes the location its faults have now.
  await writeQuotes(ctx, customer, customerId, path, ctx.importedAt);
}

/** Writes a validated file (inside the caller's transaction); `cursor.path` follows the writes. */
export async function writeImport(
  db: Kysely<Database>,
  data: ProviderImport,
  existing: ExistingData,
  cursor: WriteCursor,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const ctx = new WriterContext(db, existing, cursor, options.ssoSecretKey);
  const customers = data.customers ?? [];
  await writeCustomers(ctx, customers);
  for (const [index, customer] of customers.entries()) await writeSingleSignOn(ctx, customer, index);
  for (const [index, customer] of customers.entries()) await writeCustomerContents(ctx, customer, index);
  await writeEmployees(ctx, data.employees ?? []);
  await writeNews(ctx, data);
  return ctx.tally.summary();
}
