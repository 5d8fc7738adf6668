import { sql, type Kysely } from 'kysely';
import type { LocationNode } from '@portal/shared/contract';
import type { Database } from '../../db/schema.js';
import { tagBody, type TaggedBody } from '../../plugins/etag.js';
import { locationTree } from './location.service.js';

/**
 * The serialised, tagged location tree per customer, so the picker's repeat request (every page
 * load) is a 304 without rebuilding 2,000 nodes. An entry is used while
 *  - it is younger than `ttlMs` (the overdue flags follow the clock, the import writes tasks and
 *    locations from another process), and
 *  - the customer's newest issue change (`max(issues.updated)`, one index seek) is the same, so a
 *    status change in the portal shows in the badges at once.
 * Concurrent misses of one customer share one build.
 */
export interface LocationTreeCache {
  get(db: Kysely<Database>, customerId: number, serialize: (tree: LocationNode[]) => string): Promise<TaggedBody>;
}

interface Entry {
  tagged: TaggedBody;
  fingerprint: string;
  expiresAt: number;
}

async function issuesFingerprint(db: Kysely<Database>, customerId: number): Promise<string> {
  const row = await db
    .selectFrom('issues')
    .select(sql<string | Date | null>`max(issues.updated)`.as('updated'))
    .where('issues.customer_id', '=', customerId)
    .executeTakeFirst();
  const updated = row?.updated ?? null;
  return updated instanceof Date ? updated.toISOString() : String(updated);
}

export function createLocationTreeCache(options: { ttlMs: number; maxCustomers: number }): LocationTreeCache {
  const entries = new Map<number, Entry>();
  const building = new Map<string, Promise<TaggedBody>>();

  const build = async (db: Kysely<Database>, customerId: number, fingerprint: string, serialize: (tree: LocationNode[]) => string) => {
    const tagged = tagBody(serialize(await locationTree(db, customerId)));
    entries.delete(customerId);
    entries.set(customerId, { tagged, fingerprint, expiresAt: Date.now() + options.ttlMs });
    // Oldest first in a Map: drop the least recently built beyond the bound.
    while (entries.size > options.maxCustomers) entries.delete(entries.keys().next().value as number);
    return tagged;
  };

  return {
    async get(db, customerId, serialize) {
      const fingerprint = await issuesFingerprint(db, customerId);
      const entry = entries.get(customerId);
      if (entry && entry.fingerprint === fingerprint && Date.now() < entry.expiresAt) return entry.tagged;
      const key = `${customerId}:${fingerprint}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(db, customerId, fingerprint, serialize).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
