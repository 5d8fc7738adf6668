import { connect } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { createDownloadLinks } from '../auth/download-token.js';
import { bearer, describeEachDatabase, TEST_JWT_SECRET } from '../test/test-app.js';
import { seedIssueTestData, type IssueTestData } from '../modules/issue/issue.test-data.js';

/**
 * Malformed input: every kind gets a JSON 4xx with a message, never a 500,
 * and changes nothing.
 */
describeEachDatabase('bad input gets a 4xx with a message', (context) => {
  let data: IssueTestData;
  let base: string;
  beforeAll(async () => {
    ({ data, base } = await seedIssueTestData(context()));
  });

  const fileCount = async () => {
    const { db } = context();
    const row = await db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('answers 400 for a malformed multipart body (no boundary, garbage, cut off)', async () => {
    const { app } = context();
    const before = await fileCount();
    const cases: [string, string][] = [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=xyz', 'abc'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nthis is not a header\r\n\r\nabc\r\n--xyz--\r\n'],
    ];
    for (const [contentType, payload] of cases) {
      const response = await app.inject({
        method: 'PUT',
        url: `${base}/uploadFiles/${data.openIssue.id}/`,
        headers: { ...bearer(data.token), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${contentType} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect((response.json() as { message: string }).message).not.toBe('');
    }
    expect(await fileCount()).toBe(before);
  });

  it('coerces no JSON body types, while path and query parameters keep theirs', async () => {
    const { app, db } = context();
    const post = (url: string, body: unknown, token?: string) =>
      app.inject({ method: 'POST', url, headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const expect400 = async (response: Awaited<ReturnType<typeof post>>, field: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { message: string }).message).toContain(field);
    };

    await expect400(await post('/api/authentication/authenticate', { email: 'demo@example.com', password: ['demo1234'] }), 'password');
    await expect400(await post('/api/authentication/authenticate', { email: 'demo@example.com', password: 1234 }), 'password');
    expect((await post('/api/authentication/authenticate', { email: 'demo@example.com', password: 'demo1234' })).statusCode).toBe(200);

    const before = await db.selectFrom('issues').select(['id', 'status', 'updated']).where('id', '=', data.openIssue.id).executeTakeFirstOrThrow();
    await expect400(await post(`${base}/updateStatus/${data.openIssue.id}`, { IssueStatus: 'Completed', Comment: 123456789012345 }, data.token), 'Comment');
    await expect400(await post(`${base}/updateStatus/${data.openIssue.id}`, { IssueStatus: ['Completed'], Comment: 'A comment that is long enough' }, data.token), 'IssueStatus');
    expect(await db.selectFrom('issues').select(['id', 'status', 'updated']).where('id', '=', data.openIssue.id).executeTakeFirstOrThrow()).toEqual(before);

    const zip = `${base}/zipfile/${data.site}/true/false/false/false`;
    await expect400(await post(zip, { IssueIds: [true] }, data.token), 'IssueIds');
    await expect400(await post(zip, { IssueIds: [String(data.openIssue.id)] }, data.token), 'IssueIds');

    // Path and query parameters are text and still become numbers and booleans.
    const list = await app.inject({ url: `${base}/location/${data.site}/issues/1900-01-01/3000-01-01/active`, headers: bearer(data.token) });
    expect(list.statusCode, list.body).toBe(200);
  });

  it('answers over-long paths and segments with a JSON 414, and a forged key in a signed link with 404', async () => {
    const { app } = context();
    const paths = [
      `/${'a'.repeat(5000)}`,
      `/mfe/issues/${'a'.repeat(300)}.js`,
      `/api/${'a'.repeat(5000)}`,
      `${base}/location/${'a'.repeat(200)}/issues/1900-01-01/3000-01-01/active`,
      `/api/download/${'a'.repeat(10_000)}`,
    ];
    for (const url of paths) {
      const response = await app.inject({ url, headers: bearer(data.token) });
      expect(response.statusCode, url.slice(0, 60)).toBe(414);
      expect(response.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'The address is too long' });
    }
    const links = createDownloadLinks(TEST_JWT_SECRET, 'http://portal.test');
    for (const key of ['../jwt-secret', '/etc/passwd', '.tmp/x.part', 'a'.repeat(600)]) {
      const token = await links.sign({ key, fileName: 'x.pdf', contentType: 'application/pdf' }, 60);
      const response = await app.inject({ url: `/api/download/${token}` });
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'The download link is not valid' });
    }
  });

  it('answers an upload whose Content-Length is over the limit with 413 before reading its body', async () => {
    const { app } = context();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const started = Date.now();
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            `PUT ${base}/uploadFiles/${data.openIssue.id}/ HTTP/1.1`,
            'Host: 127.0.0.1',
            `Authorization: Bearer ${data.token}`,
            'Content-Type: multipart/form-data; boundary=xyz',
            'Content-Length: 3000000000',
            '',
            '--xyz\r\n',
          ].join('\r\n'),
        );
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      setTimeout(() => socket.destroy(), 8_000).unref();
    });
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toContain('Grænse for filstørrelse er overskredet');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
