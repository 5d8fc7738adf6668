import { beforeAll, expect, it } from 'vitest';
import type { NewsItem } from '@portal/shared/contract';
import { importProviderData } from '../../import/import.service.js';
import { XSS_PAYLOADS } from '../../test/xss-corpus.js';
import { decodeClaims, describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';
import { sanitizeNewsHtml } from '../../security/news-html.js';

/** What must never survive the sanitiser in any body: a tag or attribute that can run script or load it. */
const DANGEROUS = /<\s*(script|iframe|object|embed|style|link|meta|base|form|input|svg|math|template|noscript|body|video|source|details|marquee)\b|\son\w+\s*=|javascript:|vbscript:|data:|expression\s*\(|srcdoc|xlink:href/i;

describeEachDatabase('news feed and newsletter', (context) => {
  let demo: TestSession;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

  beforeAll(async () => {
    const { app, db } = context();
    demo = await signInAs(app, 'demo@example.com');
    const result = await importProviderData(db, {
      news: [
        { code: 'news-test-old', title: 'Gammel', teaser: 'Ældst', bodyHtml: '<p>Gammel <strong>nyhed</strong></p>', releaseDate: day(-400) },
        { code: 'news-test-new', title: 'Ny', teaser: 'Nyest', bodyHtml: '<p onclick="alert(1)">Ny</p><script>alert(2)</script><a href="https://example.com/x">link</a>', releaseDate: day(-1) },
        { code: 'news-test-future', title: 'Fremtid', teaser: 'Ikke endnu', bodyHtml: '<p>Senere</p>', releaseDate: day(30) },
        { code: 'news-test-other-feed', title: 'Anden kanal', teaser: 'Feed 4', bodyHtml: '<p>Andet</p>', releaseDate: day(-2), feedId: 4 },
        ...XSS_PAYLOADS.map((body, index) => ({ code: `news-xss-${index}`, title: `XSS ${index}`, teaser: 'x', bodyHtml: body, releaseDate: day(-1000 - index) })),
      ],
    });
    expect(result.ok, JSON.stringify(result)).toBe(true);
  });

  const feed = async (session = demo, feedId = 3) => context().app.inject({ url: `/api/NewsFeed/application/${feedId}`, headers: session.headers });

  it('lists the released items of feed 3, newest first, with sanitised bodies', async () => {
    const response = await feed();
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<NewsItem[]>();
    const titles = items.map((item) => item.title);
    expect(titles).toContain('Ny');
    expect(titles).toContain('Gammel');
    expect(titles.indexOf('Ny')).toBeLessThan(titles.indexOf('Gammel'));
    expect(titles).not.toContain('Fremtid');
    expect(titles).not.toContain('Anden kanal');
    const releases = items.map((item) => Date.parse(item.releaseDate));
    expect([...releases].sort((a, b) => b - a)).toEqual(releases);
    const fresh = items.find((item) => item.title === 'Ny');
    expect(fresh).toMatchObject({ teaser: 'Nyest', id: expect.any(Number) as number });
    expect(fresh?.body).toBe('<p>Ny</p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>');
    expect(items.find((item) => item.title === 'Gammel')?.body).toBe('<p>Gammel <strong>nyhed</strong></p>');
  });

  it('stores news bodies sanitised (on write), and no XSS payload survives in the feed', async () => {
    const { db } = context();
    const stored = await db.selectFrom('news').select(['code', 'body_html']).where('code', 'like', 'news-xss-%').execute();
    expect(stored).toHaveLength(XSS_PAYLOADS.length);
    for (const row of stored) expect(row.body_html, row.code).not.toMatch(DANGEROUS);
    const bodies = (await feed()).json<NewsItem[]>().filter((item) => item.title.startsWith('XSS ')).map((item) => item.body);
    expect(bodies).toHaveLength(XSS_PAYLOADS.length);
    for (const body of bodies) expect(body).not.toMatch(DANGEROUS);
  });

  it('sanitises rows written around the import on the way out too', async () => {
    const { db } = context();
    await db.insertInto('news').values({ code: 'news-raw', feed_id: 3, title: 'Rå', teaser: 'r', body_html: '<img src=x onerror=alert(1)><p>ok</p>', release_date: day(-3) }).execute();
    const raw = (await feed()).json<NewsItem[]>().find((item) => item.title === 'Rå');
    expect(raw?.body).toBe('<p>ok</p>');
  });

  it('answers 404 for another feed, 400 for a feed id that is no number, 401 without a token', async () => {
    expect((await feed(demo, 4)).statusCode).toBe(404);
    const bad = await context().app.inject({ url: '/api/NewsFeed/application/abc', headers: demo.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/feedId/);
    expect((await context().app.inject({ url: '/api/NewsFeed/application/3' })).statusCode).toBe(401);
  });

  it('subscribes and unsubscribes the employee; a new token then carries the changed NewsFeed claim', async () => {
    const { app } = context();
    const toggle = (action: 'add' | 'remove') =>
      app.inject({ method: 'PUT', url: `/api/newsfeed/employee/${demo.employeeId}/${action}/5`, headers: demo.headers });
    const newToken = async () => {
      const response = await app.inject({ url: `/api/authentication/requestnewtoken/customer/${demo.customerId}/employee/${demo.employeeId}`, headers: demo.headers });
      expect(response.statusCode, response.body).toBe(200);
      return decodeClaims(response.json<{ token: string }>().token);
    };
    const added = await toggle('add');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ newsFeed: 'True' });
    expect((await newToken()).NewsFeed).toBe('True');
    // Twice is the same state, not an error.
    expect((await toggle('add')).statusCode).toBe(200);
    const removed = await toggle('remove');
    expect(removed.json()).toEqual({ newsFeed: 'False' });
    expect((await newToken()).NewsFeed).toBe('False');
  });

  it("refuses another employee's subscription (404), another newsletter (404) and bad ids (400)", async () => {
    const { app, db } = context();
    const other = await signInAs(app, 'anden@example.com');
    const before = await db.selectFrom('employees').select('newsletter').where('id', '=', other.employeeId).executeTakeFirstOrThrow();
    const put = (url: string) => app.inject({ method: 'PUT', url, headers: demo.headers });
    expect((await put(`/api/newsfeed/employee/${other.employeeId}/add/5`)).statusCode).toBe(404);
    expect((await put(`/api/newsfeed/employee/${demo.employeeId}/add/6`)).statusCode).toBe(404);
    const badEmployee = await put('/api/newsfeed/employee/x/add/5');
    expect(badEmployee.statusCode).toBe(400);
    expect(badEmployee.json<{ message: string }>().message).toMatch(/employeeId/);
    expect((await put(`/api/newsfeed/employee/${demo.employeeId}/toggle/5`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/newsfeed/employee/${demo.employeeId}/add/5` })).statusCode).toBe(401);
    const after = await db.selectFrom('employees').select('newsletter').where('id', '=', other.employeeId).executeTakeFirstOrThrow();
    expect(after.newsletter).toEqual(before.newsletter);
  });
});

it('keeps formatting and safe links, drops every corpus payload', () => {
  expect(sanitizeNewsHtml('<h3>T</h3><ul><li>a</li></ul><a href="mailto:x@example.com" target="_self">m</a>')).toBe(
    '<h3>T</h3><ul><li>a</li></ul><a href="mailto:x@example.com" target="_blank" rel="noopener noreferrer">m</a>',
  );
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  for (const payload of XSS_PAYLOADS) expect(sanitizeNewsHtml(payload), payload).not.toMatch(DANGEROUS);
});
