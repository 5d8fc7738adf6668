import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase } from '../../db/database.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { bearer, describeEachDatabase, signInAs, testConfig } from '../../test/test-app.js';
import { multipartBody, png, uploadToIssue } from '../../test/uploads.js';
import { seedIssueTestData } from '../issue/issue.test-data.js';

/** Operations: readiness names what is down; the metrics count what happened. */

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A loopback port nothing listens on (taken and released at once). */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The value of one sample line (`name{labels} value`) of the metrics text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((candidate) => {
    if (!candidate.startsWith(`${name}{`) && !candidate.startsWith(`${name} `)) return false;
    return wanted.every((pair) => candidate.includes(pair));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

// Top-level: the suites' SMTP_URL names it when they are declared.
const sink: SmtpSink = await startSmtpSink();
afterAll(async () => {
  await sink.close();
});

describeEachDatabase(
  'readiness and metrics',
  (context) => {
    it('/api/ready checks the database, the mail transport and the file store', async () => {
      const response = await context().app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', mail: 'ok', storage: 'ok' } });
      expect(response.headers['cache-control']).toBe('no-store');
      // Liveness stays what it was.
      expect((await context().app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    });

    it('/api/metrics needs the token', async () => {
      const { app } = context();
      const none = await app.inject('/api/metrics');
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ statusCode: 401, message: expect.stringContaining('METRICS_TOKEN') });
      expect((await app.inject({ url: '/api/metrics', headers: bearer('wrong-token') })).statusCode).toBe(401);
      // A session token is not the metrics token.
      const session = await signInAs(app, 'demo@example.com');
      expect((await app.inject({ url: '/api/metrics', headers: session.headers })).statusCode).toBe(401);
    });

    it('counts requests per route and status, uploads, mails, jobs and the pool', async () => {
      const { app, database } = context();
      const { data, base } = await seedIssueTestData(context());
      const headers = bearer(data.token);
      // Two answers of one route pattern with different paths share its label; a 404 has its status.
      await app.inject({ url: `/api/location/${data.customerId}/location/${data.site}`, headers });
      await app.inject({ url: `/api/location/${data.customerId}/location/${data.room}`, headers });
      await app.inject({ url: `/api/location/${data.customerId}/location/NO-SUCH`, headers });
      const upload = await uploadToIssue(app, data, data.openIssue.id, multipartBody([{ name: 'Tavle.png', content: png(8) }]));
      expect(upload.statusCode).toBe(201);
      // A bundle is a job that mails its link when done.
      const bundle = await app.inject({
        method: 'POST',
        url: `${base}/zipfile/${data.site}/false/false/true/false`,
        headers,
        payload: { IssueIds: [data.openIssue.id] },
      });
      expect(bundle.statusCode).toBe(202);
      await app.jobs.drain();

      const response = await app.inject({ url: '/api/metrics', headers: bearer(METRICS_TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      const route = '/api/location/:customerId/location/:code';
      expect(sample(text, 'portal_http_requests_total', { method: 'GET', route, status: '200' })).toBe(2);
      expect(sample(text, 'portal_http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
      expect(sample(text, 'portal_http_request_duration_seconds_count', { method: 'GET', route, status: '200' })).toBe(2);
      expect(text).not.toContain(`location/${data.site}`);
      expect(sample(text, 'portal_upload_files_total')).toBe(1);
      expect(sample(text, 'portal_upload_bytes_total')).toBe(png(8).length);
      expect(sample(text, 'portal_mails_total', { outcome: 'sent' })).toBe(1);
      expect(sink.received.length).toBeGreaterThan(0);
      expect(sample(text, 'portal_job_attempts_total', { outcome: 'done' })).toBe(1);
      expect(sample(text, 'portal_jobs', { status: 'done' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_jobs', { status: 'queued' })).toBe(0);
      if (database.dialect === 'postgres') {
        expect(sample(text, 'portal_db_pool_connections', { state: 'max' })).toBe(10);
        expect(sample(text, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      } else {
        expect(sample(text, 'portal_db_pool_connections')).toBeUndefined();
      }
    });
  },
  { env: { METRICS_TOKEN, SMTP_URL: sink.url } },
);

describe('readiness when a part is down', () => {
  it('answers 503 naming the mail transport when the SMTP server refuses connections', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-ready-'));
    const db = createDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
    const app = await buildApp({ config: testConfig(dataDir, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }), db });
    try {
      const response = await app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Not ready: mail down',
        down: ['mail'],
        checks: { database: 'ok', mail: 'down', storage: 'ok' },
      });
      // Why stays in the log: no address or system error in the answer.
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 naming the database when PostgreSQL is unreachable, and API calls get a 503 with Retry-After, not a 500', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-ready-'));
    const port = await closedPort();
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/nothing`;
    const db = createDatabase({ databaseUrl, sqliteFile: '' });
    const app = await buildApp({ config: testConfig(dataDir, { DATABASE_URL: databaseUrl }), db });
    try {
      const started = Date.now();
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'Not ready: database down', down: ['database'], checks: { database: 'down', mail: 'ok', storage: 'ok' } });
      const signIn = await app.inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email: 'demo@example.com', password: 'demo1234' } });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.headers['retry-after']).toBe('5');
      expect(signIn.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' });
      const dictionary = await app.inject('/api/resource/dictionary?culture=da-DK');
      expect([200, 503]).toContain(dictionary.statusCode);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('turns metrics off (404) without METRICS_TOKEN', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-ready-'));
    const db = createDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
    const app = await buildApp({ config: testConfig(dataDir), db });
    try {
      const response = await app.inject({ url: '/api/metrics', headers: bearer('anything') });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Metrics are not enabled (set METRICS_TOKEN)' });
    } finally {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
