import { beforeAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';
import { auditEntries, signInRestricted } from '../../test/restricted-user.js';

describeEachDatabase('administration: the customer\'s settings and the QR labels\' rotation', (context) => {
  let admin: TestSession;
  let user: TestSession;

  beforeAll(async () => {
    admin = await signInAs(context().app, 'demo@example.com');
    const site = await context().db.selectFrom('locations').select('id').where('customer_id', '=', admin.customerId).executeTakeFirstOrThrow();
    user = await signInRestricted(context(), admin.customerId, [site.id]);
  });

  const call = (session: TestSession, method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) =>
    context().app.inject({
      method,
      url: `/api/administration/${session.customerId}${path}`,
      headers: payload === undefined ? bearer(session.token) : { ...bearer(session.token), 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('has guest reports off by default; an Admin switches them, a User may read but not change them', async () => {
    expect((await call(user, 'GET', '/settings')).json()).toEqual({ guestReports: false });
    const changed = await call(admin, 'PUT', '/settings', { guestReports: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ guestReports: true });
    expect((await call(user, 'GET', '/settings')).json()).toEqual({ guestReports: true });
    expect((await call(user, 'PUT', '/settings', { guestReports: false })).statusCode).toBe(403);
    expect((await auditEntries(context().db, admin.customerId, { action: 'settings.update', subject: 'guestReports' })).length).toBe(1);
  });

  it('refuses a body that is not the settings with a 400 that names the field', async () => {
    for (const payload of [{ guestReports: 'yes' }, {}, { guestReports: true, other: 1 }]) {
      const response = await call(admin, 'PUT', '/settings', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/guestReports|propert/);
    }
  });

  it('rotates the labels for an Admin only, one generation up each time', async () => {
    expect((await call(user, 'POST', '/qr-labels/rotate')).statusCode).toBe(403);
    const first = (await call(admin, 'POST', '/qr-labels/rotate')).json() as { generation: number };
    const second = (await call(admin, 'POST', '/qr-labels/rotate')).json() as { generation: number };
    expect(second.generation).toBe(first.generation + 1);
  });
});
