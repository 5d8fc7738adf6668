import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app.js';
import { createJobQueue, QueueFullError, type JobQueueOptions, type RunningJob } from './job-queue.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const dialect of testDialects()) {
  describe(`durable job queue [${dialect}]`, () => {
    let database: TestDatabase;
    const db = () => database.db;
    const log = () => ({ error: vi.fn(), warn: vi.fn() });
    const queueOf = (options: Partial<JobQueueOptions> = {}) =>
      createJobQueue({ db: db(), log: log(), pollMs: 60_000, retryDelayMs: () => 0, ...options });

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.cleanup());
    beforeEach(async () => {
      await db().deleteFrom('jobs').execute();
    });

    it('stores jobs before running them, runs them one at a time in order, and drains', async () => {
      const queue = queueOf();
      const events: string[] = [];
      let active = 0;
      queue.handle('test', async (payload) => {
        active += 1;
        expect(active).toBe(1);
        events.push(`start ${String((payload as { name: string }).name)}`);
        await sleep(5);
        events.push('end');
        active -= 1;
      });
      // Not started: the rows wait in the table.
      for (const name of ['a', 'b', 'c']) await queue.enqueue('test', { name }, { owner: 'x@example.com' });
      expect((await db().selectFrom('jobs').select('status').execute()).map((row) => row.status)).toEqual(['queued', 'queued', 'queued']);
      await queue.drain();
      expect(events).toEqual(['start a', 'end', 'start b', 'end', 'start c', 'end']);
      const rows = await db().selectFrom('jobs').selectAll().orderBy('id').execute();
      expect(rows.map((row) => [row.status, row.attempts, row.claim])).toEqual([
        ['done', 1, null],
        ['done', 1, null],
        ['done', 1, null],
      ]);
      await queue.close();
    });

    it('stores a keyed job once, from two queues (processes) at the same time and after it ran', async () => {
      const [first, second] = [queueOf(), queueOf()];
      const runs: string[] = [];
      first.handle('keyed', async (payload) => {
        runs.push(String((payload as { from: string }).from));
        await Promise.resolve();
      });
      const ids = await Promise.all([
        first.enqueueOnce('keyed', { from: 'first' }, { owner: 'scheduler', key: 'digest-period:X:2026-03-10' }),
        second.enqueueOnce('keyed', { from: 'second' }, { owner: 'scheduler', key: 'digest-period:X:2026-03-10' }),
      ]);
      expect(ids.filter((id) => id !== null)).toHaveLength(1);
      await first.drain();
      expect(await second.enqueueOnce('keyed', { from: 'later' }, { owner: 'scheduler', key: 'digest-period:X:2026-03-10' })).toBeNull();
      // Keyless jobs (bundles) are not affected by one another: the key is null for them.
      await first.enqueue('keyed', { from: 'keyless 1' }, { owner: 'x@example.com' });
      await first.enqueue('keyed', { from: 'keyless 2' }, { owner: 'x@example.com' });
      await first.drain();
      expect(runs).toHaveLength(3);
      expect(runs.slice(1)).toEqual(['keyless 1', 'keyless 2']);
      await Promise.all([first.close(), second.close()]);
    });

    it('retries a failing job, then gives up and records the error', async () => {
      const logger = log();
      const queue = queueOf({ log: logger, maxAttempts: 2 });
      const attempts: number[] = [];
      queue.handle('flaky', async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      });
      await queue.enqueue('flaky', {}, { owner: 'x@example.com' });
      await queue.drain();
      expect(attempts).toEqual([1, 2]);
      const row = await db().selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.last_error).toBe('boom 2');
      expect(logger.error).toHaveBeenCalledTimes(2);
      await queue.close();
    });

    it('a job whose worker died (expired lease) runs again and sees the step it reached; a live lease is left alone', async () => {
      // A worker that "crashes": it claims, commits a step, and never finishes.
      const crashed = queueOf({ leaseMs: 60_000 });
      let hang: () => void = () => undefined;
      crashed.handle('bundle', async (_payload, job) => {
        await job.step('mailing');
        await new Promise<void>((resolve) => (hang = resolve));
        throw new Error('never reached in time');
      });
      await crashed.enqueue('bundle', { n: 1 }, { owner: 'x@example.com' });
      const running = crashed.drain();
      await vi.waitFor(async () => expect((await db().selectFrom('jobs').select('step').executeTakeFirstOrThrow()).step).toBe('mailing'));

      const seen: RunningJob[] = [];
      const survivor = queueOf({ leaseMs: 200 });
      survivor.handle('bundle', async (_payload, job) => {
        seen.push(job);
      });
      // The crashed worker's lease is renewed while it lives: nothing to claim.
      await survivor.drain();
      expect(seen).toHaveLength(0);

      // Simulate its death: its lease runs out without renewal.
      await db().updateTable('jobs').set({ lease_until: new Date(Date.now() - 1).toISOString() }).execute();
      await survivor.drain();
      expect(seen.map((job) => [job.attempt, job.previousStep])).toEqual([[2, 'mailing']]);
      expect((await db().selectFrom('jobs').select(['status', 'attempts']).executeTakeFirstOrThrow())).toEqual({ status: 'done', attempts: 2 });

      // The old worker wakes up late: its claim is gone, so it cannot overwrite the outcome.
      hang();
      await running;
      expect((await db().selectFrom('jobs').select('status').executeTakeFirstOrThrow()).status).toBe('done');
      await crashed.close();
      await survivor.close();
    });

    it('caps the unfinished jobs per owner and kind', async () => {
      const queue = queueOf();
      const release: (() => void)[] = [];
      queue.handle('capped', () => new Promise<void>((resolve) => release.push(resolve)));
      await queue.enqueue('capped', {}, { owner: 'a@example.com', limit: 2 });
      await queue.enqueue('capped', {}, { owner: 'a@example.com', limit: 2 });
      await expect(queue.enqueue('capped', {}, { owner: 'a@example.com', limit: 2 })).rejects.toBeInstanceOf(QueueFullError);
      // Concurrent requests cannot slip past the count together.
      const burst = await Promise.allSettled(Array.from({ length: 5 }, () => queue.enqueue('capped', {}, { owner: 'b@example.com', limit: 2 })));
      expect(burst.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      expect(await db().selectFrom('jobs').select('id').where('owner', '=', 'b@example.com').execute()).toHaveLength(2);

      // Finished jobs no longer count.
      queue.start();
      await vi.waitFor(() => expect(release.length).toBeGreaterThan(0));
      release.shift()?.();
      await vi.waitFor(async () => expect(await db().selectFrom('jobs').select('id').where('status', '=', 'done').execute()).toHaveLength(1));
      const owner = (await db().selectFrom('jobs').select('owner').where('status', '=', 'done').executeTakeFirstOrThrow()).owner;
      await expect(queue.enqueue('capped', {}, { owner, limit: 2 })).resolves.toBeTypeOf('number');
      // close() waits for the running job.
      const closing = queue.close();
      let closed = false;
      void closing.then(() => (closed = true));
      await sleep(20);
      expect(closed).toBe(false);
      release.shift()?.();
      await closing;
      expect(closed).toBe(true);
    });

    it('two workers never run the same job', async () => {
      const runs = new Map<number, number>();
      const handler = async (payload: unknown) => {
        const { n } = payload as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await sleep(2);
      };
      const first = queueOf();
      const other = database.reopen();
      const second = queueOf({ db: other });
      first.handle('many', handler);
      second.handle('many', handler);
      for (let n = 0; n < 30; n += 1) await first.enqueue('many', { n }, { owner: 'x@example.com' });
      await Promise.all([first.drain(), second.drain()]);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(runs.size).toBe(30);
      await first.close();
      await second.close();
      await other.destroy();
    });
  });
}
