import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sleep } from '../test/api-process.js';
import { describeEachDatabase, signInAs, type TestSession } from '../test/test-app.js';
import { createMembershipCache } from './membership-cache.js';

/**
 * The guard's membership cache (ADR 0021) on both databases, with the PostgreSQL change listener
 * running (DATABASE_URL set, as in production): answers are kept, and a membership removed by any
 * writer is a 404 on the next request.
 */
const env: Record<string, string> = process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {};

describeEachDatabase(
  'membership cache',
  (context) => {
    const RANGE = '2000-01-01/2100-01-01';

    async function cachedSession(): Promise<{ session: TestSession; urls: string[] }> {
      const { app, db } = context();
      const session = await signInAs(app, 'anden@example.com');
      const site = await db.selectFrom('locations').select('code').where('customer_id', '=', session.customerId).where('parent_id', 'is', null).executeTakeFirstOrThrow();
      const urls = [
        `/api/location/${session.customerId}/locations`,
        `/api/location/${session.customerId}/location/${site.code}`,
        `/api/issue/${session.customerId}/location/${site.code}/issues/${RANGE}/NoAction`,
      ];
      // PostgreSQL: the cache is used once the listener is connected (a moment after the start).
      const deadline = Date.now() + 5_000;
      while (!app.memberships.isMember(session.employeeId, session.customerId)) {
        if (Date.now() > deadline) throw new Error('the membership was never cached');
        for (const url of urls) expect((await app.inject({ url, headers: session.headers })).statusCode, url).toBe(200);
        await sleep(50);
      }
      // Hits: membership from memory (and the list from the response cache).
      for (const url of urls) expect((await app.inject({ url, headers: session.headers })).statusCode, url).toBe(200);
      return { session, urls };
    }

    /** Removes the session's membership with `remove`, runs `check`, and puts the membership back. */
    async function withoutMembership(session: TestSession, remove: (db: Kysely<Database>) => Promise<unknown>, check: () => Promise<void>) {
      const { db } = context();
      const mine = db.selectFrom('memberships').selectAll().where('employee_id', '=', session.employeeId).where('customer_id', '=', session.customerId);
      const membership = await mine.execute();
      expect(membership).toHaveLength(1);
      await remove(db);
      try {
        expect(await mine.execute()).toHaveLength(0);
        await check();
      } finally {
        await db.insertInto('memberships').values(membership).execute();
      }
    }

    it('keeps the answer: the next requests of the member do not read it again', async () => {
      const { app } = context();
      const { session } = await cachedSession();
      expect(app.memberships.isMember(session.employeeId, session.customerId)).toBe(true);
      expect(app.memberships.isMember(session.employeeId, session.customerId + 1_000_000)).toBe(false);
    });

    it('a membership deleted through this process (any statement of its database) is a 404 on the next request', async () => {
      const { app } = context();
      const { session, urls } = await cachedSession();
      await withoutMembership(
        session,
        (db) => db.deleteFrom('memberships').where('employee_id', '=', session.employeeId).where('customer_id', '=', session.customerId).execute(),
        async () => {
          for (const url of urls) expect((await app.inject({ url, headers: session.headers })).statusCode, url).toBe(404);
        },
      );
      for (const url of urls) expect((await app.inject({ url, headers: session.headers })).statusCode, url).toBe(200);
    });

    it('a membership deleted through another connection (the import CLI, psql, another API process) is a 404', async () => {
      const { app, database } = context();
      const { session, urls } = await cachedSession();
      const other = database.reopen();
      try {
        await withoutMembership(
          session,
          () => other.deleteFrom('memberships').where('employee_id', '=', session.employeeId).where('customer_id', '=', session.customerId).execute(),
          async () => {
            if (database.dialect === 'postgres') {
              // Heard through NOTIFY, which arrives on its own connection a moment after the commit.
              await expect.poll(async () => (await app.inject({ url: urls[0] ?? '', headers: session.headers })).statusCode, { timeout: 2_000, interval: 20 }).toBe(404);
            }
            // SQLite: the connection's data_version has moved; it is read once per event-loop turn (a
            // commit by another process cannot be ordered inside one), so from the next turn on.
            await new Promise((resolve) => setImmediate(resolve));
            for (const url of urls) expect((await app.inject({ url, headers: session.headers })).statusCode, url).toBe(404);
          },
        );
      } finally {
        await other.destroy();
      }
    });

    it('does not keep an answer read before a change (a removal racing the read)', () => {
      const { app, db } = context();
      const cache = createMembershipCache(db, { maxAgeMs: 60_000, listening: () => true });
      try {
        const before = cache.generation();
        cache.forget();
        cache.remember(1, 2, before);
        expect(cache.isMember(1, 2)).toBe(false);
        cache.remember(1, 2, cache.generation());
        expect(cache.isMember(1, 2)).toBe(true);
        expect(app.memberships).not.toBe(cache);
      } finally {
        cache.close();
      }
    });

    it('trusts an answer at most maxAgeMs', () => {
      const { db } = context();
      let now = 1_000;
      const cache = createMembershipCache(db, { maxAgeMs: 500, listening: () => true, now: () => now });
      try {
        cache.remember(1, 2, cache.generation());
        expect(cache.isMember(1, 2)).toBe(true);
        now += 500;
        expect(cache.isMember(1, 2)).toBe(false);
      } finally {
        cache.close();
      }
    });
  },
  { env },
);
