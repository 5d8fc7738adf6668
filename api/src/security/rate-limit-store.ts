import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** The database's clock in epoch milliseconds: every process counts against the same windows. */
const nowMs = sql<number>`(extract(epoch from now()) * 1000)::bigint`;

/** Expired rows are removed every this many increments of one process (a cheap, indexed delete). */
const PRUNE_EVERY = 200;

/**
 * A @fastify/rate-limit store on PostgreSQL (the `rate_limits` table), so a limit holds across every
 * API process on the database (ADR 0018): each hit is one atomic upsert that starts a new window
 * when the old one has ended and otherwise counts up, returning the count and the time left. Fixed
 * windows, as the plugin's own in-memory store; `continueExceeding` and `exponentialBackoff` are not
 * used by this API and not implemented.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let increments = 0;

  async function increment(key: string, windowMs: number): Promise<Result> {
    const { rows } = await sql<{ hits: number; ttl: string }>`
      insert into rate_limits as r (key, hits, window_ends) values (${key}, 1, ${nowMs} + ${windowMs})
      on conflict (key) do update set
        hits = case when r.window_ends <= ${nowMs} then 1 else r.hits + 1 end,
        window_ends = case when r.window_ends <= ${nowMs} then excluded.window_ends else r.window_ends end
      returning hits, r.window_ends - ${nowMs} as ttl`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('The rate-limit upsert returned no row');
    increments += 1;
    if (increments % PRUNE_EVERY === 0) void prune();
    // A statement that waited on the row lock began before the window's first hit, so its own clock
    // reads a little more than the whole window: the time left is never more than the window.
    return { current: Number(row.hits), ttl: Math.min(windowMs, Math.max(0, Number(row.ttl))) };
  }

  async function prune(): Promise<void> {
    await sql`delete from rate_limits where window_ends < ${nowMs}`.execute(db).catch(() => undefined);
  }

  async function read(key: string): Promise<Result> {
    const { rows } = await sql<{ hits: number; ttl: string }>`
      select hits, window_ends - ${nowMs} as ttl from rate_limits where key = ${key} and window_ends > ${nowMs}`.execute(db);
    const row = rows[0];
    return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      increment(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      read(this.prefix + key).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route's limit counts under its method and URL (createRateLimit's have neither: their key generators name them). */
    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string; url?: string } }): FastifyRateLimitStore {
      const method = routeOptions.routeInfo?.method ?? '';
      const url = routeOptions.routeInfo?.url ?? '';
      return new PostgresRateLimitStore(undefined, `${this.prefix}${method}${url}|`);
    }
  }

  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
