import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IssueDetails, IssueRow } from '@portal/shared/contract';
import { seedIssueTestData, type IssueTestData } from '../modules/issue/issue.test-data.js';
import { bearer, describeEachDatabase, signIn } from '../test/test-app.js';
import { createDataChanges } from './data-changes.js';
import { createResponseCache } from './response-cache.js';
import { tagBody } from './etag.js';

const RANGE = '1900-01-01/3000-01-01';
const BOUNDARY = '----cache-test-boundary';

describe('response cache bounds', () => {
  const entry = (customerId: number, bytes: number) => ({
    customerId,
    version: 0,
    expiresAt: Date.now() + 10_000,
    tagged: tagBody('x'.repeat(bytes)),
    headers: {},
  });

  it('keeps at most maxEntries and maxBytes, dropping the least recently used', () => {
    const cache = createResponseCache(createDataChanges(), { maxEntries: 3, maxBytes: 1000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(1, 100));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recent
    cache.set('d', entry(1, 100));
    expect(cache.size).toBe(3);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('e', entry(1, 240));
    cache.set('f', entry(1, 240));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(3);
    // A body above a quarter of the budget is not kept at all.
    cache.set('big', entry(1, 300));
    expect(cache.get('big', 1)).toBeUndefined();
  });

  it('drops an entry once its customer changed or its lifetime ended, and never answers another customer', () => {
    const changes = createDataChanges();
    const cache = createResponseCache(changes, { maxEntries: 10, maxBytes: 10_000 });
    cache.set('k', entry(1, 10));
    expect(cache.get('k', 2)).toBeUndefined();
    cache.set('k', entry(1, 10));
    changes.changed(2);
    expect(cache.get('k', 1)).toBeDefined();
    changes.changed(1);
    expect(cache.get('k', 1)).toBeUndefined();
    cache.set('old', { ...entry(1, 10), version: 1, expiresAt: Date.now() - 1 });
    expect(cache.get('old', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describeEachDatabase('response cache of the issue reads', (context) => {
  let data: IssueTestData;
  let base: string;
  const headers = () => bearer(data.token);

  beforeAll(async () => {
    ({ data, base } = await seedIssueTestData(context()));
  });

  it('tags list bodies, answers 304 to the tag and replays X-Total-Count', async () => {
    const { app } = context();
    const url = `${base}/location/${data.site}/issues/${RANGE}/NoAction?take=1`;
    const first = await app.inject({ url, headers: headers() });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const total = first.headers['x-total-count'];
    expect(Number(total)).toBeGreaterThan(0);
    const cached = await app.inject({ url, headers: headers() });
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['x-total-count']).toBe(total);
    const notModified = await app.inject({ url, headers: { ...headers(), 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // Compressed answers start from the same cached bytes: the miss that fills the entry and the hits after it.
    const all = `${base}/location/${data.site}/issues/${RANGE}/NoAction`;
    const plain = await app.inject({ url: all, headers: headers() });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['gzip', 'br', 'br']) {
      const compressed = await app.inject({ url: all, headers: { ...headers(), 'accept-encoding': encoding } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      // The same tag, weak: the compressed bytes are another representation of the same answer.
      expect(compressed.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
      const revalidated = await app.inject({ url: all, headers: { ...headers(), 'accept-encoding': encoding, 'if-none-match': String(compressed.headers.etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(compressed.headers['x-total-count']).toBe(plain.headers['x-total-count']);
      const bytes = encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(bytes.equals(plain.rawPayload)).toBe(true);
    }
    const missedCompressed = await app.inject({ url: `${all}?take=2`, headers: { ...headers(), 'accept-encoding': 'br' } });
    const missedPlain = await app.inject({ url: `${all}?take=2`, headers: headers() });
    expect(brotliDecompressSync(missedCompressed.rawPayload).equals(missedPlain.rawPayload)).toBe(true);
  });

  it('caches location details and statistics, and shows a status change in them at once', async () => {
    const { app } = context();
    const statistics = `/api/chart/${data.customerId}/location/${data.site}/statistics`;
    const details = `/api/location/${data.customerId}/location/${data.site}`;
    const first = await app.inject({ url: statistics, headers: headers() });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await app.inject({ url: statistics, headers: { ...headers(), 'if-none-match': etag } })).statusCode).toBe(304);
    const detailsFirst = await app.inject({ url: details, headers: headers() });
    expect(detailsFirst.statusCode).toBe(200);
    const detailsTag = String(detailsFirst.headers.etag);
    expect((await app.inject({ url: details, headers: { ...headers(), 'if-none-match': detailsTag } })).statusCode).toBe(304);
    const before = first.json() as { openIssues: number; closedIssues: number };
    const done = await app.inject({
      method: 'POST',
      url: `${base}/updateStatus/${data.openIssue.id}`,
      headers: headers(),
      payload: { IssueStatus: 'Completed', Comment: 'Udbedret ved servicebesøget' },
    });
    expect(done.statusCode).toBe(200);
    const after = (await app.inject({ url: statistics, headers: headers() })).json() as { openIssues: number; closedIssues: number };
    expect(after.openIssues).toBe(before.openIssues - 1);
    expect(after.closedIssues).toBe(before.closedIssues + 1);
    // The old tag no longer matches: the details were built again after the write.
    expect((await app.inject({ url: details, headers: { ...headers(), 'if-none-match': detailsTag } })).statusCode).not.toBe(304);
    // Back as it was, for the next test.
    const reopened = await app.inject({
      method: 'POST',
      url: `${base}/updateStatus/${data.openIssue.id}`,
      headers: headers(),
      payload: { IssueStatus: 'NoAction', Comment: 'Genåbnet: fejlen er set igen' },
    });
    expect(reopened.statusCode).toBe(200);
    const again = (await app.inject({ url: statistics, headers: headers() })).json() as { openIssues: number };
    expect(again.openIssues).toBe(before.openIssues);
  });

  it('shows a status change through the API at once in lists and details', async () => {
    const { app } = context();
    const list = `${base}/location/${data.site}/issues/${RANGE}/NoAction`;
    const details = () =>
      app.inject({ method: 'POST', url: `${base}/issue/${data.openIssue.id}`, headers: { ...headers(), 'content-type': 'application/json' }, payload: JSON.stringify(data.site) });
    const before = (await app.inject({ url: list, headers: headers() })).json() as IssueRow[];
    expect(before.some((row) => row.id === data.openIssue.id)).toBe(true);
    const detailsBefore = (await details()).json() as IssueDetails;
    const done = await app.inject({
      method: 'POST',
      url: `${base}/updateStatus/${data.openIssue.id}`,
      headers: headers(),
      payload: { IssueStatus: 'Completed', Comment: 'Udbedret ved servicebesøget' },
    });
    expect(done.statusCode).toBe(200);
    const after = (await app.inject({ url: list, headers: headers() })).json() as IssueRow[];
    expect(after.some((row) => row.id === data.openIssue.id)).toBe(false);
    expect((await details()).json()).not.toEqual(detailsBefore);
  });

  it('shows an upload at once in the details', async () => {
    const { app } = context();
    const details = () =>
      app.inject({ method: 'POST', url: `${base}/issue/${data.completedIssue.id}`, headers: { ...headers(), 'content-type': 'application/json' }, payload: JSON.stringify(data.site) });
    const before = (await details()).json() as IssueDetails;
    const payload = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="Cache.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const upload = await app.inject({
      method: 'PUT',
      url: `${base}/uploadFiles/${data.completedIssue.id}/`,
      headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    const after = (await details()).json() as IssueDetails;
    expect(after.files.length).toBe(before.files.length + 1);
    expect(after.files.some((file) => file.displayName === 'Cache.pdf')).toBe(true);
  });

  it('never serves a cached body to another customer, nor after the membership is removed', async () => {
    const { app, db } = context();
    const url = `${base}/location/${data.site}/issues/${RANGE}/Completed`;
    const own = await app.inject({ url, headers: headers() });
    expect(own.statusCode).toBe(200);
    const stranger = await signIn(app, 'anden@example.com');
    const foreign = await app.inject({ url, headers: { ...bearer(stranger), 'if-none-match': String(own.headers.etag) } });
    expect(foreign.statusCode).toBe(404);

    const employeeId = Number(data.claims.EmployeeId);
    const mine = db.selectFrom('memberships').selectAll().where('customer_id', '=', data.customerId).where('employee_id', '=', employeeId);
    const membership = await mine.execute();
    await db.deleteFrom('memberships').where('customer_id', '=', data.customerId).where('employee_id', '=', employeeId).execute();
    try {
      expect((await app.inject({ url, headers: headers() })).statusCode).toBe(404);
    } finally {
      await db.insertInto('memberships').values(membership).execute();
    }
    expect((await app.inject({ url, headers: headers() })).body).toBe(own.body);
  });
});
