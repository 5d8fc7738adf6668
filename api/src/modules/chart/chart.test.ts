import { expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.js';
import { signInRestricted } from '../../test/restricted-user.js';
import { describeEachDatabase, signInAs } from '../../test/test-app.js';

describeEachDatabase('chart statistics', (context) => {
  it('serves per-location statistics through the chart call', async () => {
    // The demo employee's customer gets the site, so the call is authorized.
    const { app, db } = context();
    const customer = await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-10421').executeTakeFirstOrThrow();
    const f = fixtures(db);
    const site = await f.location(customer.id, { code: 'STAT-1', name: 'Statistik' });
    const unit = await f.installation(customer.id, site);
    await f.issue(customer.id, site, unit, { status: 'NoAction' });
    await f.issue(customer.id, site, unit, { status: 'Completed' });
    await f.issue(customer.id, site, unit, { status: 'Completed' });
    await f.task(customer.id, site, unit, { status: 'Planned' });
    await f.task(customer.id, site, unit, { status: 'Completed' });
    const demo = await signInAs(app, 'demo@example.com');
    const response = await app.inject({ url: `/api/chart/${customer.id}/location/STAT-1/statistics`, headers: demo.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Statistik', openIssues: 1, closedIssues: 2, openTasks: 1, closedTasks: 1 });

    const unknown = await app.inject({ url: `/api/chart/${customer.id}/location/NOPE/statistics`, headers: demo.headers });
    expect(unknown.statusCode).toBe(404);
  });
});

describeEachDatabase('chart statistics of many locations', (context) => {
  it('answers every asked location (with its descendants) in the order asked, from one grouped query', async () => {
    const { app, db } = context();
    const demo = await signInAs(app, 'demo@example.com');
    const f = fixtures(db);
    const site = await f.location(demo.customerId, { code: 'GRP-SITE', name: 'Grundstykke' });
    const room = await f.location(demo.customerId, { code: 'GRP-ROOM', name: 'Rum', parent_id: site });
    await f.location(demo.customerId, { code: 'GRP-EMPTY', name: 'Tom' });
    const unit = await f.installation(demo.customerId, room);
    await f.issue(demo.customerId, room, unit, { status: 'NoAction' });
    await f.issue(demo.customerId, site, unit, { status: 'Completed' });
    await f.task(demo.customerId, room, unit, { status: 'Planned' });
    await f.task(demo.customerId, room, unit, { status: 'Completed' });
    await f.task(demo.customerId, room, unit, { status: 'Completed' });

    const response = await app.inject({
      method: 'POST',
      url: `/api/chart/${demo.customerId}/statistics`,
      headers: demo.headers,
      payload: { codes: ['GRP-EMPTY', 'GRP-SITE', 'GRP-ROOM', 'GRP-SITE'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { code: 'GRP-EMPTY', name: 'Tom', openIssues: 0, closedIssues: 0, openTasks: 0, closedTasks: 0 },
      { code: 'GRP-SITE', name: 'Grundstykke', openIssues: 1, closedIssues: 1, openTasks: 1, closedTasks: 2 },
      { code: 'GRP-ROOM', name: 'Rum', openIssues: 1, closedIssues: 0, openTasks: 1, closedTasks: 2 },
    ]);
    // Each location agrees with the one-location call.
    const one = await app.inject({ url: `/api/chart/${demo.customerId}/location/GRP-SITE/statistics`, headers: demo.headers });
    expect(one.json()).toEqual({ name: 'Grundstykke', openIssues: 1, closedIssues: 1, openTasks: 1, closedTasks: 2 });
  });

  it('answers 404 naming an unknown or foreign code, 400 for an empty, oversized or malformed list', async () => {
    const { app, db } = context();
    const demo = await signInAs(app, 'demo@example.com');
    const other = await fixtures(db).customer('Fremmed Graf A/S');
    await fixtures(db).location(other, { code: `GRP-FOREIGN-${other}` });
    const post = (payload: unknown) => app.inject({ method: 'POST', url: `/api/chart/${demo.customerId}/statistics`, headers: demo.headers, payload: payload as object });
    const foreign = await post({ codes: [`GRP-FOREIGN-${other}`] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toContain(`GRP-FOREIGN-${other}`);
    expect((await post({ codes: [] })).statusCode).toBe(400);
    expect((await post({ codes: Array.from({ length: 101 }, (_, index) => `C${index}`) })).statusCode).toBe(400);
    const malformed = await post({ codes: ['a b'] });
    expect(malformed.statusCode).toBe(400);
    expect((await post({})).json<{ message: string }>().message).toMatch(/codes/);
    const otherCustomer = await app.inject({ method: 'POST', url: `/api/chart/${other}/statistics`, headers: demo.headers, payload: { codes: ['GRP-SITE'] } });
    expect(otherCustomer.statusCode).toBe(404);
  });

  it('answers a user limited to locations (ADR 0031) only inside them: any code outside is a 404', async () => {
    const { app, db } = context();
    const demo = await signInAs(app, 'demo@example.com');
    const room = await db.selectFrom('locations').select('id').where('customer_id', '=', demo.customerId).where('code', '=', 'GRP-ROOM').executeTakeFirstOrThrow();
    const inRoom = await signInRestricted(context(), demo.customerId, [room.id]);
    const post = (codes: string[]) => app.inject({ method: 'POST', url: `/api/chart/${demo.customerId}/statistics`, headers: inRoom.headers, payload: { codes } });
    const inside = await post(['GRP-ROOM']);
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json()).toEqual([{ code: 'GRP-ROOM', name: 'Rum', openIssues: 1, closedIssues: 0, openTasks: 1, closedTasks: 2 }]);
    // The site above the room, and a location beside it, even together with the room.
    expect((await post(['GRP-ROOM', 'GRP-SITE'])).statusCode).toBe(404);
    expect((await post(['GRP-EMPTY'])).statusCode).toBe(404);
  });
});
