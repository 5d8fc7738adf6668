import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';

/**
 * Logouts made known to every API process on one PostgreSQL database at once (ADR 0018): the process
 * that revokes a session sends NOTIFY on this channel with the session id; every process LISTENs on
 * one connection of its own and marks the session revoked in its cache. SESSION_RECHECK_SECONDS stays
 * the bound when a notification is lost: while the listening connection is down, and once after it
 * comes back, the cached states are forgotten (a notification may have been missed in between).
 */
export const SESSION_REVOKED_CHANNEL = 'portal_session_revoked';

/**
 * Sent by a trigger on `memberships` (migration 0008) when a transaction that updated or deleted
 * memberships commits, whichever process or tool wrote: the membership caches drop what they hold
 * (auth/membership-cache.ts, ADR 0021). The same listening connection hears it.
 */
export const MEMBERSHIP_CHANGED_CHANNEL = 'portal_membership_changed';

export async function notifySessionRevoked(db: Kysely<Database>, id: string): Promise<void> {
  await sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${id})`.execute(db);
}

export interface RevocationListener {
  /** Connected and listening: no notification is being missed. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface RevocationHandlers {
  revoked(id: string): void;
  /** Memberships were updated or deleted (by any process). */
  membershipsChanged?(): void;
  /** The listening connection was lost or re-established: notifications may have been missed. */
  gap(): void;
  log: { warn(details: object, message: string): void };
}

const RECONNECT_MS = 1_000;

export function listenForRevocations(databaseUrl: string, handlers: RevocationHandlers): RevocationListener {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    const lost = (error?: Error): void => {
      if (client !== next) return;
      client = undefined;
      listening = false;
      handlers.gap();
      void next.end().catch(() => undefined);
      if (closed) return;
      if (error) handlers.log.warn({ err: error }, 'Session revocation listener lost its connection; reconnecting');
      timer = setTimeout(() => void connect(), RECONNECT_MS);
      timer.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === SESSION_REVOKED_CHANNEL && message.payload) handlers.revoked(message.payload);
      else if (message.channel === MEMBERSHIP_CHANGED_CHANNEL) handlers.membershipsChanged?.();
    });
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_REVOKED_CHANNEL}; LISTEN ${MEMBERSHIP_CHANGED_CHANNEL}`);
      // Anything revoked while not listening is only in the database: read it again.
      handlers.gap();
      if (client === next) listening = true;
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
