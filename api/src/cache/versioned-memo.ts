import type { DataChanges } from '../plugins/data-changes.js';

/**
 * Derived values per customer and key (a count, a list of options), used while
 *  - younger than `ttlMs` (writers in other processes, the import CLI, are caught by the clock), and
 *  - no write in this process changed the customer since they were read (`DataChanges`),
 * the same rule as the response cache (ADR 0020). Concurrent misses of one key share one read.
 * Bounded in entries; the oldest read is dropped first.
 */
export interface VersionedMemo<T> {
  get(customerId: number, key: string, read: () => Promise<T>): Promise<T>;
  /** The current value, if one is held, without reading. */
  peek(customerId: number, key: string): T | undefined;
}

interface Entry<T> {
  value: T;
  version: number;
  expiresAt: number;
}

export function createVersionedMemo<T>(changes: DataChanges, options: { ttlMs: number; maxEntries: number; now?: () => number }): VersionedMemo<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const reading = new Map<string, Promise<T>>();
  const fullKey = (customerId: number, key: string) => `${customerId}\u0000${key}`;

  const current = (customerId: number, id: string): Entry<T> | undefined => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.version === changes.version(customerId) && now() < entry.expiresAt) return entry;
    entries.delete(id);
    return undefined;
  };

  const read = async (customerId: number, id: string, version: number, load: () => Promise<T>) => {
    const value = await load();
    // A write while reading leaves the value stale for the new version: answer it, keep it under the old.
    entries.delete(id);
    entries.set(id, { value, version, expiresAt: now() + options.ttlMs });
    // A Map iterates oldest first: drop the oldest reads beyond the bound.
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };

  return {
    get(customerId, key, load) {
      const id = fullKey(customerId, key);
      const entry = current(customerId, id);
      if (entry) return Promise.resolve(entry.value);
      const version = changes.version(customerId);
      const pendingKey = `${id}\u0000${version}`;
      let pending = reading.get(pendingKey);
      if (!pending) {
        pending = read(customerId, id, version, load).finally(() => reading.delete(pendingKey));
        reading.set(pendingKey, pending);
      }
      return pending;
    },
    peek(customerId, key) {
      return current(customerId, fullKey(customerId, key))?.value;
    },
  };
}
