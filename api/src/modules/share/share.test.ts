import { beforeAll, expect, it } from 'vitest';
import type { ShareLinkAccess, ShareLinkCreated, ShareLinkSummary, SharedEvidence, SharedFault, SharedPage, SharedTask } from '@portal/shared/contract';
import { addDays, dayOf, shareLinkMaxDays } from '@portal/shared/rules';
import { buildApp } from '../../app.js';
import { signInRestricted } from '../../test/restricted-user.js';
import { pdfText } from '../../test/pdf-text.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';
import { withAncestry } from '../location/location-scope.js';

const DAY = 86_400_000;

describeEachDatabase('share links', (context) => {
  let admin: TestSession;
  let site: { id: number; code: string; name: string };
  let otherSite: { id: number; code: string };
  /** Location ids inside `site` (itself included). */
  let inside: Set<number>;
  const today = dayOf(new Date());
  const from = addDays(today, -365);

  const linksPath = () => `/api/share/${admin.customerId}/links`;
  const make = async (body: Record<string, unknown>, session = admin) =>
    context().app.inject({ method: 'POST', url: `/api/share/${session.customerId}/links`, headers: session.headers, payload: body });
  const linkBody = (extra: Record<string, unknown> = {}) => ({
    locations: [site.code],
    from,
    to: today,
    expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
    ...extra,
  });
  const tokenOf = (url: string) => url.split('/').at(-1) ?? '';
  /** A recipient's call: no session, from an address of its own. */
  const open = (path: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    context().app.inject({ method: 'GET', url: `/api/public/share/${path}`, headers, remoteAddress });

  async function makeLink(extra: Record<string, unknown> = {}): Promise<ShareLinkCreated & { token: string }> {
    const response = await make(linkBody(extra));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ShareLinkCreated>();
    return { ...created, token: tokenOf(created.url) };
  }

  beforeAll(async () => {
    admin = await signInAs(context().app, 'demo@example.com');
    const db = context().db;
    // The root site with the most tasks: faults, reports and files of its own and of other sites to tell apart.
    const roots = await db
      .selectFrom('locations')
      .innerJoin('tasks', 'tasks.location_id', 'locations.id')
      .select(['locations.id', 'locations.code', 'locations.name', 'locations.parent_id'])
      .where('locations.customer_id', '=', admin.customerId)
      .groupBy(['locations.id', 'locations.code', 'locations.name', 'locations.parent_id'])
      .execute();
    const rootIds = await withAncestry(db)
      .selectFrom('location_ancestors')
      .innerJoin('locations', 'locations.id', 'location_ancestors.ancestor_id')
      .select(['location_ancestors.ancestor_id', 'location_ancestors.descendant_id'])
      .where('locations.customer_id', '=', admin.customerId)
      .where('locations.parent_id', 'is', null)
      .execute();
    const byRoot = new Map<number, Set<number>>();
    for (const row of rootIds) byRoot.set(row.ancestor_id, (byRoot.get(row.ancestor_id) ?? new Set()).add(row.descendant_id));
    const sites = [...byRoot.entries()].sort((a, b) => b[1].size - a[1].size);
    const [first, second] = sites;
    if (!first || !second || roots.length === 0) throw new Error('the demo data has fewer than two sites');
    const location = (id: number) => db.selectFrom('locations').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
    site = await location(first[0]);
    otherSite = await location(second[0]);
    inside = first[1];
  });

  it('lets an Admin make a link whose address is shown once and whose token is kept only as a hash', async () => {
    const link = await makeLink();
    expect(link.url).toMatch(new RegExp(`^${context().config.publicUrl.replace(/\/$/, '')}/deling/[A-Za-z0-9_-]{43}$`));
    const stored = await context().db.selectFrom('share_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(link.token);
    expect(stored.pin_hash).toBeNull();

    const listed = (await context().app.inject({ url: linksPath(), headers: admin.headers })).json<ShareLinkSummary[]>();
    expect(listed.find((row) => row.id === link.id)).toMatchObject({
      locations: [{ code: site.code, name: site.name }],
      from,
      to: today,
      state: 'active',
      visits: 0,
      pinProtected: false,
      createdBy: admin.claims.EmployeeName,
    });
    const audit = await context().db.selectFrom('audit_log').select(['action', 'subject']).where('action', '=', 'share.link-created').execute();
    expect(audit).toContainEqual({ action: 'share.link-created', subject: `Share link ${link.id}` });
  });

  it('refuses bad input with a message, other users with 403, and unknown locations with 404', async () => {
    const refusal = async (body: Record<string, unknown>, status = 400) => {
      const response = await make(body);
      expect(response.statusCode, response.body).toBe(status);
      return response.json<{ message: string }>().message;
    };
    expect(await refusal(linkBody({ locations: [] }))).toBeTruthy();
    expect(await refusal(linkBody({ expiresAt: new Date(Date.now() + (shareLinkMaxDays + 1) * DAY).toISOString() }))).toContain(`${shareLinkMaxDays} days`);
    expect(await refusal(linkBody({ expiresAt: new Date(Date.now() - DAY).toISOString() }))).toContain('future');
    expect(await refusal(linkBody({ expiresAt: 'next thursday' }))).toContain('not a time');
    expect(await refusal(linkBody({ from: today, to: from }))).toContain('start on or before');
    expect(await refusal(linkBody({ from: '2025-02-30' }))).toContain('not a day');
    expect(await refusal(linkBody({ pin: '12a4' }))).toContain('PIN');
    expect(await refusal(linkBody({ locations: ['NO-SUCH-PLACE'] }), 404)).toContain('does not exist');

    const user = await signInRestricted(context(), admin.customerId, [site.id]);
    expect((await make(linkBody(), user)).statusCode).toBe(403);
    expect((await context().app.inject({ url: linksPath(), headers: user.headers })).statusCode).toBe(403);
  });

  it('opens exactly its locations: their lists, statement, reports and files, and nothing of any other', async () => {
    const link = await makeLink();
    const db = context().db;

    const evidence = await open(link.token);
    expect(evidence.statusCode, evidence.body).toBe(200);
    const head = evidence.json<SharedEvidence>();
    expect(head.locations.map((location) => location.code)).toEqual([site.code]);
    expect(head).toMatchObject({ from, to: today });

    // The lists: every row inside the site, and as many as the database holds for it.
    const tasks = (await open(`${link.token}/tasks`)).json<SharedPage<SharedTask>>();
    const insideIds = [...inside];
    const taskCount = await db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('location_id', 'in', insideIds)
      .where('due_date', '>=', `${from}T00:00:00.000Z`)
      .where('due_date', '<', `${addDays(today, 1)}T00:00:00.000Z`)
      .executeTakeFirstOrThrow();
    expect(tasks.total).toBe(Number(taskCount.count));
    expect(tasks.total).toBeGreaterThan(0);
    const insideNames = new Set((await db.selectFrom('locations').select('name').where('id', 'in', insideIds).execute()).map((row) => row.name));
    for (const row of tasks.rows) expect(insideNames.has(row.location)).toBe(true);
    const faults = (await open(`${link.token}/faults`)).json<SharedPage<SharedFault>>();
    expect(faults.total).toBeGreaterThan(0);
    for (const row of faults.rows) expect(insideNames.has(row.location)).toBe(true);

    // The statement of the link's location, in the asked language; another location's is not shared.
    const statement = await open(`${link.token}/locations/${encodeURIComponent(site.code)}/statement.pdf?culture=en-GB`);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(statement.rawPayload);
    expect(text).toContain('Statement of inspections and faults');
    expect(text).toContain(`${site.name} (${site.code})`);
    expect((await open(`${link.token}/locations/${encodeURIComponent(otherSite.code)}/statement.pdf`)).statusCode).toBe(404);

    // A report inside, and the same kind of thing outside the site or of another customer: 404.
    const reported = await db
      .selectFrom('service_reports')
      .innerJoin('tasks', 'tasks.id', 'service_reports.task_id')
      .select(['tasks.id', 'tasks.location_id', 'tasks.customer_id'])
      .execute();
    const reportInside = reported.find((row) => inside.has(row.location_id));
    const reportOutside = reported.find((row) => row.customer_id === admin.customerId && !inside.has(row.location_id));
    const reportOtherCustomer = reported.find((row) => row.customer_id !== admin.customerId);
    if (!reportInside || !reportOutside) throw new Error('the demo data has no service reports inside and outside the site');
    const serviceReport = await open(`${link.token}/tasks/${reportInside.id}/service-report?culture=en-GB`);
    expect(serviceReport.statusCode).toBe(200);
    expect(await pdfText(serviceReport.rawPayload)).toMatch(/Service report/i);
    expect((await open(`${link.token}/tasks/${reportOutside.id}/service-report`)).statusCode).toBe(404);
    if (reportOtherCustomer) expect((await open(`${link.token}/tasks/${reportOtherCustomer.id}/service-report`)).statusCode).toBe(404);

    const issues = await db.selectFrom('issues').select(['id', 'location_id', 'customer_id']).execute();
    const issueInside = issues.find((row) => inside.has(row.location_id));
    const issueOutside = issues.find((row) => row.customer_id === admin.customerId && !inside.has(row.location_id));
    if (!issueInside || !issueOutside) throw new Error('the demo data has no faults inside and outside the site');
    const faultReport = await open(`${link.token}/faults/${issueInside.id}/report.pdf`);
    expect(faultReport.statusCode).toBe(200);
    expect(faultReport.headers['content-type']).toBe('application/pdf');
    expect((await open(`${link.token}/faults/${issueOutside.id}/report.pdf`)).statusCode).toBe(404);

    const files = await db
      .selectFrom('files')
      .leftJoin('tasks', 'tasks.id', 'files.task_id')
      .leftJoin('issues', 'issues.id', 'files.issue_id')
      .leftJoin('installations', 'installations.id', 'files.installation_id')
      .select((eb) => ['files.id', 'files.customer_id', eb.fn.coalesce('files.location_id', 'installations.location_id', 'tasks.location_id', 'issues.location_id').as('location_id')])
      .execute();
    const fileInside = files.find((row) => row.location_id !== null && inside.has(row.location_id));
    const fileOutside = files.find((row) => row.customer_id === admin.customerId && row.location_id !== null && !inside.has(row.location_id));
    const fileOtherCustomer = files.find((row) => row.customer_id !== admin.customerId);
    if (!fileInside || !fileOutside) throw new Error('the demo data has no files inside and outside the site');
    const download = await open(`${link.token}/files/${fileInside.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect((await open(`${link.token}/files/${fileOutside.id}`)).statusCode).toBe(404);
    if (fileOtherCustomer) expect((await open(`${link.token}/files/${fileOtherCustomer.id}`)).statusCode).toBe(404);

    // No uploads, no status changes: the public side has no such calls, and the token is no sign-in.
    const upload = await context().app.inject({ method: 'POST', url: `/api/public/share/${link.token}/files`, payload: {}, remoteAddress: '203.0.113.7' });
    expect(upload.statusCode).toBe(404);
    const status = await context().app.inject({ method: 'PUT', url: `/api/public/share/${link.token}/tasks/${reportInside.id}`, payload: {}, remoteAddress: '203.0.113.7' });
    expect(status.statusCode).toBe(404);
    const asBearer = await context().app.inject({ url: `/api/portfolio/${admin.customerId}/overview`, headers: { authorization: `Bearer ${link.token}` } });
    expect(asBearer.statusCode).toBe(401);

    // Every visit and download is in the link's log, with the address; the list counts the visits.
    const log = (await context().app.inject({ url: `${linksPath()}/${link.id}/accesses`, headers: admin.headers })).json<ShareLinkAccess[]>();
    expect(new Set(log.map((row) => row.what))).toEqual(new Set(['visit', 'statement', 'service-report', 'fault-report', 'file']));
    expect(log.every((row) => row.ip === '203.0.113.7')).toBe(true);
    expect(log.find((row) => row.what === 'statement')?.subject).toBe(site.code);
    const listed = (await context().app.inject({ url: linksPath(), headers: admin.headers })).json<ShareLinkSummary[]>();
    expect(listed.find((row) => row.id === link.id)?.visits).toBe(1);
    const visited = await db.selectFrom('audit_log').select(['actor_name', 'details']).where('action', '=', 'share.link-visited').where('subject', '=', `Share link ${link.id}`).execute();
    expect(visited).toEqual([{ actor_name: 'Share link recipient', details: 'IP 203.0.113.7' }]);
  });

  it('answers every token that opens no link alike, and an expired or revoked link with 410 at once in every process', async () => {
    const unknown = await open('A'.repeat(43));
    const other = await open('b'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);

    const expiring = await makeLink();
    await context().db.updateTable('share_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expiring.id).execute();
    expect((await open(expiring.token)).statusCode).toBe(410);
    expect((await open(`${expiring.token}/tasks`)).statusCode).toBe(410);

    // A second API process on the same database: the revocation through the first ends access through both.
    const link = await makeLink();
    const second = await buildApp({ config: context().config, db: context().db });
    await second.ready();
    try {
      const throughSecond = () => second.inject({ url: `/api/public/share/${link.token}/faults`, remoteAddress: '203.0.113.8' });
      expect((await throughSecond()).statusCode).toBe(200);
      const revoked = await context().app.inject({ method: 'DELETE', url: `${linksPath()}/${link.id}`, headers: admin.headers });
      expect(revoked.statusCode).toBe(204);
      expect((await throughSecond()).statusCode).toBe(410);
      expect((await open(link.token)).statusCode).toBe(410);
    } finally {
      await second.close();
    }
    const again = await context().app.inject({ method: 'DELETE', url: `${linksPath()}/${link.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(204);
    const audit = await context().db.selectFrom('audit_log').select('action').where('subject', '=', `Share link ${link.id}`).where('action', '=', 'share.link-revoked').execute();
    expect(audit).toHaveLength(1);
    const listed = (await context().app.inject({ url: linksPath(), headers: admin.headers })).json<ShareLinkSummary[]>();
    expect(listed.find((row) => row.id === link.id)?.state).toBe('revoked');
    expect(listed.find((row) => row.id === expiring.id)?.state).toBe('expired');
    expect((await context().app.inject({ method: 'DELETE', url: `${linksPath()}/999999`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('asks for the PIN, exchanges a right one for a key, and limits wrong tries', async () => {
    const link = await makeLink({ pin: '4711' });
    const withoutPin = await open(link.token, {}, '203.0.113.20');
    expect(withoutPin.statusCode).toBe(401);
    expect(withoutPin.json()).toMatchObject({ pinRequired: true });
    expect((await open(`${link.token}/tasks`, {}, '203.0.113.20')).statusCode).toBe(401);

    const unlock = (pin: string, remoteAddress: string) =>
      context().app.inject({ method: 'POST', url: `/api/public/share/${link.token}/pin`, payload: { pin }, remoteAddress });
    const wrong = await unlock('0000', '203.0.113.20');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ pinRequired: true, message: 'The PIN is not right' });
    const right = await unlock('4711', '203.0.113.20');
    expect(right.statusCode).toBe(200);
    const { key } = right.json<{ key: string }>();
    expect((await open(link.token, { 'x-share-key': key }, '203.0.113.20')).statusCode).toBe(200);
    expect((await open(link.token, { 'x-share-key': `${key}x` }, '203.0.113.20')).statusCode).toBe(401);
    // The downloads carry it too.
    expect((await open(`${link.token}/faults`, { 'x-share-key': key }, '203.0.113.20')).statusCode).toBe(200);

    // The key of one link opens no other.
    const another = await makeLink({ pin: '4711' });
    expect((await open(another.token, { 'x-share-key': key }, '203.0.113.20')).statusCode).toBe(401);

    // Tries per link, from many addresses (two above): the eleventh within the window is refused, even with the right PIN.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) statuses.push((await unlock('1234', `198.51.100.${attempt + 1}`)).statusCode);
    expect(statuses.every((code) => code === 401)).toBe(true);
    const limited = await unlock('4711', '198.51.100.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});
