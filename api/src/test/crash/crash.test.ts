/**
 * The crash test (`npm run test:crash`, a short form in `npm test`): a real
 * API process (src/main.ts through tsx) on a SQLite file, and on a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set, under a mixed load of status updates, uploads and bundle requests, is
 * killed with SIGKILL at random moments CRASH_KILLS times (default 5) and restarted. Then:
 * the database is intact, every acknowledged write is there, every accepted bundle was mailed once
 * (a real SMTP sink; a second mail only where the job records that the crash hit between the mail
 * and its commit, ADR 0014), and no orphan files are left (.part files, uploads or zips without rows).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseDialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { DEMO_EMPLOYEE } from '../../seed/demo-document.js';
import { ApiProcess, createPostgresDatabase, freePort, sleep } from '../api-process.js';
import { startSmtpSink, type SmtpSink } from '../smtp-sink.js';
import { decodeClaims, testDialects } from '../test-app.js';

const KILLS = Number(process.env.CRASH_KILLS ?? 5);
/** Load before each kill: a random time in this range (ms). */
const LIFE_MS: [number, number] = [1500, 4000];
const WORKERS = 4;
/**
 * Bundle requests per process life, at most: the backlog must drain within the final wait whatever the
 * machine's speed (a fast machine accepted over 500 bundles in a few seconds, which one job worker could
 * not finish in 90 s), and every life still has bundles in flight when it is killed.
 */
const BUNDLES_PER_LIFE = 30;
const PUBLIC_HOST = 'crash.test';

const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

/** A PNG of noise (does not compress): 40-250 KB, so an upload takes long enough to be cut off. */
function noisyPng(): Buffer {
  const size = 100 + Math.floor(Math.random() * 150);
  const png = new PNG({ width: size, height: size });
  randomBytes(png.data.length).copy(png.data);
  return PNG.sync.write(png, { deflateLevel: 0 });
}

interface Acknowledged {
  statuses: { issueId: number; comment: string }[];
  uploads: { issueId: number; name: string }[];
  bundles: number;
}

interface Target {
  dialect: DatabaseDialect;
  env: Record<string, string>;
  db: () => Kysely<Database>;
  cleanup: () => Promise<void>;
}

/** A throwaway database for the server: the SQLite file in DATA_DIR, or a new PostgreSQL database. */
async function createTarget(dialect: DatabaseDialect, dataDir: string): Promise<Target> {
  if (dialect === 'sqlite') {
    const db = createDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
    return { dialect, env: {}, db: () => db, cleanup: () => db.destroy() };
  }
  const database = await createPostgresDatabase('crash');
  const db = createDatabase({ databaseUrl: database.url, sqliteFile: '' });
  return {
    dialect,
    env: { DATABASE_URL: database.url },
    db: () => db,
    cleanup: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * One load worker until `stopped()`: 60 % status updates, 30 % uploads, 10 % bundle requests (each
 * bundle is a zip, PDFs and a mail: more would only lengthen the wait for the backlog) while the life's
 * `bundles.left` lasts, status updates after.
 */
async function loadWorker(
  base: string,
  token: string,
  customerId: string,
  issues: { id: number; code: string }[],
  acknowledged: Acknowledged,
  bundles: { left: number },
  stopped: () => boolean,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  while (!stopped()) {
    const issue = issues[Math.floor(Math.random() * issues.length)];
    if (!issue) return;
    const roll = Math.random();
    try {
      if (roll < 0.6 || (roll >= 0.9 && bundles.left <= 0)) {
        const comment = `crash test ${randomUUID()}`;
        const response = await fetch(`${base}/api/issue/${customerId}/updateStatus/${issue.id}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ IssueStatus: Math.random() < 0.5 ? 'Error' : 'Completed', Comment: comment }),
        });
        if (response.status === 200) acknowledged.statuses.push({ issueId: issue.id, comment });
        else await response.body?.cancel();
      } else if (roll < 0.9) {
        const form = new FormData();
        const name = `crash${randomBytes(4).toString('hex')}.png`;
        form.append('files', new Blob([new Uint8Array(noisyPng())], { type: 'image/png' }), name);
        const response = await fetch(`${base}/api/issue/${customerId}/uploadFiles/${issue.id}/`, { method: 'PUT', headers, body: form });
        if (response.status === 201) {
          const { files } = (await response.json()) as { files: { displayName: string }[] };
          for (const file of files) acknowledged.uploads.push({ issueId: issue.id, name: file.displayName });
        } else await response.body?.cancel();
      } else {
        bundles.left -= 1;
        const response = await fetch(`${base}/api/issue/${customerId}/zipfile/${issue.code}/true/false/true/false`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ IssueIds: [issue.id] }),
        });
        if (response.status === 202) acknowledged.bundles += 1;
        await response.body?.cancel();
      }
    } catch {
      // The server died mid-request: not acknowledged, so nothing to check.
      await sleep(50);
    }
  }
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function checkIntegrity(target: Target): Promise<void> {
  const db = target.db();
  if (target.dialect === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(integrity.rows.map((row) => row.integrity_check)).toEqual(['ok']);
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    return;
  }
  // Every B-tree index checked against its table (amcheck), when the server has the extension.
  const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'amcheck'`.execute(db);
  if (available.rows.length > 0) {
    await sql`create extension if not exists amcheck`.execute(db);
    const indexes = await sql<{ oid: number }>`
      select c.oid from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace where a.amname = 'btree' and n.nspname = current_schema()`.execute(db);
    for (const index of indexes.rows) await sql`select bt_index_check(${index.oid}::regclass, true)`.execute(db);
    expect(indexes.rows.length).toBeGreaterThan(0);
  }
  // And every table can be read to its end.
  for (const table of ['issues', 'issue_transactions', 'files', 'jobs'] as const) {
    await db.selectFrom(table).select(sql`count(*)`.as('count')).execute();
  }
}

for (const dialect of testDialects()) {
  describe(`crash test: ${KILLS} × kill -9 under load [${dialect}]`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
    let sink: SmtpSink | undefined;
    let target: Target | undefined;
    let server: ApiProcess | undefined;
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await sink?.close();
      await target?.cleanup();
      if (process.env.CRASH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no acknowledged write, mails every accepted bundle once and leaves no orphan files', async () => {
      const started = Date.now();
      sink = await startSmtpSink();
      target = await createTarget(dialect, dataDir);
      server = new ApiProcess(
        await freePort(),
        {
          ...target.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          JWT_SECRET: 'crash-test-secret-0123456789-0123456789',
          SMTP_URL: sink.url,
          PUBLIC_URL: `http://${PUBLIC_HOST}`,
          DEMO_DATA: 'auto',
          BUNDLE_QUEUE_LIMIT: '1000',
          JOB_LEASE_MS: '1500',
          JOB_POLL_MS: '250',
          // The demo subscriptions' digests would land in the sink that counts bundle mails (digests: ADR 0025's tests).
          DIGEST_CHECK_MS: '0',
        },
        join(dataDir, 'server.log'),
      );
      await server.start();
      const signIn = await fetch(`${server.base}/api/authentication/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMPLOYEE.email, password: DEMO_EMPLOYEE.password }),
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const customerId = decodeClaims(token).CustomerId;
      const db = target.db();
      const issues = (
        await db
          .selectFrom('issues')
          .innerJoin('locations', 'locations.id', 'issues.location_id')
          .select(['issues.id', 'locations.code'])
          .where('issues.customer_id', '=', Number(customerId))
          .where('issues.kind', '=', 'standard')
          .orderBy('issues.id')
          .limit(12)
          .execute()
      ).map((row) => ({ id: row.id, code: row.code }));
      expect(issues.length).toBeGreaterThan(2);

      const acknowledged: Acknowledged = { statuses: [], uploads: [], bundles: 0 };
      for (let kill = 0; kill <= KILLS; kill += 1) {
        let stop = false;
        const bundles = { left: BUNDLES_PER_LIFE };
        const workers = Array.from({ length: WORKERS }, () => loadWorker(server?.base ?? '', token, customerId, issues, acknowledged, bundles, () => stop));
        await sleep(between(LIFE_MS));
        if (kill < KILLS) {
          await server.stop('SIGKILL');
          stop = true;
          await Promise.all(workers);
          await server.start();
        } else {
          stop = true;
          await Promise.all(workers);
        }
      }

      // Let the last process finish every bundle (retried ones included), then shut it down.
      const unfinished = () =>
        db.selectFrom('jobs').select('id').where('status', 'in', ['queued', 'running']).execute();
      const deadline = Date.now() + 90_000;
      while ((await unfinished()).length > 0 && Date.now() < deadline) await sleep(250);
      expect(await unfinished()).toEqual([]);
      await sleep(300);
      await server.stop('SIGTERM');

      await checkIntegrity(target);

      // Every acknowledged status update is in the history.
      const transactions = await db.selectFrom('issue_transactions').select(['issue_id', 'comment']).where('comment', 'like', 'crash test %').execute();
      const stored = new Set(transactions.map((row) => `${row.issue_id}:${row.comment}`));
      expect(acknowledged.statuses.filter((update) => !stored.has(`${update.issueId}:${update.comment}`))).toEqual([]);

      // Every acknowledged upload has its row and its complete object.
      const filesRoot = join(dataDir, 'files');
      const rows = await db.selectFrom('files').select(['issue_id', 'display_name', 'storage_key', 'size']).where('storage_key', 'like', 'customers/%').execute();
      const byName = new Map(rows.map((row) => [`${row.issue_id}:${row.display_name}`, row]));
      expect(acknowledged.uploads.filter((upload) => !byName.has(`${upload.issueId}:${upload.name}`))).toEqual([]);
      for (const row of rows) expect(statSync(join(filesRoot, row.storage_key)).size).toBe(Number(row.size));

      // Every accepted bundle is a job, done, mailed once (twice only where the crash hit the mail).
      const jobs = await db.selectFrom('jobs').selectAll().where('kind', '=', 'issue-bundle').execute();
      expect(jobs.length).toBeGreaterThanOrEqual(acknowledged.bundles);
      expect(jobs.filter((job) => job.status !== 'done')).toEqual([]);
      const mails = new Map<string, number>();
      for (const message of sink.received) {
        const id = /^Message-ID:\s*<bundle-([0-9a-f-]+)@/im.exec(message.raw)?.[1] ?? 'unknown';
        mails.set(id, (mails.get(id) ?? 0) + 1);
      }
      const bundleIds = new Set<string>();
      let resent = 0;
      for (const job of jobs) {
        const { bundleId } = JSON.parse(job.payload) as { bundleId: string };
        bundleIds.add(bundleId);
        const count = mails.get(bundleId) ?? 0;
        if (job.step === 'resending') {
          resent += 1;
          expect(count, `bundle ${bundleId} (mail possibly sent before the crash)`).toBeGreaterThanOrEqual(1);
          expect(count).toBeLessThanOrEqual(2);
        } else {
          expect(count, `mails of bundle ${bundleId}`).toBe(1);
        }
      }
      expect([...mails.keys()].filter((id) => !bundleIds.has(id))).toEqual([]);

      // No orphans: no .part files, no upload without its row, no zip without its job.
      expect(filesUnder(join(filesRoot, '.tmp'))).toEqual([]);
      const keys = new Set(rows.map((row) => row.storage_key));
      const uploads = filesUnder(join(filesRoot, 'customers')).map((path) => relative(filesRoot, path).split(sep).join('/'));
      expect(uploads.filter((key) => !keys.has(key))).toEqual([]);
      const zips = filesUnder(join(filesRoot, 'bundles')).map((path) => relative(join(filesRoot, 'bundles'), path));
      expect(zips.filter((name) => !bundleIds.has(name.replace(/\.zip$/, '')))).toEqual([]);
      expect(zips).toHaveLength(jobs.length);

      console.log(
        `[${dialect}] ${KILLS} kills, ${server.starts} starts in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          `${acknowledged.statuses.length} status updates, ${acknowledged.uploads.length} uploads, ${acknowledged.bundles} bundles acknowledged; ` +
          `${jobs.length} bundle jobs, ${sink.received.length} mails (${sink.received.length - jobs.length} duplicates; ${resent} jobs retried after a crash while mailing); ` +
          `retried jobs: ${jobs.filter((job) => job.attempts > 1).length}`,
      );
      // The load really ran.
      expect(acknowledged.statuses.length).toBeGreaterThan(0);
      expect(acknowledged.uploads.length).toBeGreaterThan(0);
      expect(acknowledged.bundles).toBeGreaterThan(0);
    });
  });
}
