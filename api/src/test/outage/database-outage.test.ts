import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { TEMPORARILY_UNAVAILABLE_MESSAGE } from '../../db/database-errors.js';
import { createDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/migrator.js';
import type { Database } from '../../db/schema.js';
import { seedDemoData } from '../../seed/demo-data.js';
import { decodeClaims, testConfig } from '../test-app.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../throwaway-postgres.js';

/**
 * PostgreSQL stops for 10 s under light load (a cluster of this test's own,
 * test/throwaway-postgres.ts). Meanwhile every request gets an answer quickly, a 200 or a clear 503 with
 * Retry-After (never a 500, never a hang), and /api/ready says the database is down; within 5 s of the
 * database's return the same process serves again, without a restart.
 */

const OUTAGE_MS = 10_000;
const RECOVERY_LIMIT_MS = 5_000;
/** No answer may take longer (the pool's connect timeout is 5 s; the request timeout is 10 minutes). */
const ANSWER_LIMIT_MS = 6_000;

interface Outcome {
  at: number;
  what: string;
  status: number | 'no answer';
  ms: number;
  body: string;
  retryAfter: string | null;
}

let cluster: ThrowawayPostgres;
let db: Kysely<Database>;
let app: FastifyInstance;
let base: string;
let dataDir: string;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-outage-'));
  db = createDatabase({ databaseUrl: cluster.url, sqliteFile: '' });
  await migrateToLatest(db);
  await seedDemoData(db, { dataDir });
  // Sessions read from the database on every request: the outage is felt by every call.
  app = await buildApp({ config: testConfig(dataDir, { DATABASE_URL: cluster.url, SESSION_RECHECK_SECONDS: '0' }), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(what: string, path: string, init: RequestInit = {}): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    return { at: started, what, status: response.status, ms: Date.now() - started, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { at: started, what, status: 'no answer', ms: Date.now() - started, body: String(error), retryAfter: null };
  }
}

const signIn = () =>
  call('sign-in', '/api/authentication/authenticate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it(
  'answers 503 quickly while PostgreSQL is stopped for 10 s and serves again within 5 s of its return',
  async () => {
    const first = await signIn();
    expect(first.status).toBe(200);
    const { token } = JSON.parse(first.body) as { token: string };
    const customerId = Number(decodeClaims(token).CustomerId);
    const auth = { authorization: `Bearer ${token}` };
    const locations = () => call('locations', `/api/location/${customerId}/locations`, { headers: auth });
    const customers = () => call('customers', `/api/employee/${decodeClaims(token).EmployeeId}/customers`, { headers: auth });

    // Light load: a client each for the tree, the customer list and sign-ins, each calling again when answered.
    const outcomes: Outcome[] = [];
    let running = true;
    const client = async (request: () => Promise<Outcome>, pauseMs: number) => {
      while (running) {
        outcomes.push(await request());
        await sleep(pauseMs);
      }
    };
    const clients = [client(locations, 100), client(customers, 100), client(signIn, 500)];

    await sleep(1_500);
    const stoppedAt = Date.now();
    await cluster.stop();
    await sleep(OUTAGE_MS / 2);
    const readyDuring = await call('ready', '/api/ready');
    await sleep(stoppedAt + OUTAGE_MS - Date.now());
    await cluster.start();
    const restartedAt = Date.now();

    // The first moment after the restart from which every client's calls succeed.
    let recoveredAt: number | undefined;
    while (Date.now() - restartedAt < 15_000) {
      const round = await Promise.all([locations(), customers(), signIn(), call('ready', '/api/ready')]);
      if (round.every((outcome) => outcome.status === 200)) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    await sleep(1_000);
    running = false;
    await Promise.all(clients);

    const during = outcomes.filter((outcome) => outcome.at > stoppedAt + 500 && outcome.at < restartedAt);
    const after = outcomes.filter((outcome) => recoveredAt !== undefined && outcome.at > recoveredAt);
    const describe = (list: Outcome[]) => list.map((o) => `${o.what} ${o.status} ${o.ms} ms ${o.body.slice(0, 120)}`);

    // Every call got an answer, quickly: 200 or 503, never a 500 or a hang.
    expect(describe(outcomes.filter((o) => o.status !== 200 && o.status !== 503))).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(ANSWER_LIMIT_MS);
    // The outage was felt, and said clearly.
    const unavailable = during.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(10);
    for (const outcome of unavailable) {
      expect(JSON.parse(outcome.body)).toEqual({ statusCode: 503, error: 'Service Unavailable', message: TEMPORARILY_UNAVAILABLE_MESSAGE });
      expect(outcome.retryAfter).toBe('5');
    }
    expect(new Set(unavailable.map((o) => o.what))).toEqual(new Set(['locations', 'customers', 'sign-in']));
    expect(readyDuring.status).toBe(503);
    expect(JSON.parse(readyDuring.body)).toMatchObject({ down: ['database'], checks: { database: 'down' } });

    // Back within 5 s of the database, in the same process.
    expect(recoveredAt, 'the API served again').toBeDefined();
    expect((recoveredAt ?? Infinity) - restartedAt).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect(after.length).toBeGreaterThan(3);
    expect(describe(after.filter((o) => o.status !== 200))).toEqual([]);
    console.log(
      `outage: ${during.length} calls during (${unavailable.length} × 503, slowest ${Math.max(...during.map((o) => o.ms))} ms); ` +
        `serving again ${(recoveredAt ?? 0) - restartedAt} ms after PostgreSQL was back`,
    );
  },
  90_000,
);
