/**
 * Two API processes behind one address, as `docker-compose up --scale api=2` or any load balancer
 * would run them (ADR 0018): real processes (src/main.ts through tsx) on one
 * PostgreSQL database and one S3 store (s3rver), mailing to a real SMTP sink. What one process
 * accepts, the other must honour: files, bundles, sign-in limits, logouts and password changes.
 * `npm run test:scale-out`; needs TEST_DATABASE_URL (SQLite is one process by design, ADR 2).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { DEMO_EMPLOYEE } from '../../seed/demo-document.js';
import { ApiProcess, createPostgresDatabase, freePort, sleep } from '../api-process.js';
import { startS3Server, type S3TestServer } from '../s3-server.js';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../smtp-sink.js';
import { decodeClaims } from '../test-app.js';

const PUBLIC_URL = 'http://scale-out.test';
const BUCKET = 'portal-scale-out';

function png(): Buffer {
  const image = new PNG({ width: 32, height: 32 });
  image.data.fill(0x5a);
  return PNG.sync.write(image);
}

/** A link the API made (relative for pages, on PUBLIC_URL in mails) as reached through one process. */
const through = (process: ApiProcess, link: string): string => (link.startsWith('/') ? `${process.base}${link}` : link.replace(PUBLIC_URL, process.base));

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL and one S3 store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-scale-out-'));
  let s3: S3TestServer | undefined;
  let sink: SmtpSink | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let db: Kysely<Database> | undefined;
  const processes: ApiProcess[] = [];
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    [s3, sink, database] = await Promise.all([startS3Server(), startSmtpSink(), createPostgresDatabase('scale_out')]);
    db = createDatabase({ databaseUrl: database.url, sqliteFile: '' });
    const shared = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      ...s3.env(BUCKET),
      // What every process must share: the signing secret (tokens, download links).
      JWT_SECRET: 'scale-out-test-secret-0123456789-0123456789',
      SMTP_URL: sink.url,
      PUBLIC_URL,
      JOB_POLL_MS: '200',
      // The demo subscriptions' digests would land in the sink these tests count (digests-once.test.ts covers them).
      DIGEST_CHECK_MS: '0',
    };
    // Each process has its own DATA_DIR: nothing is shared through the disk.
    const env = (name: string, extra: Record<string, string>) => ({ ...shared, DATA_DIR: join(dataDir, name), ...extra });
    a = new ApiProcess(await freePort(), env('a', { DEMO_DATA: 'auto' }), join(dataDir, 'a.log'));
    b = new ApiProcess(await freePort(), env('b', { DEMO_DATA: '0' }), join(dataDir, 'b.log'));
    processes.push(a, b);
    // One after the other: the first seeds the empty database (and the demo files into the bucket).
    await a.start();
    await b.start();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await db?.destroy();
    await sink?.close();
    await s3?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const signIn = async (server: ApiProcess, password: string = DEMO_EMPLOYEE.password) =>
    fetch(`${server.base}/api/authentication/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMPLOYEE.email, password }),
    });

  async function session(server: ApiProcess): Promise<{ token: string; customerId: string; headers: Record<string, string> }> {
    const response = await signIn(server);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    return { token, customerId: decodeClaims(token).CustomerId, headers: { authorization: `Bearer ${token}` } };
  }

  async function someIssue(customerId: string): Promise<{ id: number; code: string }> {
    const row = await db
      ?.selectFrom('issues')
      .innerJoin('locations', 'locations.id', 'issues.location_id')
      .select(['issues.id', 'locations.code'])
      .where('issues.customer_id', '=', Number(customerId))
      .where('issues.kind', '=', 'standard')
      .orderBy('issues.id')
      .executeTakeFirstOrThrow();
    if (!row) throw new Error('no issue');
    return row;
  }

  it('a file uploaded through one is downloaded through the other; a report rendered by one, too', async () => {
    const { customerId, headers } = await session(a);
    const issue = await someIssue(customerId);
    const content = png();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'tavle.png');
    const upload = await fetch(`${a.base}/api/issue/${customerId}/uploadFiles/${issue.id}/`, { method: 'PUT', headers, body: form });
    expect(upload.status).toBe(201);
    const { files } = (await upload.json()) as { files: { url: string; displayName: string }[] };
    const link = files.find((file) => file.displayName === 'tavle.png')?.url ?? '';
    expect(link.startsWith('/api/download/')).toBe(true);

    const download = await fetch(through(b, link));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    // The object is in the bucket, not on either process's disk.
    expect(existsSync(join(dataDir, 'a', 'files', 'customers'))).toBe(false);

    const report = await fetch(`${b.base}/api/issue/${customerId}/${issue.id}/${issue.code}/issueReport/pdf`, { headers });
    expect(report.status).toBe(200);
    const pdf = await fetch(through(a, ((await report.json()) as { url: string }).url));
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a bundle requested through one is built and mailed once, and its link works through the other', async () => {
    const { customerId, headers } = await session(a);
    const issue = await someIssue(customerId);
    const before = sink?.received.length ?? 0;
    const accepted = await fetch(`${a.base}/api/issue/${customerId}/zipfile/${issue.code}/true/false/true/false`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ IssueIds: [issue.id] }),
    });
    expect(accepted.status).toBe(202);

    const deadline = Date.now() + 30_000;
    while ((sink?.received.length ?? 0) === before && Date.now() < deadline) await sleep(100);
    // Both workers keep polling (every 200 ms): a second mail would come now.
    await sleep(2_000);
    const mails = sink?.received.slice(before) ?? [];
    expect(mails).toHaveLength(1);
    const jobs = await db?.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'issue-bundle').execute();
    expect(jobs).toEqual([{ status: 'done', attempts: 1 }]);

    const link = /http:\/\/scale-out\.test\/api\/download\/[A-Za-z0-9_.-]+\/[^\s]+/.exec(decodeQuotedPrintable(mails[0]?.raw ?? ''))?.[0] ?? '';
    expect(link).not.toBe('');
    for (const server of [a, b]) {
      const zip = await fetch(through(server, link));
      expect(zip.status).toBe(200);
      expect(Buffer.from(await zip.arrayBuffer()).subarray(0, 2).toString('latin1')).toBe('PK');
    }
  });

  it('sign-in limits hold across both: 20 wrong passwords through either, then 429 from both', async () => {
    // The per-IP-and-e-mail limit is 20 a minute (SIGN_IN_RATE_LIMIT), whichever process counts;
    // the sign-ins of the tests above counted too, so start from none.
    await db?.deleteFrom('rate_limits').execute();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await signIn(attempt % 2 === 0 ? a : b, 'wrong-password')).status).toBe(401);
    }
    expect((await signIn(a, 'wrong-password')).status).toBe(429);
    expect((await signIn(b)).status).toBe(429);
  });

  it('a logout through one is refused by the other at once (LISTEN/NOTIFY, not the 60 s recheck)', async () => {
    await db?.deleteFrom('rate_limits').execute();
    const { customerId, headers } = await session(a);
    const probe = () => fetch(`${b.base}/api/location/${customerId}/locations`, { headers });
    // B has the session cached as live now.
    const before = await probe();
    expect(before.status).not.toBe(401);
    const logout = await fetch(`${a.base}/api/authentication/logout`, { method: 'POST', headers });
    expect(logout.status).toBe(204);
    await sleep(300);
    expect((await probe()).status).toBe(401);
  });

  it('a membership removed in the database is refused by both at once (NOTIFY from a trigger, not the 60 s bound)', async () => {
    if (!db) throw new Error('no database');
    await db.deleteFrom('rate_limits').execute();
    const { token, customerId, headers } = await session(a);
    const employeeId = Number(decodeClaims(token).EmployeeId);
    const { code } = await someIssue(customerId);
    const urls = [`/api/location/${customerId}/locations`, `/api/issue/${customerId}/location/${code}/issues/2000-01-01/2100-01-01/NoAction`];
    // Twice through each process: the second answer comes from the membership and response caches.
    for (const server of [a, b]) for (const url of [...urls, ...urls]) expect((await fetch(`${server.base}${url}`, { headers })).status, url).toBe(200);
    const mine = db.selectFrom('memberships').selectAll().where('employee_id', '=', employeeId).where('customer_id', '=', Number(customerId));
    const membership = await mine.execute();
    expect(membership).toHaveLength(1);
    // This test's own connection: neither process hears it except through PostgreSQL.
    await db.deleteFrom('memberships').where('employee_id', '=', employeeId).where('customer_id', '=', Number(customerId)).execute();
    try {
      await sleep(300);
      for (const server of [a, b]) for (const url of urls) expect((await fetch(`${server.base}${url}`, { headers })).status, url).toBe(404);
    } finally {
      await db.insertInto('memberships').values(membership).execute();
    }
    for (const server of [a, b]) expect((await fetch(`${server.base}${urls[0]}`, { headers })).status).toBe(200);
  });

  // Last: it changes the demo password the tests above sign in with.
  it("a password change through one ends the person's other sessions in the other at once, and keeps its own", async () => {
    await db?.deleteFrom('rate_limits').execute();
    const here = await session(a);
    const there = await session(b);
    const probe = (server: ApiProcess, headers: Record<string, string>) => fetch(`${server.base}/api/location/${here.customerId}/locations`, { headers });
    // B has its session cached as live now.
    expect((await probe(b, there.headers)).status).toBe(200);
    const changed = await fetch(`${a.base}/api/user/${here.customerId}/profile/password`, {
      method: 'POST',
      headers: { ...here.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: DEMO_EMPLOYEE.password, newPassword: 'Skalering-Kode-Ny-42' }),
    });
    expect(changed.status).toBe(204);
    await sleep(300);
    expect((await probe(b, there.headers)).status).toBe(401);
    expect((await probe(a, there.headers)).status).toBe(401);
    for (const server of [a, b]) expect((await probe(server, here.headers)).status).toBe(200);
  });
});
