import type { Kysely } from 'kysely';
import type { NotificationType } from '../db/domain-constants.js';
import type { Database } from '../db/schema.js';
import { importProviderData } from '../import/import.service.js';
import { createFileStore, type FileStore } from '../storage/file-store.js';
import { buildDemoImport } from './demo-document.js';
import { demoFiles, demoQuotePdf, seedDemoFiles, type DemoFilesResult } from './demo-files.js';
import { storeQuotePdfs } from '../import/quote-files.js';

/**
 * The demo seed, run at start (DEMO_DATA=0 disables it): the demo document (demo-document.ts)
 * loaded through the provider import, the demo files (demo-files.ts) and a couple of notification
 * subscriptions. Idempotent: the import upserts by the provider's keys (a second run on the same day
 * changes nothing), files and subscriptions are only added when missing. On a later day the dates
 * move with today, so the demo keeps current, overdue and upcoming work.
 */

export { DEMO_CUSTOMERS, DEMO_EMPLOYEE, OTHER_EMPLOYEE } from './demo-document.js';

export const DEFAULT_DEMO_PROVIDER = 'Nordisk Sikring';

export interface DemoSeedOptions {
  /** DATA_DIR: the files go to `<dataDir>/files/demo/...`. Without it (and `files`) no files are made. */
  dataDir?: string;
  /** The store the files go to (the configured one, e.g. S3); wins over `dataDir`. */
  files?: FileStore;
  /** PROVIDER_NAME (texts, the provider-postponed task status). */
  providerName?: string;
  /** The day the demo's dates are relative to (default: now). */
  today?: Date;
}

export interface DemoSeedResult {
  /** Rows inserted or changed by the import, per table. */
  changed: Record<string, number>;
  files: DemoFilesResult | null;
  subscriptionsAdded: number;
}

const DEMO_SUBSCRIPTIONS: readonly { xalId: string; name: string; email: string; type: NotificationType; locationCode: string | null }[] = [
  { xalId: 'C-10421', name: 'Jonas Friis', email: 'jonas.friis@example.com', type: 'UpcommingTasks3Week', locationCode: 'NE-111' },
  { xalId: 'C-10421', name: 'Driftsafdelingen', email: 'drift.nordhavn@example.com', type: 'CompletedTasksDaily', locationCode: null },
];

async function seedSubscriptions(db: Kysely<Database>): Promise<number> {
  let added = 0;
  for (const subscription of DEMO_SUBSCRIPTIONS) {
    const customer = await db.selectFrom('customers').select('id').where('xal_id', '=', subscription.xalId).executeTakeFirst();
    if (!customer) continue;
    let locationId: number | null = null;
    if (subscription.locationCode !== null) {
      const location = await db
        .selectFrom('locations')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('code', '=', subscription.locationCode)
        .executeTakeFirst();
      if (!location) continue;
      locationId = location.id;
    }
    let query = db
      .selectFrom('notification_subscriptions')
      .select('id')
      .where('customer_id', '=', customer.id)
      .where('email', '=', subscription.email)
      .where('type', '=', subscription.type);
    query = locationId === null ? query.where('location_id', 'is', null) : query.where('location_id', '=', locationId);
    if (await query.executeTakeFirst()) continue;
    await db
      .insertInto('notification_subscriptions')
      .values({
        customer_id: customer.id,
        name: subscription.name,
        email: subscription.email,
        type: subscription.type,
        location_id: locationId,
        culture: 'da-DK',
      })
      .execute();
    added += 1;
  }
  return added;
}

export async function seedDemoData(db: Kysely<Database>, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const providerName = options.providerName ?? DEFAULT_DEMO_PROVIDER;
  const today = options.today ?? new Date();
  const document = buildDemoImport(today, providerName);
  const result = await importProviderData(db, document);
  if (!result.ok) {
    const errors = result.errors.map((error) => `  ${error.path}: ${error.message}`).join('\n');
    throw new Error(`The demo data was rejected by the import (${result.errors.length} errors):\n${errors}`);
  }
  const store = options.files ?? (options.dataDir === undefined ? undefined : createFileStore(options.dataDir));
  const files = store === undefined ? null : await seedDemoFiles(db, store, demoFiles(document, today, providerName), providerName);
  if (store !== undefined) await storeQuotePdfs(db, store, document, (name) => demoQuotePdf(document, name, providerName, today));
  const subscriptionsAdded = await seedSubscriptions(db);
  return { changed: result.summary.changed, files, subscriptionsAdded };
}
