import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { IssueRow, ThermographyIssueRow } from '@portal/shared/contract';
import { fixtures } from '../../test/fixtures.js';
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

  it('bounds the thermography list with ?take (the dashboard asks for 5): the newest N, every field kept, the total in X-Total-Count', async () => {
    const { app, db } = context();
    const room = await db.selectFrom('locations').select(['id', 'customer_id']).where('code', '=', data.room).executeTakeFirstOrThrow();
    const installation = await db.selectFrom('installations').select('id').where('code', '=', data.installationCode).executeTakeFirstOrThrow();
    const newest = await fixtures(db).issue(room.customer_id, room.id, installation.id, {
      number: `${data.thermographyIssue.number}-N`,
      kind: 'thermography',
      status: 'Created',
      created: '2024-04-02T09:30:00.000Z',
    });
    const url = `${base}/location/${data.site}/ThermographyIssue/${RANGE}/active`;
    const whole = await app.inject({ url, headers: headers() });
    expect((whole.json() as ThermographyIssueRow[]).map((row) => row.issueId)).toEqual([newest, data.thermographyIssue.id]);
    expect(whole.headers['x-total-count']).toBeUndefined();

    const first = await app.inject({ url: `${url}?take=1`, headers: headers() });
    expect(first.statusCode).toBe(200);
    expect((first.json() as ThermographyIssueRow[]).map((row) => row.issueId)).toEqual([newest]);
    expect(first.headers['x-total-count']).toBe('2');
    const second = await app.inject({ url: `${url}?take=2`, headers: headers() });
    expect((second.json() as ThermographyIssueRow[])[1]).toMatchObject({ issueId: data.thermographyIssue.id, Fejltype: 'Varm samling', Tempmax: '81.5' });
    for (const take of ['0', '501', 'x']) {
      const refused = await app.inject({ url: `${url}?take=${take}`, headers: headers() });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/take/);
    }
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
