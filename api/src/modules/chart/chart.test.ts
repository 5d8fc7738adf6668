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
