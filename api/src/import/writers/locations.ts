import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertReturning } from '../import.repository.js';
import type { ImportCustomer } from '../import-format.js';
import { changesOf } from './diff.js';
import type { WriterContext } from './writer-context.js';

/** Depth of each file location among the file's locations (parents first when sorted by it). */
function locationDepths(locations: readonly { code: string; parentCode?: string | null }[]): Map<string, number> {
  const parentOf = new Map(locations.map((location) => [location.code, location.parentCode ?? undefined]));
  const depths = new Map<string, number>();
  for (const location of locations) {
    const chain: string[] = [];
    let current: string | undefined = location.code;
    // The validation has ruled out cycles; the bound only guards against a bug looping forever.
    while (current !== undefined && parentOf.has(current) && !depths.has(current) && chain.length <= locations.length) {
      chain.push(current);
      current = parentOf.get(current);
    }
    let depth = current !== undefined && depths.has(current) ? (depths.get(current) ?? 0) + 1 : 0;
    for (const code of chain.reverse()) {
      depths.set(code, depth);
      depth += 1;
    }
  }
  return depths;
}

export async function writeLocations(ctx: WriterContext, customer: ImportCustomer, customerId: number, path: string): Promise<Map<string, number>> {
  const stored = ctx.existing.locations.get(customerId) ?? new Map();
  const ids = new Map<string, number>([...stored.values()].map((row) => [row.code, row.id]));
  const locations = customer.locations ?? [];
  const depths = locationDepths(locations);
  const levels: number[][] = [];
  for (const [index, location] of locations.entries()) {
    const depth = depths.get(location.code) ?? 0;
    (levels[depth] ??= []).push(index);
  }
  // Parents before children, whatever the file order.
  for (const level of levels) {
    const inserts: Insertable<Database['locations']>[] = [];
    for (const index of level ?? []) {
      const location = locations[index];
      if (location === undefined) continue;
      ctx.cursor.path = `${path}/locations/${index}`;
      const parentCode = location.parentCode ?? null;
      const parentId = parentCode === null ? null : ids.get(parentCode);
      if (parentId === undefined) throw new Error(`parent location ${parentCode ?? ''} is not stored yet`);
      const want = {
        name: location.name,
        parent_id: parentId,
        street_name: location.streetName ?? null,
        zip_code: location.zipCode ?? null,
        city: location.city ?? null,
        contact: location.contact ?? null,
        phone_number: location.phoneNumber ?? null,
        latitude: location.latitude ?? null,
        longitude: location.longitude ?? null,
      };
      const row = stored.get(location.code);
      if (row) await ctx.update('locations', row.id, changesOf(want, row));
      else inserts.push({ customer_id: customerId, code: location.code, ...want });
    }
    ctx.cursor.path = `${path}/locations`;
    const inserted = await insertReturning(ctx.db, 'locations', inserts, ['code']);
    for (const row of inserted) ids.set(row.code, row.id);
    ctx.tally.inserted.locations += inserted.length;
  }
  return ids;
}
