import { expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.js';
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

describeEachDatabase('chart statistics of a location with its descendants', (context) => {
  it('counts a site with everything inside it, a room alone, and an empty location as zeros', async () => {
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
    const statistics = async (code: string) => {
      const response = await app.inject({ url: `/api/chart/${demo.customerId}/location/${code}/statistics`, headers: demo.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await statistics('GRP-SITE')).toEqual({ name: 'Grundstykke', openIssues: 1, closedIssues: 1, openTasks: 1, closedTasks: 2 });
    expect(await statistics('GRP-ROOM')).toEqual({ name: 'Rum', openIssues: 1, closedIssues: 0, openTasks: 1, closedTasks: 2 });
    expect(await statistics('GRP-EMPTY')).toEqual({ name: 'Tom', openIssues: 0, closedIssues: 0, openTasks: 0, closedTasks: 0 });
  });

  it('has no grouped call beside the spec’s: the chart asks per location', async () => {
    const { app } = context();
    const demo = await signInAs(app, 'demo@example.com');
    const grouped = await app.inject({ method: 'POST', url: `/api/chart/${demo.customerId}/statistics`, headers: demo.headers, payload: { codes: ['GRP-SITE'] } });
    expect(grouped.statusCode).toBe(404);
  });
});
