import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertReturning, type InstallationRow } from '../import.repository.js';
import type { ImportCustomer } from '../import-format.js';
import { changesOf } from './diff.js';
import type { WriterContext } from './writer-context.js';

export async function writeInstallations(ctx: WriterContext, customer: ImportCustomer, customerId: number, locationIds: Map<string, number>, path: string) {
  const stored = ctx.existing.installations.get(customerId) ?? new Map<string, InstallationRow>();
  const installationIds = new Map<string, number>();
  const installationLocations = new Map<string, number>();
  for (const row of stored.values()) {
    installationIds.set(row.code, row.id);
    installationLocations.set(row.code, row.location_id);
  }
  const moved: { id: number; locationId: number }[] = [];
  const inserts: Insertable<Database['installations']>[] = [];
  for (const [index, installation] of (customer.installations ?? []).entries()) {
    ctx.cursor.path = `${path}/installations/${index}`;
    const locationId = locationIds.get(installation.locationCode);
    if (locationId === undefined) throw new Error(`location ${installation.locationCode} is not stored`);
    const want = { name: installation.name, type: installation.type, location_id: locationId };
    installationLocations.set(installation.code, locationId);
    const row = stored.get(installation.code);
    if (row) {
      await ctx.update('installations', row.id, changesOf(want, row));
      if (row.location_id !== locationId) moved.push({ id: row.id, locationId });
    } else inserts.push({ customer_id: customerId, code: installation.code, ...want });
  }
  ctx.cursor.path = `${path}/installations`;
  const inserted = await insertReturning(ctx.db, 'installations', inserts, ['code']);
  for (const row of inserted) installationIds.set(row.code, row.id);
  ctx.tally.inserted.installations += inserted.length;
  return { installationIds, installationLocations, moved };
}
