import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { calendarFeedMonths, dayOf } from '@portal/shared/rules';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';
import { withAncestry } from '../location/location-scope.js';

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: string;
  summary: string;
  location: string;
  url: string;
  status: string;
}

/** The feed read back by a real iCalendar parser. */
function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    start: String(vevent.getFirstPropertyValue('dtstart')),
    summary: String(vevent.getFirstPropertyValue('summary')),
    location: String(vevent.getFirstPropertyValue('location')),
    url: String(vevent.getFirstPropertyValue('url')),
    status: String(vevent.getFirstPropertyValue('status')),
  }));
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

describeEachDatabase('calendar feed', (context) => {
  let session: TestSession;
  const feedPath = () => `/api/calendar/${session.customerId}/feed`;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
    context().app.inject({ method, url, headers: { ...session.headers, ...headers } });
  /** The public call, without a session, as a calendar app makes it. */
  const poll = (url: string, headers: Record<string, string> = {}) => context().app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  async function makeAddress(): Promise<string> {
    const response = await call('POST', feedPath());
    expect(response.statusCode).toBe(200);
    return (response.json() as { url: string }).url;
  }

  /** The customer's tasks the feed should hold: due from today to the feed's end, soonest first. */
  async function tasksInWindow(customerId: number) {
    const today = dayOf(new Date());
    const end = new Date(`${today}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + calendarFeedMonths);
    return context()
      .db.selectFrom('tasks')
      .innerJoin('installations', 'installations.id', 'tasks.installation_id')
      .innerJoin('locations', 'locations.id', 'tasks.location_id')
      .select(['tasks.id', 'tasks.number', 'tasks.name', 'tasks.status', 'tasks.due_date', 'tasks.location_id', 'installations.code as installation_code', 'installations.name as installation_name', 'locations.code as location_code', 'locations.name as location_name'])
      .where('tasks.customer_id', '=', customerId)
      .where('tasks.due_date', '>=', `${today}T00:00:00.000Z`)
      .where('tasks.due_date', '<', end.toISOString())
      .orderBy('tasks.due_date')
      .orderBy('tasks.id')
      .execute();
  }

  beforeAll(async () => {
    session = await signInAs(context().app, 'demo@example.com');
  });

  it('makes an address the employee can copy, and holds every planned inspection of the next months', async () => {
    expect((await call('GET', feedPath())).json()).toEqual({ createdAt: null });
    const url = await makeAddress();
    expect(url).toMatch(new RegExp(`^${context().app.config.publicUrl.replace(/\/$/, '')}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await call('GET', feedPath())).json()).toEqual({ createdAt: expect.any(String) as unknown });
    // The token is kept only as its hash.
    const stored = await context().db.selectFrom('calendar_feeds').selectAll().where('employee_id', '=', session.employeeId).executeTakeFirstOrThrow();
    const token = /\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const response = await poll(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const feed = parseFeed(response.body);
    expect(feed.name).toMatch(/^Eftersyn – /);
    const expected = await tasksInWindow(session.customerId);
    expect(expected.length).toBeGreaterThan(0);
    expect(feed.events.map((event) => event.uid)).toEqual(expected.map((task) => `task-${task.id}@${new URL(url).hostname}`));
    const [first] = expected;
    const event = feed.events[0];
    if (!first || !event) throw new Error('no event');
    expect(event.start).toBe(dayOf(first.due_date));
    expect(event.summary).toBe(`${first.name} – ${first.installation_name}`);
    expect(event.location).toContain(first.location_name);
    expect(event.sequence).toBe(0);
    const link = new URL(event.url);
    expect(link.pathname).toBe('/overblik/liste');
    expect(Object.fromEntries(link.searchParams)).toEqual({ kind: 'planned', locations: first.location_code, eftersyn: first.number });
  });

  it('answers an unchanged feed with 304, and a status change raises the event’s SEQUENCE and cancels a postponed one', async () => {
    const url = await makeAddress();
    const first = await poll(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await poll(url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await poll(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);

    const [task] = (await tasksInWindow(session.customerId)).filter((row) => !row.status.startsWith('PostponedBy'));
    if (!task) throw new Error('no task to postpone');
    const change = await context().app.inject({
      method: 'POST',
      url: `/api/task/${session.customerId}/updateStatus/${encodeURIComponent(task.installation_code)}`,
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ taskId: task.id, taskStatus: 4, comment: 'Udsat af kunden i kalendertesten' }),
    });
    expect(change.statusCode).toBe(200);

    const changed = await poll(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const event = parseFeed(changed.body).events.find((candidate) => candidate.uid.startsWith(`task-${task.id}@`));
    expect(event?.status).toBe('CANCELLED');
    expect(event?.sequence).toBe(1);
    const before = parseFeed(first.body).events.find((candidate) => candidate.uid === event?.uid);
    expect(before?.status).toBe('CONFIRMED');
  });

  it('ends the old address when a new one is made or the address is removed, with the same 404 as an unknown one', async () => {
    const old = await makeAddress();
    const renewed = await makeAddress();
    const unknown = `${context().app.config.publicUrl}/api/calendar/${'A'.repeat(43)}.ics`;
    const refusedOld = await poll(old);
    const refusedUnknown = await poll(unknown);
    expect(refusedOld.statusCode).toBe(404);
    expect(refusedOld.body).toBe(refusedUnknown.body);
    expect((await poll(renewed)).statusCode).toBe(200);

    expect((await call('DELETE', feedPath())).statusCode).toBe(204);
    expect((await poll(renewed)).statusCode).toBe(404);
    expect((await call('DELETE', feedPath())).statusCode).toBe(404);
    expect((await call('GET', feedPath())).json()).toEqual({ createdAt: null });
    expect((await poll(`${context().app.config.publicUrl}/api/calendar/not-a-calendar`)).statusCode).toBe(400);

    const actions = await context()
      .db.selectFrom('audit_log')
      .select('action')
      .where('employee_id', '=', session.employeeId)
      .where('action', 'like', 'calendar.%')
      .execute();
    expect(new Set(actions.map((row) => row.action))).toEqual(new Set(['calendar.feed-created', 'calendar.feed-renewed', 'calendar.feed-removed']));
  });

  it('holds only the locations a limited user may see, and nothing once the membership ends', async () => {
    const url = await makeAddress();
    const all = await tasksInWindow(session.customerId);
    const [allowed] = all;
    if (!allowed) throw new Error('no task');
    const db = context().db;
    const membership = db.updateTable('memberships').where('employee_id', '=', session.employeeId).where('customer_id', '=', session.customerId);
    await membership.set({ restricted: true }).execute();
    await db.insertInto('membership_locations').values({ employee_id: session.employeeId, customer_id: session.customerId, location_id: allowed.location_id }).execute();
    try {
      const events = parseFeed((await poll(url)).body).events;
      const inScope = await withAncestry(db)
        .selectFrom('location_ancestors')
        .select('descendant_id')
        .where('ancestor_id', '=', allowed.location_id)
        .execute();
      const ids = new Set(inScope.map((row) => row.descendant_id));
      expect(events.length).toBe(all.filter((task) => ids.has(task.location_id)).length);
      expect(events.length).toBeLessThan(all.length);

      await membership.set({ active: false }).execute();
      expect((await poll(url)).statusCode).toBe(404);
    } finally {
      await membership.set({ restricted: false, active: true }).execute();
      await db.deleteFrom('membership_locations').where('employee_id', '=', session.employeeId).where('customer_id', '=', session.customerId).execute();
    }
  });

  it('limits how often one address is read (429 with Retry-After)', async () => {
    const url = await makeAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await poll(url, { 'if-none-match': '"x"' })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const limited = await poll(url);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
