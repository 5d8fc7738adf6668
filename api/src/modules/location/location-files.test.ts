import { beforeAll, expect, it } from 'vitest';
import type { LocationFile, LocationFilesResponse } from '@portal/shared/contract';
import { fixtures } from '../../test/fixtures.js';
import { auditEntries, signInRestricted } from '../../test/restricted-user.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';
import { multipartBody, multipartHeaders, pdf, png, TEST_BOUNDARY } from '../../test/uploads.js';

/** A multipart body with the file parts and a `commentFile` field. */
function withComment(body: Buffer, comment: string): Buffer {
  const field = Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="commentFile"\r\n\r\n${comment}\r\n`);
  return Buffer.concat([field, body]);
}

describeEachDatabase('location documents', (context) => {
  let demo: TestSession;
  let base: string;
  let foreignBase: string;
  let ids: { site: number; room: number };

  beforeAll(async () => {
    const { app, db } = context();
    demo = await signInAs(app, 'demo@example.com');
    const f = fixtures(db);
    const site = await f.location(demo.customerId, { code: 'DOC-SITE', name: 'Dokumenter' });
    const room = await f.location(demo.customerId, { code: 'DOC-ROOM', name: 'Rum', parent_id: site });
    ids = { site, room };
    const other = await f.customer('Fremmed Dokument A/S');
    await f.location(other, { code: `DOC-FOREIGN-${other}` });
    base = `/api/location/${demo.customerId}/location/DOC-SITE`;
    foreignBase = `/api/location/${demo.customerId}/location/DOC-FOREIGN-${other}`;
  });

  const list = async (url = base) => {
    const response = await context().app.inject({ url: `${url}/files`, headers: demo.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LocationFile[]>();
  };
  const upload = (payload: Buffer, url = base, session = demo) =>
    context().app.inject({ method: 'PUT', url: `${url}/uploadFiles`, headers: { ...session.headers, ...multipartHeaders() }, payload });

  it('uploads documents with the comment as short description, lists them with links, names duplicates, deletes them', async () => {
    expect(await list()).toEqual([]);
    const body = multipartBody([
      { name: 'Plan1.pdf', content: pdf(), type: 'application/pdf' },
      { name: 'Foto.png', content: png(), type: 'image/png' },
    ]);
    const first = await upload(withComment(body, 'Brandplan 2025'));
    expect(first.statusCode, first.body).toBe(201);
    const uploaded = first.json<LocationFilesResponse>().files;
    expect(uploaded.map((file) => [file.displayName, file.fileName, file.shortDescription])).toEqual([
      ['Plan1.pdf', 'Plan1.pdf', 'Brandplan 2025'],
      ['Foto.png', 'Foto.png', 'Brandplan 2025'],
    ]);
    // The same names again: kept apart, without a comment.
    const second = await upload(body);
    expect(second.statusCode, second.body).toBe(201);
    const files = await list();
    expect(files.map((file) => file.fileName)).toEqual(['Plan1.pdf', 'Foto.png', 'Plan1 (2).pdf', 'Foto (2).png']);
    expect(files[2]?.shortDescription).toBeNull();

    // The link serves the stored bytes.
    const link = files[0]?.url ?? '';
    const download = await context().app.inject({ url: link });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf())).toBe(true);

    // A room's documents are its own: the site's do not show there.
    expect(await list(`/api/location/${demo.customerId}/location/DOC-ROOM`)).toEqual([]);

    const remove = await context().app.inject({ method: 'DELETE', url: `${base}/deletefile/Plan1.pdf`, headers: demo.headers });
    expect(remove.statusCode, remove.body).toBe(204);
    expect((await list()).map((file) => file.fileName)).toEqual(['Foto.png', 'Plan1 (2).pdf', 'Foto (2).png']);
    const again = await context().app.inject({ method: 'DELETE', url: `${base}/deletefile/Plan1.pdf`, headers: demo.headers });
    expect(again.statusCode).toBe(404);

    // The audit trail (ADR 0031): an entry per uploaded file, one for the delete (not for the refused second one).
    const { db } = context();
    expect(await auditEntries(db, demo.customerId, { action: 'file.upload', subject: 'Plan1 (2).pdf' })).toEqual([
      expect.objectContaining({ employee_id: demo.employeeId, details: 'Location Dokumenter', location_id: ids.site }),
    ]);
    expect(await auditEntries(db, demo.customerId, { action: 'file.delete', subject: 'Plan1.pdf' })).toEqual([expect.objectContaining({ location_id: ids.site })]);
  });

  it('refuses a file that breaks the shared upload rules (400) and stores nothing of that upload', async () => {
    const before = await list();
    const badName = await upload(multipartBody([{ name: 'Ok.pdf', content: pdf() }, { name: 'Med mellemrum.pdf', content: pdf() }]));
    expect(badName.statusCode).toBe(400);
    expect(badName.json<{ message: string }>().message).toContain('Med mellemrum.pdf');
    const badType = await upload(multipartBody([{ name: 'Script.pdf', content: Buffer.from('<script>alert(1)</script>'), type: 'application/pdf' }]));
    expect(badType.statusCode).toBe(400);
    const notMultipart = await context().app.inject({ method: 'PUT', url: `${base}/uploadFiles`, headers: demo.headers, payload: { files: [] } });
    expect(notMultipart.statusCode).toBe(400);
    expect(await list()).toEqual(before);
    for (const subject of ['Ok.pdf', 'Med mellemrum.pdf', 'Script.pdf']) expect(await auditEntries(context().db, demo.customerId, { action: 'file.upload', subject })).toEqual([]);
  });

  it('lets a user limited to locations see and change documents only inside them (ADR 0031)', async () => {
    const { app, db } = context();
    const inRoom = await signInRestricted(context(), demo.customerId, [ids.room]);
    const roomBase = `/api/location/${demo.customerId}/location/DOC-ROOM`;
    const body = () => multipartBody([{ name: 'Rumplan.pdf', content: pdf() }]);
    expect((await app.inject({ url: `${base}/files`, headers: inRoom.headers })).statusCode).toBe(404);
    expect((await upload(body(), base, inRoom)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${base}/deletefile/Foto.png`, headers: inRoom.headers })).statusCode).toBe(404);
    expect(await auditEntries(db, demo.customerId, { action: 'file.delete', subject: 'Foto.png' })).toEqual([]);

    expect((await upload(body(), roomBase, inRoom)).statusCode).toBe(201);
    expect((await app.inject({ method: 'DELETE', url: `${roomBase}/deletefile/Rumplan.pdf`, headers: inRoom.headers })).statusCode).toBe(204);
    for (const action of ['file.upload', 'file.delete']) {
      expect(await auditEntries(db, demo.customerId, { action, subject: 'Rumplan.pdf' })).toEqual([
        expect.objectContaining({ employee_id: inRoom.employeeId, details: 'Location Rum', location_id: ids.room }),
      ]);
    }
  });

  it("answers 404 for another customer's or an unknown location, and for another customer in the path", async () => {
    const { app, db } = context();
    const before = await db.selectFrom('files').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    expect((await app.inject({ url: `${foreignBase}/files`, headers: demo.headers })).statusCode).toBe(404);
    expect((await upload(multipartBody([{ name: 'Fremmed.pdf', content: pdf() }]), foreignBase)).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${foreignBase}/deletefile/Fremmed.pdf`, headers: demo.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/location/${demo.customerId}/location/NOPE/files`, headers: demo.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/location/${demo.customerId + 100000}/location/DOC-SITE/files`, headers: demo.headers })).statusCode).toBe(404);
    const after = await db.selectFrom('files').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
