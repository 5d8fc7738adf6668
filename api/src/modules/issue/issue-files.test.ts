import { existsSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import type { FileUrlResponse, IssueDetails, UploadFilesResponse } from '@portal/shared/contract';
import type { LocalFileStore } from '../../storage/file-store.js';
import { sweepGeneratedFiles } from '../../storage/generated-files.js';
import { pdfText } from '../../test/pdf-text.js';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { filePartHeader, multipartBody, pdf, png, TEST_BOUNDARY, uploadToIssue, type FilePart } from '../../test/uploads.js';
import { seedIssueTestData, type IssueTestData } from './issue.test-data.js';

/** A multipart stream whose one file is `size` bytes (a PDF header and zeros), generated chunk by chunk. */
function oversizeStream(first: FilePart, size: number): Readable {
  async function* generate(): AsyncGenerator<Buffer> {
    yield multipartBody([first]).subarray(0, -Buffer.byteLength(`--${TEST_BOUNDARY}--\r\n`));
    yield filePartHeader({ name: 'stor.pdf', type: 'application/pdf' });
    const header = pdf();
    yield header;
    const chunk = Buffer.alloc(1024 * 1024);
    let remaining = size - header.length;
    while (remaining > 0) {
      const next = Math.min(remaining, chunk.length);
      yield next === chunk.length ? chunk : chunk.subarray(0, next);
      remaining -= next;
    }
    yield Buffer.from(`\r\n--${TEST_BOUNDARY}--\r\n`);
  }
  return Readable.from(generate(), { objectMode: false });
}

describeEachDatabase('issues: files and the issue report', (context) => {
  let data: IssueTestData;
  let base: string;

  beforeAll(async () => {
    ({ data, base } = await seedIssueTestData(context()));
  });

  const rowsOf = async (issueId: number) => {
    const { db } = context();
    return db.selectFrom('files').select(['display_name', 'storage_key', 'content_type', 'size', 'uploaded_by']).where('issue_id', '=', issueId).orderBy('id').execute();
  };

  it('uploads several files checked by content, names duplicates, serves and deletes them', async () => {
    const { app } = context();
    const upload = () =>
      uploadToIssue(
        app,
        data,
        data.openIssue.id,
        multipartBody([
          { name: 'Foto1.png', content: png(), type: 'image/png' },
          { name: 'Rapport.pdf', content: pdf(), type: 'image/png' },
        ]),
      );
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as UploadFilesResponse).files.map((file) => file.displayName)).toEqual(['Foto1.png', 'Rapport.pdf']);
    const second = await upload();
    expect((second.json() as UploadFilesResponse).files.map((file) => file.displayName)).toEqual(['Foto1 (2).png', 'Rapport (2).pdf']);

    const rows = await rowsOf(data.openIssue.id);
    expect(rows.map((row) => [row.display_name, row.content_type, Number(row.size), row.uploaded_by])).toEqual([
      ['Foto1.png', 'image/png', png().length, data.claims.EmployeeName],
      ['Rapport.pdf', 'application/pdf', pdf().length, data.claims.EmployeeName],
      ['Foto1 (2).png', 'image/png', png().length, data.claims.EmployeeName],
      ['Rapport (2).pdf', 'application/pdf', pdf().length, data.claims.EmployeeName],
    ]);
    expect(rows[0]?.storage_key).toMatch(new RegExp(`^customers/${data.customerId}/issues/${data.openIssue.id}/[0-9a-f-]{36}\\.png$`));

    const details = (
      await app.inject({ method: 'POST', url: `${base}/issue/${data.openIssue.id}`, headers: { ...bearer(data.token), 'content-type': 'application/json' }, payload: JSON.stringify(data.site) })
    ).json() as IssueDetails;
    expect(details.files.map((file) => file.displayName)).toEqual(['Foto1.png', 'Rapport.pdf', 'Foto1 (2).png', 'Rapport (2).pdf']);
    expect(details.files[0]?.url).toMatch(/\.png$/);
    // Relative links: thumbnails and downloads work under any host name the portal is reached by.
    expect(details.files.every((file) => file.url.startsWith('/api/download/'))).toBe(true);
    const image = await app.inject({ url: details.files[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="Foto1.png"/);
    expect(image.rawPayload.equals(png())).toBe(true);

    const deleted = await app.inject({ method: 'DELETE', url: `${base}/deleteFile/${data.openIssue.id}/${encodeURIComponent('Foto1 (2).png')}`, headers: bearer(data.token) });
    expect(deleted.statusCode).toBe(204);
    expect((await rowsOf(data.openIssue.id)).map((row) => row.display_name)).toEqual(['Foto1.png', 'Rapport.pdf', 'Rapport (2).pdf']);
    expect(await app.files.exists(rows[2]?.storage_key ?? '')).toBe(false);
    const again = await app.inject({ method: 'DELETE', url: `${base}/deleteFile/${data.openIssue.id}/${encodeURIComponent('Foto1 (2).png')}`, headers: bearer(data.token) });
    expect(again.statusCode).toBe(404);
    const foreign = await app.inject({ method: 'DELETE', url: `${base}/deleteFile/${data.otherCustomerIssue}/Foto1.png`, headers: bearer(data.token) });
    expect(foreign.statusCode).toBe(404);
  });

  it('rejects a forged type and a bad name, storing nothing from that request', async () => {
    const { app } = context();
    const before = await rowsOf(data.completedIssue.id);
    const cases: [FilePart[], string][] = [
      [[{ name: 'Foto.png', content: png() }, { name: 'Falsk.png', content: Buffer.from('this is only text, not a png at all'), type: 'image/png' }], 'Fil er ikke valid: Falsk.png'],
      [[{ name: 'my file.pdf', content: pdf() }], 'Fil er ikke valid: my file.pdf'],
      [[{ name: 'Rapport.png', content: pdf() }], 'Fil er ikke valid: Rapport.png'],
      [[{ name: 'Skript.exe', content: pdf() }], 'Fil er ikke valid: Skript.exe'],
    ];
    for (const [parts, message] of cases) {
      const response = await uploadToIssue(app, data, data.completedIssue.id, multipartBody(parts));
      expect(response.statusCode, message).toBe(400);
      expect((response.json() as { message: string }).message).toBe(message);
    }
    expect(await rowsOf(data.completedIssue.id)).toEqual(before);
    expect(await app.files.exists(`customers/${data.customerId}/issues/${data.completedIssue.id}`)).toBe(false);
  });

  it('rejects a file name over 100 characters before storing anything, and accepts one of 100', async () => {
    const { app } = context();
    const before = await rowsOf(data.completedIssue.id);
    const long = await uploadToIssue(app, data, data.completedIssue.id, multipartBody([{ name: `${'A'.repeat(10_000)}.png`, content: png() }]));
    expect(long.statusCode).toBe(400);
    const { message } = long.json() as { message: string };
    expect(message).toMatch(/^Fil er ikke valid: A+….*A\.png \(filnavnet må højst være 100 tegn\)$/);
    expect(message.length).toBeLessThan(150);
    expect(await rowsOf(data.completedIssue.id)).toEqual(before);
    expect(await app.files.exists(`customers/${data.customerId}/issues/${data.completedIssue.id}`)).toBe(false);

    const name = `${'B'.repeat(96)}.png`;
    const fits = await uploadToIssue(app, data, data.completedIssue.id, multipartBody([{ name, content: png() }]));
    expect(fits.statusCode, fits.body).toBe(201);
    const removed = await app.inject({ method: 'DELETE', url: `${base}/deleteFile/${data.completedIssue.id}/${name}`, headers: bearer(data.token) });
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(data.completedIssue.id)).toEqual(before);
  });

  it('rejects a file over 100,000,000 bytes with 413, streamed, and keeps nothing', { timeout: 60_000 }, async () => {
    const { app } = context();
    const response = await uploadToIssue(app, data, data.thermographyIssue.id, oversizeStream({ name: 'Lille.png', content: png() }, 100_000_001));
    expect(response.statusCode).toBe(413);
    expect((response.json() as { message: string }).message).toContain('Grænse for filstørrelse er overskredet');
    const rows = await rowsOf(data.thermographyIssue.id);
    expect(rows.map((row) => row.display_name)).toEqual(['Termografirapport.pdf']);
    const { readdir } = await import('node:fs/promises');
    const folder = `${(app.files as LocalFileStore).root}/customers/${data.customerId}/issues/${data.thermographyIssue.id}`;
    expect(await readdir(folder).catch(() => [])).toEqual([]);
    expect(await readdir(`${(app.files as LocalFileStore).root}/.tmp`).catch(() => [])).toEqual([]);
  });

  it("answers 404 when uploading to another customer's issue", async () => {
    const { app } = context();
    const response = await uploadToIssue(app, data, data.otherCustomerIssue, multipartBody([{ name: 'Foto.png', content: png() }]));
    expect(response.statusCode).toBe(404);
  });

  it('generates the issue report PDF behind a signed link', async () => {
    const { app } = context();
    const response = await app.inject({ url: `${base}/${data.openIssue.id}/${data.site}/issueReport/pdf`, headers: bearer(data.token) });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as FileUrlResponse;
    expect(url.startsWith('/api/download/')).toBe(true);
    const file = await app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Fejlrapport');
    expect(text).toContain(data.openIssue.number);
    expect(text).toContain('Fejl fundet ved eftersyn');
    const outside = await app.inject({ url: `${base}/${data.openIssue.id}/${data.elsewhere}/issueReport/pdf`, headers: bearer(data.token) });
    expect(outside.statusCode).toBe(404);
  });

  it('caches the report per version of what it shows: repeated calls reuse one file, a change makes a new one, the sweep still removes expired ones', async () => {
    const { app } = context();
    const reports = join((app.files as LocalFileStore).root, 'reports', 'issues');
    const pdfs = (): string[] => (existsSync(reports) ? readdirSync(reports).filter((name) => name.startsWith(`${data.completedIssue.id}-`)) : []);
    const report = async (): Promise<string> => {
      const response = await app.inject({ url: `${base}/${data.completedIssue.id}/${data.site}/issueReport/pdf`, headers: bearer(data.token) });
      expect(response.statusCode).toBe(200);
      const file = await app.inject({ url: (response.json() as FileUrlResponse).url });
      expect(file.statusCode).toBe(200);
      return file.rawPayload.toString('latin1');
    };
    const first = await report();
    for (let call = 0; call < 4; call += 1) expect(await report()).toBe(first);
    expect(pdfs()).toHaveLength(1);
    const [cached] = pdfs();

    // A new note changes what the report shows: a new file, the old one stays until the sweep.
    await app.db
      .insertInto('issue_notes')
      .values({ issue_id: data.completedIssue.id, value: 'Ny note til rapporten', created: new Date().toISOString() })
      .execute();
    expect(await report()).not.toBe(first);
    expect(pdfs()).toHaveLength(2);

    // A reused report is kept as long as its newest link; one not asked for in two link lifetimes goes.
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
    for (const name of pdfs()) utimesSync(join(reports, name), threeHoursAgo, threeHoursAgo);
    await report();
    expect((await sweepGeneratedFiles(app.files)).reports).toBe(1);
    expect(pdfs()).toHaveLength(1);
    expect(pdfs()).not.toContain(cached);
  });
});
