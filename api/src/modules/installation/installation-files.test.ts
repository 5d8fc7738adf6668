import { beforeAll, expect, it } from 'vitest';
import type { InstallationFilesResponse, InstallationQueryResult } from '@portal/shared/contract';
import { auditEntries, signInRestricted } from '../../test/restricted-user.js';
import { describeEachDatabase, type TestSession } from '../../test/test-app.js';
import { multipartHeaders, pdf, png, TEST_BOUNDARY, multipartBody } from '../../test/uploads.js';
import { createInstallationTestData, type InstallationTestData, type Unit } from './installation.test-data.js';

/** A multipart body with the files and a `commentFile` text field. */
function withComment(files: Parameters<typeof multipartBody>[0], comment: string): Buffer {
  const body = multipartBody(files);
  const field = Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: form-data; name="commentFile"\r\n\r\n${comment}\r\n`);
  return Buffer.concat([field, body]);
}

describeEachDatabase('installations: files', (context) => {
  let data: InstallationTestData;
  let unit: Unit;
  /** The path's code: the part after the slash (spec section 3). */
  let part: string;

  beforeAll(async () => {
    const { app, db } = context();
    data = await createInstallationTestData(app, db);
    unit = data.units[2] as Unit;
    part = unit.code.split('/')[1] ?? '';
  });

  const upload = (location: string, code: string, payload: Buffer, id = unit.id, session: TestSession = data.session) =>
    context().app.inject({
      method: 'PUT',
      url: `${data.base}/${id}/location/${location}/${encodeURIComponent(code)}/uploadFiles`,
      headers: { ...session.headers, ...multipartHeaders() },
      payload,
    });
  const remove = (fileName: string, location = data.site, code = part, id = unit.id, session: TestSession = data.session) =>
    context().app.inject({
      method: 'DELETE',
      url: `${data.base}/deleteFile/${id}/${encodeURIComponent(fileName)}/${location}/${encodeURIComponent(code)}`,
      headers: session.headers,
    });
  const locationId = async (code: string) => (await context().db.selectFrom('locations').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const filesOnPage = async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: `${data.base}/location/${data.site}/installations/query?take=100&nameSearch=${encodeURIComponent(unit.code)}`,
      headers: data.session.headers,
    });
    return (response.json<InstallationQueryResult>().installations[0]?.files ?? []).map((file) => file.displayName);
  };

  it('uploads files with the comment as short description, shows them on the page, and deletes them', async () => {
    const response = await upload(data.site, part, withComment([{ name: 'Tegning.pdf', content: pdf() }, { name: 'Foto.png', content: png() }], 'Placering af centralen'));
    expect(response.statusCode, response.body).toBe(201);
    const { files } = response.json<InstallationFilesResponse>();
    expect(files.map((file) => [file.displayName, file.fileName, file.shortDescription])).toEqual([
      ['Tegning.pdf', 'Tegning.pdf', 'Placering af centralen'],
      ['Foto.png', 'Foto.png', 'Placering af centralen'],
    ]);
    expect(files.every((file) => file.url.startsWith('/api/download/'))).toBe(true);
    const link = await context().app.inject({ method: 'GET', url: files[1]?.url ?? '' });
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(png())).toBe(true);
    expect(await filesOnPage()).toEqual(['Tegning.pdf', 'Foto.png']);

    // The same name again is kept apart; the whole code is accepted too.
    const again = await upload(data.site, unit.code, multipartBody([{ name: 'Foto.png', content: png(3) }]));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<InstallationFilesResponse>().files.map((file) => file.displayName)).toEqual(['Tegning.pdf', 'Foto.png', 'Foto (2).png']);

    expect((await remove('Foto.png')).statusCode).toBe(204);
    expect(await filesOnPage()).toEqual(['Tegning.pdf', 'Foto (2).png']);
    expect((await remove('Foto.png')).statusCode).toBe(404);

    // The audit trail (ADR 0031): an entry per uploaded file and one for the delete, at the unit's location (the room).
    const { db } = context();
    const room = await locationId(data.room);
    const uploads = await auditEntries(db, data.session.customerId, { action: 'file.upload', subject: 'Foto (2).png' });
    expect(uploads).toEqual([expect.objectContaining({ employee_id: data.session.employeeId, details: `Installation ${unit.code}`, location_id: room })]);
    expect(await auditEntries(db, data.session.customerId, { action: 'file.delete', subject: 'Foto.png' })).toEqual([
      expect.objectContaining({ details: `Installation ${unit.code}`, location_id: room }),
    ]);
  });

  it('refuses a file of a wrong type by content (400), storing nothing', async () => {
    const response = await upload(data.site, part, multipartBody([{ name: 'Falsk.pdf', content: png() }]));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Falsk.pdf');
    expect(await filesOnPage()).not.toContain('Falsk.pdf');
    expect(await auditEntries(context().db, data.session.customerId, { action: 'file.upload', subject: 'Falsk.pdf' })).toEqual([]);
  });

  it('lets a user limited to locations change files only inside them (ADR 0031), auditing only what was done', async () => {
    const { db } = context();
    const inRoom = await signInRestricted(context(), data.session.customerId, [await locationId(data.room)]);
    const elsewhere = await signInRestricted(context(), data.session.customerId, [await locationId(data.elsewhere)]);
    const body = () => multipartBody([{ name: 'Begraenset.png', content: png() }]);
    // The site lies above the room the user may see; the other user sees neither.
    expect((await upload(data.site, part, body(), unit.id, inRoom)).statusCode).toBe(404);
    expect((await upload(data.room, part, body(), unit.id, elsewhere)).statusCode).toBe(404);
    expect((await upload(data.elsewhere, part, body(), unit.id, elsewhere)).statusCode).toBe(404);
    expect(await auditEntries(db, data.session.customerId, { action: 'file.upload', subject: 'Begraenset.png' })).toEqual([]);

    const inside = await upload(data.room, part, body(), unit.id, inRoom);
    expect(inside.statusCode, inside.body).toBe(201);
    expect((await remove('Begraenset.png', data.room, part, unit.id, elsewhere)).statusCode).toBe(404);
    expect((await remove('Begraenset.png', data.site, part, unit.id, inRoom)).statusCode).toBe(404);
    expect((await remove('Begraenset.png', data.room, part, unit.id, inRoom)).statusCode).toBe(204);
    expect(await auditEntries(db, data.session.customerId, { action: 'file.upload', subject: 'Begraenset.png' })).toEqual([expect.objectContaining({ employee_id: inRoom.employeeId })]);
    expect(await auditEntries(db, data.session.customerId, { action: 'file.delete', subject: 'Begraenset.png' })).toEqual([expect.objectContaining({ employee_id: inRoom.employeeId })]);
  });

  it('is a 404 for a wrong code, a location the unit is not in, or another customer', async () => {
    const body = () => multipartBody([{ name: 'Foto.png', content: png() }]);
    expect((await upload(data.site, 'WRONG', body())).statusCode).toBe(404);
    expect((await upload(data.elsewhere, part, body())).statusCode).toBe(404);
    expect((await upload(data.otherCustomerLocation, part, body())).statusCode).toBe(404);
    expect((await upload(data.site, part, body(), 999_999)).statusCode).toBe(404);
    expect((await remove('Tegning.pdf', data.elsewhere)).statusCode).toBe(404);
    expect((await remove('Tegning.pdf', data.site, 'WRONG')).statusCode).toBe(404);
    expect((await upload(data.site, part, body(), 0)).statusCode).toBe(400);
  });
});
