import type { Kysely } from 'kysely';
import { sqliteHandleOf } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { tableWritesOf } from '../db/table-writes.js';

/** Memberships kept in memory (one per signed-in employee and customer); bounded, oldest dropped first. */
const CACHED_MEMBERSHIPS = 10_000;

/** Writes to these tables can end a membership (a delete of a customer or employee cascades). */
const MEMBERSHIP_TABLES = new Set(['memberships', 'customers', 'employees']);

/**
 * The customer-access guard's "is this employee a member of this customer?" answered from memory
 * (ADR 0021): only yes is kept (a no is asked again every time). The whole cache is dropped at once
 *  - on SQLite when the connection's `total_changes()` (any write through this process's connection,
 *    however issued) or `data_version` (a commit by any other connection: the import CLI, the sqlite3
 *    shell) moved: synchronous reads of the connection's counters (total_changes() per lookup,
 *    data_version once per event-loop turn), no query of a table;
 *  - on PostgreSQL when a statement of this process writes memberships, customers or employees
 *    (db/table-writes.ts), and when any process commits such a change (a trigger sends NOTIFY
 *    `portal_membership_changed`, migration 0008, heard by the listener in session-revocations.ts);
 *    the cache is used only while that listener is connected, and dropped when it connects again;
 *  - and every entry is trusted at most `maxAgeMs` (SESSION_RECHECK_SECONDS), a bound for the unforeseen.
 * A read that started before a drop is not kept (`generation`), so a removal racing a read cannot
 * leave a stale yes behind.
 */
export interface MembershipCache {
  /** True when the employee is known to be a member of the customer and nothing since says otherwise. */
  isMember(employeeId: number, customerId: number): boolean;
  /** Taken before reading the membership from the database; pass it to `remember`. */
  generation(): number;
  /** The database said yes (read after `generation` was taken). */
  remember(employeeId: number, customerId: number, generation: number): void;
  /** Something that may end memberships happened: nothing cached is trusted any more. */
  forget(): void;
  /** Stops hearing this process's writes (the app closes). */
  close(): void;
  readonly size: number;
}

export interface MembershipCacheOptions {
  maxAgeMs: number;
  /** PostgreSQL: whether the change listener is connected (no notifications are missed). */
  listening?: () => boolean;
  now?: () => number;
}

export function createMembershipCache(db: Kysely<Database>, options: MembershipCacheOptions): MembershipCache {
  const now = options.now ?? ((): number => Date.now());
  const entries = new Map<string, number>();
  let generation = 0;
  const forget = (): void => {
    generation += 1;
    entries.clear();
  };

  const sqlite = sqliteHandleOf(db);
  // total_changes(): every write through this process's connection, however issued (a counter of the
  // connection: no transaction, well under a microsecond), read on every lookup.
  const ownWrites = sqlite?.prepare('select total_changes()').pluck();
  // data_version: a commit by any other connection. Reading it begins a read of the WAL index, which
  // under load cost about a sixth of a cached answer, so it is read once per event-loop turn: a commit
  // by another process cannot be ordered inside a turn of this single-threaded one, so sharing the
  // reading makes no answer staler than "the request came a moment earlier".
  const othersWrites = sqlite?.prepare('pragma data_version').pluck();
  let lastOwn: unknown;
  let lastOthers: unknown;
  let othersReadThisTurn = false;
  const endTurn = (): void => {
    othersReadThisTurn = false;
  };
  const readState = (): boolean => {
    let own: unknown;
    try {
      own = ownWrites?.get();
      if (!othersReadThisTurn) {
        const others = othersWrites?.get();
        othersReadThisTurn = true;
        setImmediate(endTurn);
        if (others !== lastOthers) {
          lastOthers = others;
          forget();
        }
      }
    } catch {
      // The connection is busy iterating a statement (none does today): ask the database this time.
      forget();
      return false;
    }
    if (own !== lastOwn) {
      lastOwn = own;
      forget();
    }
    return true;
  };
  const usable: () => boolean = sqlite ? readState : () => options.listening?.() === true;

  const stopHearing = tableWritesOf(db)?.listen((table) => {
    if (MEMBERSHIP_TABLES.has(table)) forget();
  });

  const keyOf = (employeeId: number, customerId: number): string => `${employeeId}:${customerId}`;
  return {
    isMember(employeeId, customerId) {
      if (!usable()) return false;
      const key = keyOf(employeeId, customerId);
      const readAt = entries.get(key);
      if (readAt === undefined) return false;
      if (now() - readAt < options.maxAgeMs) return true;
      entries.delete(key);
      return false;
    },
    generation() {
      // On SQLite the state read here stamps what the coming read sees (a change after it is caught next time).
      usable();
      return generation;
    },
    remember(employeeId, customerId, readGeneration) {
      if (!usable() || readGeneration !== generation) return;
      const key = keyOf(employeeId, customerId);
      entries.delete(key);
      entries.set(key, now());
      if (entries.size > CACHED_MEMBERSHIPS) entries.delete(entries.keys().next().value as string);
    },
    forget,
    close() {
      stopHearing?.();
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
