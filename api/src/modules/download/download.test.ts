import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_JWT_SECRET } from '../../test/test-app.js';
import { UPLOADED_FILE_CSP } from './download.service.js';
import { createDownloadLinks } from '../../auth/download-token.js';

describeEachDatabase(
  'signed download links',
  (context) => {
    const links = createDownloadLinks(TEST_JWT_SECRET, 'http://portal.test');
    const target = { key: 'test/download/notat.docx', fileName: 'Notat æøå.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

    it('streams the object with its type and an attachment disposition, without a Bearer token', async () => {
      const { app } = context();
      await app.files.put(target.key, Buffer.from('indhold'));
      const url = await links.url(target, 60);
      expect(url).toMatch(/^\/api\/download\/[^/]+\/Notat%20%C3%A6%C3%B8%C3%A5\.docx$/);
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('indhold');
      expect(response.headers['content-type']).toBe(target.contentType);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Notat ___.docx"; filename*=UTF-8''Notat%20%C3%A6%C3%B8%C3%A5.docx`);
      const bare = await app.inject({ url: `/api/download/${await links.sign(target, 60)}` });
      expect(bare.statusCode).toBe(200);
    });

    it('compresses a text file as a stream for a client that accepts it, and sends binary files as they are', async () => {
      const { app } = context();
      const text = { key: 'test/download/liste.csv', fileName: 'liste.csv', contentType: 'text/csv' };
      const csv = Array.from({ length: 200 }, (_, row) => `${row};Nødbelysning gang ${row};OK`).join('\n');
      await app.files.put(text.key, Buffer.from(csv, 'utf8'));
      const compressed = await app.inject({ url: `/api/download/${await links.sign(text, 60)}`, headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.rawPayload.length).toBeLessThan(csv.length / 3);
      expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(csv);
      const binary = { key: 'test/download/foto.png', fileName: 'foto.png', contentType: 'image/png' };
      await app.files.put(binary.key, Buffer.alloc(4096, 7));
      const png = await app.inject({ url: `/api/download/${await links.sign(binary, 60)}`, headers: { 'accept-encoding': 'gzip' } });
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
    });

    it('answers 410 for an expired link and 404 for a forged or dangling one', async () => {
      const { app } = context();
      const expired = await app.inject({ url: `/api/download/${await links.sign(target, -10)}` });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ message: 'The download link has expired' });
      const forged = await createDownloadLinks('another-secret-of-sufficient-length-0123456789', 'http://x').sign(target, 60);
      expect((await app.inject({ url: `/api/download/${forged}` })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/download/not-a-token' })).statusCode).toBe(400);
      const sessionLike = (await links.sign(target, 60)).split('.');
      const tampered = [sessionLike[0], Buffer.from('{"k":"../../etc/passwd","n":"x","t":"text/plain","aud":"download","exp":9999999999}').toString('base64url'), sessionLike[2]].join('.');
      expect((await app.inject({ url: `/api/download/${tampered}` })).statusCode).toBe(404);
      const dangling = await links.sign({ ...target, key: 'test/download/gone.pdf' }, 60);
      expect((await app.inject({ url: `/api/download/${dangling}` })).statusCode).toBe(404);
    });

    it('serves uploaded files as attachments under a sandbox CSP (images inline), and our own report PDFs inline', async () => {
      const { app } = context();
      const cases = [
        { key: 'customers/1/issues/1/upload.pdf', fileName: 'Upload.pdf', contentType: 'application/pdf', disposition: 'attachment', csp: UPLOADED_FILE_CSP },
        { key: 'customers/1/issues/1/photo.png', fileName: 'Foto.png', contentType: 'image/png', disposition: 'inline', csp: UPLOADED_FILE_CSP },
        { key: 'customers/1/issues/1/notat.doc', fileName: 'Notat.doc', contentType: 'application/msword', disposition: 'attachment', csp: UPLOADED_FILE_CSP },
        { key: 'reports/issues/report.pdf', fileName: 'Fejlrapport.pdf', contentType: 'application/pdf', disposition: 'inline', csp: undefined },
      ];
      for (const { disposition, csp, ...file } of cases) {
        await app.files.put(file.key, Buffer.from('content'));
        const response = await app.inject({ url: `/api/download/${await links.sign(file, 60)}` });
        expect(response.statusCode, file.key).toBe(200);
        expect(response.headers['content-disposition'], file.key).toMatch(new RegExp(`^${disposition}; filename="${file.fileName}"`));
        expect(response.headers['content-security-policy'], file.key).toBe(csp);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
      expect(UPLOADED_FILE_CSP).toMatch(/^sandbox;/);
    });
  },
  { seed: false },
);
