import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { IssueRow } from '@portal/shared/contract';
import { bearer, describeEachDatabase } from '../../test/test-app.js';
import { seedIssueTestData, type IssueTestData } from './issue.test-data.js';

const RANGE = '1900-01-01/3000-01-01';

describeEachDatabase('issues: bounded lists for dashboard widgets', (context) => {
  let data: IssueTestData;
  let base: string;
  const headers = () => bearer(data.token);

  beforeAll(async () => {
    ({ data, base } = await seedIssueTestData(context()));
  });

  it('?take=N answers the newest N rows of the whole list, with the total in X-Total-Count', async () => {
    const { app } = context();
    const whole = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/NoAction`, headers: headers() });
    const all = whole.json() as IssueRow[];
    expect(all.length).toBeGreaterThan(1);
    expect(whole.headers['x-total-count']).toBeUndefined();

    const bounded = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/NoAction?take=1`, headers: headers() });
    expect(bounded.statusCode).toBe(200);
    expect(bounded.json()).toEqual(all.slice(0, 1));
    expect(bounded.headers['x-total-count']).toBe(String(all.length));

    const several = await app.inject({
      method: 'POST',
      url: `${base}/issues/${RANGE}/NoAction?take=1`,
      headers: headers(),
      payload: [data.room, data.site],
    });
    expect(several.json()).toEqual(all.slice(0, 1));
    expect(several.headers['x-total-count']).toBe(String(all.length));
  });

  it('rejects a take outside 1..500 with a 400', async () => {
    const { app } = context();
    for (const take of ['0', '501', 'x']) {
      const response = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/NoAction?take=${take}`, headers: headers() });
      expect(response.statusCode).toBe(400);
    }
  });

  it('compresses large JSON when the client accepts it', async () => {
    const { app } = context();
    const plain = await app.inject({ url: `${base}/location/${data.site}/issues/${RANGE}/Completed`, headers: headers() });
    const gzipped = await app.inject({
      url: `${base}/location/${data.site}/issues/${RANGE}/Completed`,
      headers: { ...headers(), 'accept-encoding': 'gzip' },
    });
    if (plain.rawPayload.length >= 1024) {
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    } else {
      expect(gzipped.json()).toEqual(plain.json());
    }
  });
});
