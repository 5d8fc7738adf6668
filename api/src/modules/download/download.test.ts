import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_JWT_SECRET } from '../../test/test-app.js';
import { contentDisposition } from './download.routes.js';
import { createDownloadLinks } from './download-token.js';

describeEachDatabase(
  'signed download links',
  (context) => {
    const links = createDownloadLinks(TEST_JWT_SECRET, 'http://portal.test');
    const target = { key: 'test/download/notat.docx', fileName: 'Notat æøå.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

    it('streams the object with its type and an attachment disposition, without a Bearer token', async () => {
      const { app } = context();
      await app.files.put(target.key, Buffer.from('indhold'));
      const url = await links.url(target, 60);
      expect(url).toMatch(/^http:\/\/portal\.test\/api\/download\/[^/]+\/Notat%20%C3%A6%C3%B8%C3%A5\.docx$/);
      const response = await app.inject({ url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('indhold');
      expect(response.headers['content-type']).toBe(target.contentType);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Notat ___.docx"; filename*=UTF-8''Notat%20%C3%A6%C3%B8%C3%A5.docx`);
      const bare = await app.inject({ url: `/api/download/${await links.sign(target, 60)}` });
      expect(bare.statusCode).toBe(200);
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

    it('shows pdfs and images inline', () => {
      expect(contentDisposition('a.pdf', 'application/pdf')).toMatch(/^inline;/);
      expect(contentDisposition('a.jpg', 'image/jpeg')).toMatch(/^inline;/);
      expect(contentDisposition('a.zip', 'application/zip')).toMatch(/^attachment;/);
    });
  },
  { seed: false },
);
