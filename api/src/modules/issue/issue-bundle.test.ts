import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { decodeQuotedPrintable, startSmtpSink } from '../../test/smtp-sink.js';
import { buildApp } from '../../app.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { multipartBody, png, uploadToIssue } from '../../test/uploads.js';
import { queueFullMessage } from './issue-bundle.service.js';
import { seedIssueTestData, type IssueTestData } from './issue.test-data.js';

/** A real SMTP server in the test: the bundle mail travels through nodemailer over SMTP. */
const sink = await startSmtpSink();
const { received } = sink;
afterAll(() => sink.close());

const PUBLIC_URL = 'http://portal.test';

/** Entry name -> uncompressed size of a zip. */
function zipEntries(buffer: Buffer): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, number>();
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry.uncompressedSize);
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describeEachDatabase(
  'issues: report bundle by e-mail',
  (context) => {
    let data: IssueTestData;
    let base: string;

    beforeAll(async () => {
      ({ data, base } = await seedIssueTestData(context()));
      const upload = await uploadToIssue(context().app, data, data.openIssue.id, multipartBody([{ name: 'Foto.png', content: png(3), type: 'image/png' }]));
      expect(upload.statusCode).toBe(201);
    });

    it('accepts at once, builds the zip in the background and mails a link to the signed-in employee', async () => {
      const { app } = context();
      const before = received.length;
      const response = await app.inject({
        method: 'POST',
        url: `${base}/zipfile/${data.site}/true/true/true/true`,
        headers: bearer(data.token),
        payload: { IssueIds: [data.openIssue.id, data.completedIssue.id], email: 'someone@else.example', name: 'Someone' },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
      await app.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.length).toBe(before + 1);
      const mail = received[received.length - 1];
      expect(mail?.to).toEqual([data.claims.EmployeeEmail]);
      const text = decodeQuotedPrintable(mail?.raw ?? '');
      expect(text).toContain('7 dage');
      const link = /http:\/\/portal\.test\/api\/download\/[A-Za-z0-9_.-]+\/[^\s]+/.exec(text)?.[0];
      expect(link).toBeDefined();
      expect(mail?.raw).not.toMatch(/Content-Disposition: attachment/i);

      const zip = await app.inject({ url: new URL(link ?? '').pathname });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toMatch(/^attachment;/);
      const entries = await zipEntries(zip.rawPayload);
      const open = data.openIssue.number;
      const completed = data.completedIssue.number;
      expect(entries.get(`${open}/filer/Foto.png`)).toBeGreaterThan(0);
      expect(entries.get(`${open}/Fejlrapport-${open}.pdf`)).toBeGreaterThan(0);
      expect([...entries.keys()].some((name) => name.startsWith(`${open}/Servicerapport-`))).toBe(true);
      expect([...entries.keys()].some((name) => name.startsWith(`${open}/Kontrolskema-`))).toBe(true);
      expect(entries.get(`${completed}/Fejlrapport-${completed}.pdf`)).toBeGreaterThan(0);
      for (const size of entries.values()) expect(size).toBeGreaterThan(0);
    });

    it('includes only what the flags select', async () => {
      const { app } = context();
      const before = received.length;
      const response = await app.inject({
        method: 'POST',
        url: `${base}/zipfile/${data.room}/false/false/true/false`,
        headers: bearer(data.token),
        payload: { IssueIds: [data.openIssue.id] },
      });
      expect(response.statusCode).toBe(202);
      await app.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.length).toBe(before + 1);
      const link = /http:\/\/portal\.test\/api\/download\/[A-Za-z0-9_.-]+\/[^\s]+/.exec(decodeQuotedPrintable(received[received.length - 1]?.raw ?? ''))?.[0];
      const entries = await zipEntries((await app.inject({ url: new URL(link ?? '').pathname })).rawPayload);
      expect([...entries.keys()]).toEqual([`${data.openIssue.number}/Fejlrapport-${data.openIssue.number}.pdf`]);
    });

    it('keeps accepted bundles in the jobs table: a new app on the same database sends them after a restart', async () => {
      const { app, db, config } = context();
      const before = received.length;
      // Stop the worker (as a crash would), then accept a bundle: the row waits.
      await app.jobs.close();
      const response = await app.inject({
        method: 'POST',
        url: `${base}/zipfile/${data.site}/false/false/true/false`,
        headers: bearer(data.token),
        payload: { IssueIds: [data.openIssue.id] },
      });
      expect(response.statusCode).toBe(202);
      const queued = await db.selectFrom('jobs').selectAll().where('status', '=', 'queued').execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]?.owner).toBe(data.claims.EmployeeEmail.toLowerCase());

      const restarted = await buildApp({ config, db });
      await restarted.ready();
      try {
        await restarted.jobs.drain();
        await vi.waitFor(() => expect(received.length).toBe(before + 1));
        const bundleId = (JSON.parse(queued[0]?.payload ?? '{}') as { bundleId: string }).bundleId;
        expect(received[received.length - 1]?.raw).toContain(`Message-ID: <bundle-${bundleId}@portal.test>`);
        const row = await db.selectFrom('jobs').selectAll().where('id', '=', queued[0]?.id ?? 0).executeTakeFirstOrThrow();
        expect([row.status, row.step, row.attempts]).toEqual(['done', 'mailing', 1]);
        expect(await restarted.files.exists(`bundles/${bundleId}.zip`)).toBe(true);
      } finally {
        await restarted.close();
      }
    });

    it(`caps each employee's waiting bundles at BUNDLE_QUEUE_LIMIT with a 429 the UI can show`, async () => {
      const { app, db } = context();
      await app.jobs.close();
      await db.deleteFrom('jobs').execute();
      const post = () =>
        app.inject({
          method: 'POST',
          url: `${base}/zipfile/${data.site}/false/false/true/false`,
          headers: bearer(data.token),
          payload: { IssueIds: [data.openIssue.id] },
        });
      for (let index = 0; index < 5; index += 1) expect((await post()).statusCode).toBe(202);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: queueFullMessage(5) });
      expect(await db.selectFrom('jobs').select('id').execute()).toHaveLength(5);
      // Once one is sent, the employee may ask again.
      const first = await db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow();
      await db.updateTable('jobs').set({ status: 'done', finished: new Date().toISOString() }).where('id', '=', first.id).execute();
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(429);
    });

    it('validates the request', async () => {
      const { app } = context();
      const post = (path: string, payload: object) => app.inject({ method: 'POST', url: `${base}/zipfile/${path}`, headers: bearer(data.token), payload });
      expect((await post(`${data.site}/true/true/true/true`, { IssueIds: [] })).statusCode).toBe(400);
      expect((await post(`${data.site}/true/true/true/true`, {})).statusCode).toBe(400);
      expect((await post(`${data.site}/yes/true/true/true`, { IssueIds: [data.openIssue.id] })).statusCode).toBe(400);
      expect((await post(`${data.site}/true/true/true/true`, { IssueIds: [data.otherCustomerIssue] })).statusCode).toBe(404);
      expect((await post(`${data.elsewhere}/true/true/true/true`, { IssueIds: [data.openIssue.id] })).statusCode).toBe(404);
      expect((await post(`${data.otherCustomerLocation}/true/true/true/true`, { IssueIds: [data.openIssue.id] })).statusCode).toBe(404);
      const unauthenticated = await app.inject({ method: 'POST', url: `${base}/zipfile/${data.site}/true/true/true/true`, payload: { IssueIds: [data.openIssue.id] } });
      expect(unauthenticated.statusCode).toBe(401);
    });
  },
  { env: { SMTP_URL: sink.url, PUBLIC_URL } },
);
