import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { deleteEndedSessions, findSession, insertSession, revokeSession, type StoredSession } from './session.repository.js';

/** Session states kept in memory (one per signed-in user); bounded, oldest dropped first. */
const CACHED_SESSIONS = 10_000;

export interface SessionOptions {
  /** SESSION_MAX_HOURS: the absolute lifetime; no renewed token outlives it. */
  maxAgeMs: number;
  /**
   * SESSION_RECHECK_SECONDS: how long a cached state is trusted before the database is asked again.
   * Only matters for a revocation made by another API process (this one updates its cache at once).
   */
  recheckMs: number;
  now?: () => number;
}

export interface SessionStart {
  id: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Server-side sessions behind the tokens (ADR 0013). A token names its session (`sid`); the
 * authentication hook asks `live()` on every request, which answers from memory: the database is
 * read once per session and then only after `recheckMs`, so the per-request cost is a Map lookup.
 * Logout (`revoke`) writes the database and this process's cache at once.
 */
export interface Sessions {
  /** `alsoIn` runs in the session's transaction (the sign-in's audit entry). */
  start(employeeId: number, alsoIn?: (trx: Kysely<Database>) => Promise<void>): Promise<SessionStart>;
  /** The session when it exists, is not revoked and has not reached its end; otherwise undefined. */
  live(id: string): StoredSession | undefined | Promise<StoredSession | undefined>;
  revoke(id: string): Promise<void>;
  /**
   * Sessions a committed write has revoked (revokeEmployeeSessions: a password change or reset):
   * refused here at once, and in the other processes on PostgreSQL through the same notification as a logout.
   */
  revokedByWrite(ids: readonly string[]): Promise<void>;
  /** Another process revoked the session (a PostgreSQL notification): refused from now on. */
  revokedElsewhere(id: string): void;
  /** Notifications may have been missed: every cached state is read from the database again. */
  forgetCached(): void;
}

interface CachedSession {
  session: StoredSession | undefined;
  checkedAt: number;
  /** Revoked by this process: final, whatever a database read that started earlier returns. */
  revokedHere: boolean;
}

export function createSessions(db: Kysely<Database>, options: SessionOptions & { notifyRevoked?: (id: string) => Promise<void> }): Sessions {
  const now = options.now ?? ((): number => Date.now());
  const cache = new Map<string, CachedSession>();

  const remember = (id: string, session: StoredSession | undefined, revokedHere = false): void => {
    const revoked = revokedHere || cache.get(id)?.revokedHere === true;
    cache.delete(id);
    cache.set(id, { session, checkedAt: now(), revokedHere: revoked });
    if (cache.size > CACHED_SESSIONS) cache.delete(cache.keys().next().value as string);
  };
  const liveOrUndefined = (entry: CachedSession | undefined): StoredSession | undefined => {
    const session = entry?.session;
    return session && !entry.revokedHere && !session.revoked && session.expiresAt > now() ? session : undefined;
  };

  return {
    async start(employeeId, alsoIn) {
      const createdAt = now();
      const session = { id: randomBytes(16).toString('base64url'), employeeId, createdAt, expiresAt: createdAt + options.maxAgeMs };
      // Housekeeping on the (rare, already costly) sign-in rather than a timer.
      await deleteEndedSessions(db, createdAt);
      if (alsoIn) {
        await db.transaction().execute(async (trx) => {
          await insertSession(trx, session);
          await alsoIn(trx);
        });
      } else {
        await insertSession(db, session);
      }
      remember(session.id, { employeeId, expiresAt: session.expiresAt, revoked: false });
      return { id: session.id, expiresAt: session.expiresAt };
    },
    live(id) {
      const cached = cache.get(id);
      if (cached && now() - cached.checkedAt < options.recheckMs) return liveOrUndefined(cached);
      return findSession(db, id).then((session) => {
        remember(id, session);
        return liveOrUndefined(cache.get(id));
      });
    },
    async revoke(id) {
      // The cache first: from here on this process refuses the session, even while the write runs.
      remember(id, cache.get(id)?.session, true);
      await revokeSession(db, id, now());
      // Other processes (PostgreSQL): told at once rather than at their next recheck.
      await options.notifyRevoked?.(id);
    },
    async revokedByWrite(ids) {
      for (const id of ids) remember(id, cache.get(id)?.session, true);
      for (const id of ids) await options.notifyRevoked?.(id);
    },
    revokedElsewhere(id) {
      const session = cache.get(id)?.session;
      if (session) remember(id, { ...session, revoked: true });
    },
    forgetCached() {
      // Revocations made here stay: they are final whatever a read that started earlier returns.
      for (const [id, entry] of cache) if (!entry.revokedHere) cache.delete(id);
    },
  };
}
