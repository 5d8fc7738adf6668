import type { LocationNode } from '@portal/shared/contract';
import type { DataChanges } from '../../plugins/data-changes.js';
import { tagBody, type TaggedBody } from '../../plugins/etag.js';

export type { TaggedBody };

/**
 * The serialised, tagged location tree per customer, so the picker's repeat request (every page
 * load) is a 304 without rebuilding 2,000 nodes or asking the database. An entry is used while
 *  - it is younger than `ttlMs` (the overdue badges follow the clock; the import CLI writes tasks,
 *    issues and locations from another process), and
 *  - no write in this process changed the customer's badges since it was built (`DataChanges`,
 *    bumped by the issue status updates), so a status change in the portal shows at once.
 * Concurrent misses of one customer share one build. `build` reads the tree (location.service.ts).
 */
export interface LocationTreeCache {
  get(customerId: number, build: () => Promise<LocationNode[]>, serialize: (tree: LocationNode[]) => string): Promise<TaggedBody>;
}

interface Entry {
  tagged: TaggedBody;
  version: number;
  expiresAt: number;
}

export function createLocationTreeCache(changes: DataChanges, options: { ttlMs: number; maxCustomers: number }): LocationTreeCache {
  const entries = new Map<number, Entry>();
  const building = new Map<string, Promise<TaggedBody>>();

  const build = async (customerId: number, version: number, read: () => Promise<LocationNode[]>, serialize: (tree: LocationNode[]) => string) => {
    const tagged = tagBody(serialize(await read()));
    entries.delete(customerId);
    entries.set(customerId, { tagged, version, expiresAt: Date.now() + options.ttlMs });
    // Oldest first in a Map: drop the least recently built beyond the bound.
    while (entries.size > options.maxCustomers) entries.delete(entries.keys().next().value as number);
    return tagged;
  };

  return {
    async get(customerId, read, serialize) {
      const version = changes.version(customerId);
      const entry = entries.get(customerId);
      if (entry && entry.version === version && Date.now() < entry.expiresAt) return entry.tagged;
      const key = `${customerId}:${version}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(customerId, version, read, serialize).finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
