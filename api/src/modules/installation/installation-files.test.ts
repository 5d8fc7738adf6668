import { beforeAll, expect, it } from 'vitest';
import type { InstallationFilesResponse, InstallationQueryResult } from '@portal/shared/contract';
import { describeEachDatabase } from '../../test/test-app.js';
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

  const upload = (location: string, code: string, payload: Buffer, id = unit.id) =>
    context().app.inject({
      method: 'PUT',
      url: `${data.base}/${id}/location/${location}/${encodeURIComponent(code)}/uploadFiles`,
      headers: { ...data.session.headers, ...multipartHeaders() },
      payload,
    });
  const remove = (fileName: string, location = data.site, code = part, id = unit.id) =>
    context().app.inject({
      method: 'DELETE',
      url: `${data.base}/deleteFile/${id}/${encodeURIComponent(fileName)}/${location}/${encodeURIComponent(code)}`,
      headers: data.session.headers,
    });
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
    const link = await context().app.inject({ method: 'GET', url: new URL(files[1]?.url ?? '', 'http://x').pathname + new URL(files[1]?.url ?? '', 'http://x').search });
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.equals(png())).toBe(true);
    expect(await filesOnPage()).toEqual(['Tegning.pdf', 'Foto.png']);

    // The same name again is kept apart; the whole code is accepted too.
    const again = await upload(data.site, unit.code, multipartBody([{ name: 'Foto.png', content: png(3) }]));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<InstallationFilesResponse>().files.map((file) => file.displayName)).toEqual(['Tegning.pdf', 'Foto.png', 'Foto2.png']);

    expect((await remove('Foto.png')).statusCode).toBe(204);
    expect(await filesOnPage()).toEqual(['Tegning.pdf', 'Foto2.png']);
    expect((await remove('Foto.png')).statusCode).toBe(404);
  });

  it('refuses a file of a wrong type by content (400), storing nothing', async () => {
    const response = await upload(data.site, part, multipartBody([{ name: 'Falsk.pdf', content: png() }]));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Falsk.pdf');
    expect(await filesOnPage()).not.toContain('Falsk.pdf');
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
