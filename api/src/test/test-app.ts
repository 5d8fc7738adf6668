import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { TokenClaims } from '@portal/shared/contract';
import { buildApp, type BuildAppOptions } from '../app.js';
import type { Actor, RequestContext } from '../context/service-context.js';
import { createAppContext } from '../plugins/context.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createDatabase, type DatabaseDialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrator.js';
import type { Database } from '../db/schema.js';
import { seedDemoData } from '../seed/demo-data.js';

export const TEST_JWT_SECRET = 'test-secret-for-the-portal-api-tests-0123456789';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (then an unreachable server fails the tests). */
export function testDialects(): DatabaseDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  dialect: DatabaseDialect;
  db: Kysely<Database>;
  dataDir: string;
  /** Set for PostgreSQL: the schema created for this suite. */
  schema?: string;
  /** Another connection to the same database (e.g. to check migrations twice). */
  reopen(): Kysely<Database>;
  /**
   * Runs `work` under the test-schema lock: for anything that reads the catalogue across schemas
   * (Kysely's migrator and introspection), which fails when another test file drops its schema meanwhile.
   */
  withSchemaLock<T>(work: () => Promise<T>): Promise<T>;
  cleanup(): Promise<void>;
}

/** Any constant: the advisory-lock key every test file takes around creating, migrating and dropping its schema. */
const TEST_SCHEMA_LOCK = 4_242_001;

/**
 * Serialises catalogue-wide work between test files running at once on one PostgreSQL: Kysely's migrator
 * lists the tables of every schema (and resolves each by name), so another file's DROP SCHEMA in the middle
 * fails it with "schema test_... does not exist". A session-level advisory lock on a connection of its own.
 */
async function withPostgresSchemaLock<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEST_SCHEMA_LOCK]);
    return await work(client);
  } finally {
    // Closing the session releases the lock too; unlocking first keeps the release independent of end().
    await client.query('select pg_advisory_unlock($1)', [TEST_SCHEMA_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** A fresh, migrated database: a temporary SQLite file or a fresh PostgreSQL schema. */
export async function createTestDatabase(dialect: DatabaseDialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  const removeDir = (): void => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const options = { sqliteFile: join(dataDir, 'portal.sqlite') };
    const db = createDatabase(options);
    await migrateToLatest(db);
    return {
      dialect,
      db,
      dataDir,
      reopen: () => createDatabase(options),
      withSchemaLock: (work) => work(),
      cleanup: async () => {
        await db.destroy();
        removeDir();
      },
    };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const withSchemaLock = <T>(work: () => Promise<T>): Promise<T> => withPostgresSchemaLock(databaseUrl, work);
  const options = { databaseUrl, sqliteFile: '', searchPath: schema };
  const db = createDatabase(options);
  await withPostgresSchemaLock(databaseUrl, async (client) => {
    await client.query(`CREATE SCHEMA "${schema}"`);
    await migrateToLatest(db);
  });
  return {
    dialect,
    db,
    dataDir,
    schema,
    reopen: () => createDatabase(options),
    withSchemaLock,
    cleanup: async () => {
      await db.destroy();
      await withPostgresSchemaLock(databaseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      removeDir();
    },
  };
}

export function testConfig(dataDir: string, overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PORTAL_ROOT: join(dataDir, 'no-portal'),
    // Digests are driven by the tests that test them (enqueueDueDigests with a fixed clock), not by a timer.
    DIGEST_CHECK_MS: '0',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  db: Kysely<Database>;
  config: AppConfig;
}

export interface TestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Extra environment for loadConfig, e.g. PORTAL_ROOT. */
  env?: Record<string, string>;
  /** Hears every route the app registers (see BuildAppOptions.onRoute). */
  onRoute?: BuildAppOptions['onRoute'];
}

export async function createTestApp(dialect: DatabaseDialect, options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase(dialect);
  if (options.seed !== false) await seedDemoData(database.db, { dataDir: database.dataDir });
  const config = testConfig(database.dataDir, options.env);
  const app = await buildApp({ config, db: database.db, ...(options.onRoute ? { onRoute: options.onRoute } : {}) });
  await app.ready();
  return { app, database, db: database.db, config };
}

/**
 * Runs the suite once per test database with a fresh app (seeded with the demo data).
 * `context()` gives the suite's app and database inside tests.
 */
export function describeEachDatabase(
  title: string,
  suite: (context: () => TestContext) => void,
  options: TestAppOptions = {},
): void {
  for (const dialect of testDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let current: TestContext | undefined;
      beforeAll(async () => {
        current = await createTestApp(dialect, options);
      });
      afterAll(async () => {
        await current?.app.close();
        await current?.database.cleanup();
      });
      suite(() => {
        if (!current) throw new Error('The test app was not created (see the beforeAll error)');
        return current;
      });
    });
  }
}

export async function signIn(app: FastifyInstance, email: string, password = 'demo1234'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** A signed-in employee as the tests use it: the token, its claims and the Authorization header. */
export interface TestSession {
  token: string;
  claims: TokenClaims;
  customerId: number;
  employeeId: number;
  headers: { authorization: string };
}

/** Signs in through the API (demo@example.com: Nordhavn, two customers; anden@example.com: one). */
export async function signInAs(app: FastifyInstance, email: string, password = 'demo1234'): Promise<TestSession> {
  const token = await signIn(app, email, password);
  const claims = decodeClaims(token);
  return { token, claims, customerId: Number(claims.CustomerId), employeeId: Number(claims.EmployeeId), headers: bearer(token) };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Decodes a JWT payload without verifying it (the tests check what the server put in). */
export function decodeClaims(token: string): TokenClaims {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as TokenClaims;
}

/**
 * A service context on the test app, for tests that call a service directly: signed in for
 * `actor.customerId` (the rest of the actor plain defaults), with a fixed clock when `now` is given.
 */
export function serviceContext(app: FastifyInstance, actor: Partial<Actor> & { customerId: number }, now?: Date): RequestContext {
  const context = createAppContext(app, app.log);
  return {
    ...context,
    ...(now ? { now: () => new Date(now) } : {}),
    actor: { sessionId: 'test-session', employeeId: 0, name: 'Testperson', email: 'test@example.com', role: 'User', ...actor },
  };
}
