import { beforeAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase } from '../test/test-app.js';
import { createIssueTestData, type IssueTestData } from '../modules/issue/issue.test-data.js';

/**
 * Issue 9's findings on malformed input: every one gets a JSON 4xx with a message, never a 500,
 * and changes nothing.
 */
describeEachDatabase('bad input gets a 4xx with a message', (context) => {
  let data: IssueTestData;
  let base: string;
  beforeAll(async () => {
    const { app, db } = context();
    data = await createIssueTestData(app, db, app.files);
    base = `/api/issue/${data.customerId}`;
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
});
