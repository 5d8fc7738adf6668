import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { dialectOf } from '../db/database.js';
import type { Database, JobsTable } from '../db/schema.js';

/**
 * A durable job queue (ADR 0014): a job is a row of `jobs`, written before the request that queued
 * it is answered, so an accepted job survives a crash. A worker claims one runnable row at a time
 * with a lease (PostgreSQL: `for update skip locked`, so several processes never take the same row;
 * SQLite: one statement, writers are serialised), renews the lease while the job runs, and marks it
 * done or failed. A job whose lease ran out (its process died) is claimed again: jobs run at least
 * once and, barring a crash, exactly once. Handlers record steps (`job.step('mailing')`) so a retry
 * knows how far the crashed attempt got.
 *
 * `drain()` runs everything runnable now and resolves when none is left (tests await it); `close()`
 * stops claiming and waits for the running job (the app awaits it on shutdown).
 */
export type JobRow = Selectable<JobsTable>;

export interface RunningJob {
  readonly id: number;
  /** 1 on the first run. */
  readonly attempt: number;
  /** The step a previous attempt committed, or null. */
  readonly previousStep: string | null;
  /** Commits a step; a later attempt sees it as `previousStep`. */
  step(name: string): Promise<void>;
}

export type JobHandler = (payload: unknown, job: RunningJob) => Promise<void>;

/**
 * How one kind retries, instead of the queue's `maxAttempts` and `retryDelayMs`: the wait before retry n, and
 * the time from the job's creation after which it is given up (the provider's webhooks retry for 24 hours,
 * however many attempts that takes).
 */
export interface RetryPolicy {
  delayMs(attempt: number): number;
  /** Give up when the next run would start later than this after the job was stored. */
  giveUpAfterMs: number;
}

export interface JobLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobQueueOptions {
  db: Kysely<Database>;
  log: JobLogger;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often an idle worker looks for jobs (other processes' jobs, retries, expired leases). */
  pollMs?: number;
  /** Runs before a job is given up as failed. */
  maxAttempts?: number;
  /** Wait before retry n (n = 1, 2, ...). */
  retryDelayMs?: (attempt: number) => number;
  /** Hears every finished attempt (the metrics count them). */
  onAttempt?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

export interface EnqueueOptions {
  /** Whose cap the job counts against. */
  owner: string;
  /** At most this many of the owner's jobs of this kind queued or running; beyond it `QueueFullError`. */
  limit?: number;
  /** Runs in the job's transaction (an audit entry of the request: modules/audit/audit.service.ts). */
  alsoIn?: (trx: Kysely<Database>) => Promise<void>;
}

export interface EnqueueOnceOptions {
  owner: string;
  /**
   * The job's key: a job with a key is stored once. Enqueueing the same key again (from this or
   * another process, also after the first one ran) stores nothing (migration 0009).
   */
  key: string;
}

export class QueueFullError extends Error {
  constructor(readonly limit: number) {
    super(`At most ${limit} jobs may wait at once`);
    this.name = 'QueueFullError';
  }
}

export interface JobQueue {
  /** Registers the handler of a kind (with its own retry policy); the worker only claims kinds it has a handler for. */
  handle(kind: string, handler: JobHandler, retry?: RetryPolicy): void;
  /** Stores a job (after the cap check, in one transaction); resolves with its id once committed. */
  enqueue(kind: string, payload: unknown, options: EnqueueOptions): Promise<number>;
  /**
   * Stores a job in the caller's transaction `trx`: it exists exactly when the caller's change is committed.
   * The queue cannot see the commit: the next poll claims it.
   */
  enqueueIn(trx: Kysely<Database>, kind: string, payload: unknown, options: { owner: string }): Promise<number>;
  /** Stores a job unless one with its key exists; resolves with its id, or null when the key was taken. */
  enqueueOnce(kind: string, payload: unknown, options: EnqueueOnceOptions): Promise<number | null>;
  /** Starts claiming: now, on every enqueue and every `pollMs`. Before it only `drain()` runs jobs. */
  start(): void;
  /** Runs every job runnable now (and what those queue); resolves when none is left. */
  drain(): Promise<void>;
  /** Stops claiming and waits for the running job. */
  close(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 5_000;
const DEFAULT_MAX_ATTEMPTS = 3;
/** Finished jobs are kept this long (for the record), then removed. */
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const iso = (ms: number): string => new Date(ms).toISOString();

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => attempt * 30_000);
  const isPg = dialectOf(db) === 'postgres';
  const handlers = new Map<string, JobHandler>();
  const policies = new Map<string, RetryPolicy>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let closed = false;
  let lastPrune = 0;
  /** The current claim-and-run loop; one at a time per process. */
  let loop: Promise<void> | undefined;
  let again = false;

  /** Takes the oldest runnable job (queued and due, or running with an expired lease). */
  async function claim(): Promise<JobRow | undefined> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return undefined;
    const now = Date.now();
    const token = randomUUID();
    const next = db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', iso(now))]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<', iso(now))]),
        ]),
      )
      .orderBy('id')
      .limit(1);
    const row = await db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', claim: token, lease_until: iso(now + leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', isPg ? next.forUpdate().skipLocked() : next)
      .returningAll()
      .executeTakeFirst();
    return row;
  }

  /** Updates the row only while this claim still holds it. */
  const mine = (row: JobRow) => db.updateTable('jobs').where('id', '=', row.id).where('claim', '=', row.claim);

  async function run(row: JobRow): Promise<void> {
    const handler = handlers.get(row.kind);
    if (!handler) return;
    const renew = setInterval(() => {
      mine(row)
        .set({ lease_until: iso(Date.now() + leaseMs) })
        .execute()
        .catch((error: unknown) => log.error({ err: error, job: row.id }, 'renewing a job lease failed'));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    const job: RunningJob = {
      id: row.id,
      attempt: row.attempts,
      previousStep: row.step,
      step: async (name) => {
        await mine(row).set({ step: name }).execute();
      },
    };
    try {
      await handler(JSON.parse(row.payload) as unknown, job);
      clearInterval(renew);
      options.onAttempt?.(row.kind, 'done');
      await mine(row).set({ status: 'done', finished: iso(Date.now()), claim: null, lease_until: null, last_error: null }).execute();
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      const policy = policies.get(row.kind);
      const delay = policy ? policy.delayMs(row.attempts) : retryDelayMs(row.attempts);
      const giveUp = policy ? Date.now() + delay > Date.parse(String(row.created)) + policy.giveUpAfterMs : row.attempts >= maxAttempts;
      options.onAttempt?.(row.kind, giveUp ? 'failed' : 'retry');
      log.error({ err: error, job: row.id, kind: row.kind, attempt: row.attempts }, `job ${row.id} (${row.kind}) failed${giveUp ? ', giving up' : ', will retry'}`);
      await mine(row)
        .set(
          giveUp
            ? { status: 'failed', finished: iso(Date.now()), claim: null, lease_until: null, last_error: message }
            : { status: 'queued', run_after: iso(Date.now() + delay), claim: null, lease_until: null, last_error: message },
        )
        .execute();
    }
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db
      .deleteFrom('jobs')
      .where('status', 'in', ['done', 'failed'])
      .where('finished', '<', iso(Date.now() - KEEP_FINISHED_MS))
      .execute();
  }

  async function runAvailable(): Promise<void> {
    do {
      again = false;
      for (let row = await claim(); row && !closed; row = closed ? undefined : await claim()) {
        await run(row);
      }
    } while (again && !closed);
    await prune();
  }

  /** Starts the loop, or asks the running loop to look once more before it stops. */
  function wake(): Promise<void> {
    if (loop) {
      again = true;
      return loop;
    }
    loop = runAvailable()
      .catch((error: unknown) => log.error({ err: error }, 'claiming jobs failed'))
      .finally(() => {
        loop = undefined;
      });
    return loop;
  }

  /** Inserts a queued job; with a key, nothing when a job with that key exists (both databases: on conflict do nothing). */
  async function insert(executor: Kysely<Database>, kind: string, payload: unknown, owner: string, key: string | null): Promise<number | null> {
    const now = iso(Date.now());
    const row = await executor
      .insertInto('jobs')
      .values({ kind, owner, payload: JSON.stringify(payload), status: 'queued', attempts: 0, run_after: now, created: now, key })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      void wake().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    handle(kind, handler, retry) {
      handlers.set(kind, handler);
      if (retry) policies.set(kind, retry);
      else policies.delete(kind);
    },

    async enqueue(kind, payload, { owner, limit, alsoIn }) {
      const id = await db.transaction().execute(async (trx) => {
        if (limit !== undefined) {
          // Two requests of one user must not both pass the count (SQLite serialises transactions).
          if (isPg) await sql`select pg_advisory_xact_lock(hashtext(${`jobs:${owner}`}))`.execute(trx);
          const { count } = await trx
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('owner', '=', owner)
            .where('kind', '=', kind)
            .where('status', 'in', ['queued', 'running'])
            .executeTakeFirstOrThrow();
          if (Number(count) >= limit) throw new QueueFullError(limit);
        }
        const inserted = (await insert(trx, kind, payload, owner, null)) as number;
        await alsoIn?.(trx);
        return inserted;
      });
      if (started && !closed) void wake();
      return id;
    },

    async enqueueIn(trx, kind, payload, { owner }) {
      // Not runnable before the caller commits, which this queue does not see: the next poll claims it.
      return (await insert(trx, kind, payload, owner, null)) as number;
    },

    async enqueueOnce(kind, payload, { owner, key }) {
      const id = await insert(db, kind, payload, owner, key);
      if (id !== null && started && !closed) void wake();
      return id;
    },

    start() {
      started = true;
      void wake().finally(schedule);
    },

    async drain() {
      // A loop already running may have looked before the newest job was committed: look again.
      while (loop) await wake();
      await wake();
    },

    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await loop;
    },
  };
}
