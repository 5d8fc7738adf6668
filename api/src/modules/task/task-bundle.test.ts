import { afterAll, beforeAll, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { decodeQuotedPrintable, startSmtpSink } from '../../test/smtp-sink.js';
import { fixtures } from '../../test/fixtures.js';
import { auditEntries } from '../../test/restricted-user.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { multipartBody, multipartHeaders, png } from '../../test/uploads.js';
import { seedTaskTestData, type TaskTestData } from './task.test-data.js';

/** A real SMTP server in the test: the bundle mail travels through nodemailer over SMTP. */
const sink = await startSmtpSink();
const { received } = sink;
afterAll(() => sink.close());

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
  'tasks: report bundle by e-mail',
  (context) => {
    let data: TaskTestData;
    let base: string;
    const post = (path: string, payload: object) =>
      context().app.inject({ method: 'POST', url: `${base}/zipfile/${path}`, headers: bearer(data.token), payload });

    /** Drains the queue and answers the entries of the zip the newest mail links to. */
    async function mailedZip(before: number): Promise<Map<string, number>> {
      const { app } = context();
      await app.jobs.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.length).toBe(before + 1);
      const mail = received[received.length - 1];
      expect(mail?.to).toEqual([data.claims.EmployeeEmail]);
      const text = decodeQuotedPrintable(mail?.raw ?? '');
      expect(text).toContain('eftersyn er samlet i en zip-fil');
      const link = /http:\/\/portal\.test\/api\/download\/[A-Za-z0-9_.-]+\/[^\s]+/.exec(text)?.[0];
      const zip = await app.inject({ url: new URL(link ?? '').pathname });
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      return zipEntries(zip.rawPayload);
    }

    beforeAll(async () => {
      ({ data, base } = await seedTaskTestData(context()));
      const upload = await context().app.inject({
        method: 'POST',
        url: `${base}/tasks/${data.completedTask.id}/uploadFiles`,
        headers: { ...bearer(data.token), ...multipartHeaders() },
        payload: multipartBody([{ name: 'Foto.png', content: png(3) }]),
      });
      expect(upload.statusCode).toBe(201);
    });

    it('accepts at once, builds the zip in the background and mails a link to the signed-in employee', async () => {
      const before = received.length;
      const response = await post(`${data.site}/true/true/true/true`, { TaskIds: [data.completedTask.id, data.overdueTask.id], email: 'someone@else.example', name: 'X' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
      const entries = await mailedZip(before);
      const folder = data.completedTask.number;
      expect(entries.get(`${folder}/filer/Foto.png`)).toBeGreaterThan(0);
      expect([...entries.keys()].some((name) => name.startsWith(`${folder}/Servicerapport-`))).toBe(true);
      expect([...entries.keys()].some((name) => name.startsWith(`${folder}/Kontrolskema-`))).toBe(true);
      expect([...entries.keys()].some((name) => name.startsWith(`${folder}/Fejlrapport-`))).toBe(true);
      // The overdue task has nothing to bundle; no entry names it.
      expect([...entries.keys()].some((name) => name.startsWith(`${data.overdueTask.number}/`))).toBe(false);
      for (const size of entries.values()) expect(size).toBeGreaterThan(0);
      // The audit trail (ADR 0031): the request, at the location, naming the tasks.
      const audit = (await auditEntries(context().db, data.customerId, { action: 'bundle.request', subject: '2 task report(s)' })).filter((entry) =>
        entry.details?.includes(data.completedTask.number),
      );
      expect(audit).toEqual([
        expect.objectContaining({ actor_name: data.claims.EmployeeName, location_id: data.locationIds.site, details: expect.stringContaining(data.completedTask.number) }),
      ]);
    });

    it('bundles every task of the selected installations, with only what the flags select', async () => {
      const before = received.length;
      const response = await post(`${data.room}/false/true/false/false`, { TaskIds: [], InstallationIds: [data.installationId] });
      expect(response.statusCode).toBe(202);
      const entries = await mailedZip(before);
      expect([...entries.keys()]).toEqual([expect.stringMatching(new RegExp(`^${data.completedTask.number}/Servicerapport-.*\\.pdf$`))]);
    });

    it('takes units picked on /enheder whatever their history: one without inspections adds nothing, only such units are a 400', async () => {
      const { db } = context();
      const room = await db.selectFrom('locations').select('id').where('code', '=', data.room).executeTakeFirstOrThrow();
      const quiet = await fixtures(db).installation(data.customerId, room.id, { name: 'Nyt anlæg uden eftersyn' });
      const before = received.length;
      const response = await post(`${data.site}/false/true/false/false`, { TaskIds: [], InstallationIds: [quiet, data.installationId] });
      expect(response.statusCode, response.body).toBe(202);
      const entries = await mailedZip(before);
      expect([...entries.keys()]).toEqual([expect.stringMatching(new RegExp(`^${data.completedTask.number}/Servicerapport-.*\\.pdf$`))]);

      const nothing = await post(`${data.site}/true/true/true/true`, { TaskIds: [], InstallationIds: [quiet] });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json<{ message: string }>().message).toBe('The selected units have no inspections, so there are no reports to send');
      // A unit of the customer outside the location is still a 404.
      const elsewhere = await db.selectFrom('locations').select('id').where('code', '=', data.elsewhere).executeTakeFirstOrThrow();
      const away = await fixtures(db).installation(data.customerId, elsewhere.id, { name: 'Andetsteds' });
      const outside = await post(`${data.site}/true/true/true/true`, { TaskIds: [], InstallationIds: [away] });
      expect(outside.statusCode).toBe(404);
      expect(outside.json<{ message: string }>().message).toBe(`The installations ${away} do not exist at this location`);
    });

    it('validates the request: nothing selected, bad flags, ids of another customer or outside the location', async () => {
      const { app } = context();
      expect((await post(`${data.site}/true/true/true/true`, { TaskIds: [] })).statusCode).toBe(400);
      expect((await post(`${data.site}/true/true/true/true`, {})).statusCode).toBe(400);
      expect((await post(`${data.site}/yes/true/true/true`, { TaskIds: [data.completedTask.id] })).statusCode).toBe(400);
      expect((await post(`${data.site}/true/true/true/true`, { TaskIds: [data.otherCustomerTask] })).statusCode).toBe(404);
      expect((await post(`${data.elsewhere}/true/true/true/true`, { TaskIds: [data.completedTask.id] })).statusCode).toBe(404);
      expect((await post(`${data.elsewhere}/true/true/true/true`, { TaskIds: [], InstallationIds: [data.installationId] })).statusCode).toBe(404);
      expect((await post(`${data.otherCustomerLocation}/true/true/true/true`, { TaskIds: [data.completedTask.id] })).statusCode).toBe(404);
      // Refused requests write no audit entry: only the accepted ones above that name the completed task.
      const entries = await context().db.selectFrom('audit_log').select('id').where('customer_id', '=', data.customerId).where('action', '=', 'bundle.request').where('details', 'like', `%${data.completedTask.number.split('-')[1]}%`).execute();
      expect(entries).toHaveLength(3);
      const unauthenticated = await app.inject({ method: 'POST', url: `${base}/zipfile/${data.site}/true/true/true/true`, payload: { TaskIds: [data.completedTask.id] } });
      expect(unauthenticated.statusCode).toBe(401);
    });
  },
  { env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://portal.test' } },
);
