import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { seedDemoData } from '../seed/demo-data.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/test-app.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shared rate-limit store exists for PostgreSQL only (SQLite: one process, the plugin's memory store). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits shared on PostgreSQL', () => {
  let database: TestDatabase;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemoData(database.db, {});
    // Two API instances on one database, as behind a load balancer.
    apps = await Promise.all([0, 1].map(async () => buildApp({ config: testConfig(database.dataDir), db: database.db })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.cleanup();
  });

  it('counts sign-ins through two app instances against one limit (429 after 20, whichever instance)', async () => {
    const payload = { email: 'shared-limit@example.com', password: 'wrong' };
    const attempt = (index: number) =>
      (apps[index % 2] as FastifyInstance).inject({ method: 'POST', url: '/api/authentication/authenticate', payload, remoteAddress: '10.9.0.1' });
    for (let index = 0; index < 20; index++) expect((await attempt(index)).statusCode).toBe(401);
    expect((await attempt(20)).statusCode).toBe(429);
    expect((await attempt(21)).statusCode).toBe(429);
  });

  it('counts atomically under concurrent hits and starts a new window when one ends', async () => {
    const Store = postgresRateLimitStore(database.db);
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/test' } } as never);
    const hit = (windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('10.9.0.2', (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), windowMs, 5),
      );
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(800)));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(results.every((result) => result.ttl > 0 && result.ttl <= 800)).toBe(true);
    await sleep(900);
    expect((await hit(800)).current).toBe(1);
  });
});
