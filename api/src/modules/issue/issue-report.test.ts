import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { FaultReportResponse, IssueDetails, IssueRow, PortfolioOverview } from '@portal/shared/contract';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { pdf, multipartHeaders, photoWithGps, reportBody } from '../../test/uploads.js';
import { seedIssueTestData, type IssueTestData } from './issue.test-data.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describeEachDatabase('issues: a fault reported by the customer', (context) => {
  let data: IssueTestData;

  beforeAll(async () => {
    ({ data } = await seedIssueTestData(context()));
  });

  const report = (payload: Buffer, token = data.token) =>
    context().app.inject({ method: 'POST', url: `/api/issue/${data.customerId}/report`, headers: { ...bearer(token), ...multipartHeaders() }, payload });

  const valid = () => ({ installationReferenceCode: data.installationCode, description: 'Sirenen i kælderen hyler uden grund', urgency: 'critical', phone: '+45 12 34 56 78' });

  it('stores the report as Reported with the reporter in its history, the photo without EXIF and a thumbnail', async () => {
    const { app, db } = context();
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await report(reportBody(valid(), [{ name: 'Foto.jpg', content: photo }, { name: 'Attest.pdf', content: pdf() }]));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as FaultReportResponse;
    expect(created).toEqual({ issueId: expect.any(Number), number: `M-${created.issueId}`, status: 'Reported' });

    const issue = await db.selectFrom('issues').selectAll().where('id', '=', created.issueId).executeTakeFirstOrThrow();
    expect([issue.status, issue.urgency, issue.contact_phone, issue.description]).toEqual(['Reported', 'critical', '+45 12 34 56 78', 'Sirenen i kælderen hyler uden grund']);

    const files = await db.selectFrom('files').selectAll().where('issue_id', '=', created.issueId).orderBy('id').execute();
    expect(files.map((file) => [file.display_name, file.content_type])).toEqual([['Foto.jpg', 'image/jpeg'], ['Attest.pdf', 'application/pdf']]);
    const stored = await bytesOf(await app.files.get(files[0]?.storage_key ?? ''));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('PortalTestCam')).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([1200, 900]);
    expect(files[0]?.thumbnail_key).toMatch(/-thumb\.jpg$/);
    const thumbnail = await sharp(await bytesOf(await app.files.get(files[0]?.thumbnail_key ?? ''))).metadata();
    expect([thumbnail.format, thumbnail.width, thumbnail.height, thumbnail.exif]).toEqual(['jpeg', 320, 240, undefined]);
    expect(files[1]?.thumbnail_key).toBeNull();

    // At once in the current faults, with the reporter in the history.
    const list = await app.inject({ method: 'GET', url: `/api/issue/${data.customerId}/location/${encodeURIComponent(data.site)}/issues/2000-01-01/2099-12-31/active`, headers: bearer(data.token) });
    const row = (list.json() as IssueRow[]).find((candidate) => candidate.id === created.issueId);
    expect(row?.status).toBe('Reported');
    const details = await app.inject({ method: 'POST', url: `/api/issue/${data.customerId}/issue/${created.issueId}`, headers: { ...bearer(data.token), 'content-type': 'application/json' }, payload: JSON.stringify(data.site) });
    const history = (details.json() as IssueDetails).transactions;
    expect(history.map((entry) => [entry.statusPhrase, entry.comment])).toEqual([['Anmeldt', 'Sirenen i kælderen hyler uden grund']]);
    expect(history[0]?.person).toBe(data.claims.EmployeeName);
  });

  it('counts the report at once in the location counters and the portfolio aggregates (same transaction)', async () => {
    const { app, db } = context();
    const location = await db.selectFrom('installations').select('location_id').where('code', '=', data.installationCode).executeTakeFirstOrThrow();
    const counters = async () => Number((await sql<{ n: number }>`select open_issues as n from location_counters where location_id = ${location.location_id}`.execute(db)).rows[0]?.n);
    const openFaults = async () =>
      Number((await sql<{ n: number }>`select coalesce(sum(open_issues), 0) as n from location_open_faults where location_id = ${location.location_id}`.execute(db)).rows[0]?.n);
    const overview = async () =>
      (await app.inject({ method: 'GET', url: `/api/portfolio/${data.customerId}/overview?months=12`, headers: bearer(data.token) })).json() as PortfolioOverview;
    const [before, faultsBefore, totalBefore] = [await counters(), await openFaults(), (await overview()).totals];
    const response = await report(reportBody({ ...valid(), urgency: 'normal', phone: '' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await counters()).toBe(Number(before) + 1);
    expect(await openFaults()).toBe(faultsBefore + 1);
    expect((await overview()).totals.openIssues).toBe(totalBefore.openIssues + 1);
  });

  it('refuses wrong types by content, a short description, a bad urgency or phone with a 400 that says why, and keeps nothing', async () => {
    const { db } = context();
    const count = async () => Number((await db.selectFrom('issues').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Buffer, RegExp][] = [
      [reportBody(valid(), [{ name: 'Foto.jpg', content: pdf() }]), /Fil er ikke valid: Foto\.jpg/],
      [reportBody(valid(), [{ name: 'Script.exe', content: Buffer.from('MZ') }]), /Fil er ikke valid/],
      [reportBody(valid(), [{ name: 'Falsk.png', content: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]) }]), /Fil er ikke valid/],
      [reportBody({ ...valid(), description: ' for kort ' }), /description must be 15/],
      [reportBody({ ...valid(), urgency: 'panic' }), /urgency/],
      [reportBody({ ...valid(), phone: 'ring til mig' }), /phone/],
      [reportBody({ ...valid(), installationReferenceCode: '' }), /installation is missing/],
    ];
    for (const [payload, message] of cases) {
      const response = await report(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for another customer\'s installation or an unknown one', async () => {
    const response = await report(reportBody({ ...valid(), installationReferenceCode: 'NO/SUCH/UNIT' }));
    expect(response.statusCode).toBe(404);
  });
});
