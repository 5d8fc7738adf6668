import { beforeAll, expect, it } from 'vitest';
import type { Notification } from '@portal/shared/contract';
import { signUnsubscribeToken } from '../../auth/unsubscribe-token.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { fixtures } from '../../test/fixtures.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';

describeEachDatabase('notification subscriptions', (context) => {
  let demo: TestSession;
  let site: string;
  let room: string;
  let otherCustomerSite: string;
  let otherSubscription: number;

  const base = () => `/api/notification/${demo.customerId}`;
  const add = (body: Record<string, unknown>) =>
    context().app.inject({ method: 'POST', url: `${base()}/AddNotification`, headers: demo.headers, payload: { id: 0, customerId: demo.customerId, culture: 'da-DK', ...body } });
  const list = async (code?: string) => {
    const response = await context().app.inject({ url: `${base()}/GetNotification${code ? `/${code}` : ''}`, headers: demo.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Notification[]>();
  };

  beforeAll(async () => {
    const { app, db } = context();
    demo = await signInAs(app, 'demo@example.com');
    const f = fixtures(db);
    const siteId = await f.location(demo.customerId, { code: 'NOTI-SITE', name: 'Notifikationsgrund' });
    await f.location(demo.customerId, { code: 'NOTI-ROOM', name: 'Rum', parent_id: siteId });
    site = 'NOTI-SITE';
    room = 'NOTI-ROOM';
    const other = await f.customer('Fremmed Notifikation A/S');
    otherCustomerSite = `NOTI-OTHER-${other}`;
    const otherLocation = await f.location(other, { code: otherCustomerSite });
    otherSubscription = (
      await db
        .insertInto('notification_subscriptions')
        .values({ customer_id: other, name: 'Fremmed', email: 'fremmed@example.com', type: 'CompletedTasksDaily', location_id: otherLocation })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('adds a subscription for one location and lists it there, not among all locations', async () => {
    const response = await add({ name: 'Drift Team 2', email: 'drift2@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site });
    expect(response.statusCode, response.body).toBe(200);
    const added = response.json<Notification>();
    expect(added).toEqual({
      id: expect.any(Number) as number,
      customerId: demo.customerId,
      name: 'Drift Team 2',
      email: 'drift2@example.com',
      type: 'CompletedTasksDaily',
      locationReferenceCode: site,
      culture: 'da-DK',
    });
    expect(await list(site)).toEqual([added]);
    // The location's own subscriptions only: not the room's, not the all-locations ones.
    expect(await list(room)).toEqual([]);
    expect((await list()).map((row) => row.id)).not.toContain(added.id);
    // The same e-mail, type and location again: the same subscription, no second mail.
    const again = await add({ name: 'Drift Team 2', email: 'DRIFT2@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site });
    expect(again.json<Notification>().id).toBe(added.id);
  });

  it('the same add sent several times at once makes one subscription; the database refuses a second row', async () => {
    const body = { name: 'Samtidig', email: 'samtidig@example.com', type: 'UpcommingTasks3Week', locationReferenceCode: site };
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((answer) => answer.json<Notification>().id));
    expect(ids.size).toBe(1);
    expect((await list(site)).filter((row) => row.email === 'samtidig@example.com')).toHaveLength(1);
    // The unique index itself (migration 0013), whatever the service checks: the e-mail in another case too.
    const { db } = context();
    const location = await db.selectFrom('locations').select('id').where('customer_id', '=', demo.customerId).where('code', '=', site).executeTakeFirstOrThrow();
    const row = { customer_id: demo.customerId, name: 'Samtidig', type: 'UpcommingTasks3Week' as const, location_id: location.id };
    // Refused as a unique violation, which is what the service's retry recognises (isUniqueViolation).
    await expect(db.insertInto('notification_subscriptions').values({ ...row, email: 'SAMTIDIG@example.com' }).execute()).rejects.toSatisfy(isUniqueViolation);
    await db.insertInto('notification_subscriptions').values({ ...row, email: 'samtidig@example.com', location_id: null }).execute();
    await expect(db.insertInto('notification_subscriptions').values({ ...row, email: 'samtidig@example.com', location_id: null }).execute()).rejects.toSatisfy(isUniqueViolation);
    // Another constraint is not one.
    await expect(db.insertInto('notification_subscriptions').values({ ...row, email: 'andet@example.com', type: 'Forkert' as never }).execute()).rejects.not.toSatisfy(isUniqueViolation);
  });

  it('an all-locations subscription replaces the e-mail’s single-location ones of its type, and then blocks them (409)', async () => {
    const single = (await add({ name: 'Vagt', email: 'vagt@example.com', type: 'UpcommingTasks3Week', locationReferenceCode: room })).json<Notification>();
    const otherType = (await add({ name: 'Vagt', email: 'vagt@example.com', type: 'CompletedTasksDaily', locationReferenceCode: room })).json<Notification>();
    const all = await add({ name: 'Vagt', email: 'vagt@example.com', type: 'UpcommingTasks3Week', locationReferenceCode: '' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Notification>()).toMatchObject({ locationReferenceCode: '', type: 'UpcommingTasks3Week' });
    expect((await list()).map((row) => row.email)).toContain('vagt@example.com');
    const inRoom = (await list(room)).map((row) => row.id);
    expect(inRoom).not.toContain(single.id);
    expect(inRoom).toContain(otherType.id);

    const blocked = await add({ name: 'Vagt', email: 'Vagt@Example.com', type: 'UpcommingTasks3Week', locationReferenceCode: site });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ statusCode: 409, key: 'notifications.alert.locationAlreadyAll' });
    expect((await list(site)).map((row) => row.email)).not.toContain('vagt@example.com');
  });

  it('refuses a bad e-mail or name with the dictionary key of the spec’s message, and bad types and cultures', async () => {
    for (const email of ['ikke-en-mail', 'a@b', 'a b@example.com', '']) {
      const response = await add({ name: 'Navn', email, type: 'CompletedTasksDaily', locationReferenceCode: site });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ key: 'notifications.emailNotValid.text' });
    }
    for (const name of ['a-b', 'x;drop', 'Søren!', '']) {
      const response = await add({ name, email: 'navn@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ key: 'notifications.nameNotValid.text' });
    }
    const type = await add({ name: 'Navn', email: 'navn@example.com', type: 'UpcomingTasks3Week', locationReferenceCode: site });
    expect(type.statusCode).toBe(400);
    expect(type.json<{ message: string }>().message).toMatch(/type/);
    const culture = await add({ name: 'Navn', email: 'navn@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site, culture: 'fr-FR' });
    expect(culture.statusCode).toBe(400);
    expect((await list(site)).map((row) => row.email)).not.toContain('navn@example.com');
  });

  it('takes names with any letters, æøå included (ADR 0047)', async () => {
    for (const [index, name] of ['Søren', 'Vagtstue Århus', 'Prüfstelle Süd'].entries()) {
      const response = await add({ name, email: `bogstaver${index}@example.com`, type: 'CompletedTasksDaily', locationReferenceCode: site });
      expect(response.statusCode, name).toBe(200);
      expect(response.json<Notification>().name).toBe(name);
    }
  });

  it('keeps the subscription’s culture (en-GB, de-DE) for its digest', async () => {
    const english = (await add({ name: 'Facility', email: 'facility@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site, culture: 'en-GB' })).json<Notification>();
    expect(english.culture).toBe('en-GB');
    const german = (await add({ name: 'Technik', email: 'technik@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site, culture: 'de-DE' })).json<Notification>();
    expect(german.culture).toBe('de-DE');
  });

  it('another customer’s location or subscription is a 404; an unknown location too', async () => {
    const { app } = context();
    expect((await app.inject({ url: `${base()}/GetNotification/${otherCustomerSite}`, headers: demo.headers })).statusCode).toBe(404);
    expect((await add({ name: 'Navn', email: 'navn@example.com', type: 'CompletedTasksDaily', locationReferenceCode: otherCustomerSite })).statusCode).toBe(404);
    expect((await add({ name: 'Navn', email: 'navn@example.com', type: 'CompletedTasksDaily', locationReferenceCode: 'FINDES-IKKE' })).statusCode).toBe(404);
    const remove = await app.inject({ method: 'DELETE', url: `${base()}/removeNotification/${otherSubscription}`, headers: demo.headers });
    expect(remove.statusCode).toBe(404);
    expect(await context().db.selectFrom('notification_subscriptions').select('id').where('id', '=', otherSubscription).executeTakeFirst()).toBeDefined();
  });

  it('removes a subscription (204), then it is gone (404 again)', async () => {
    const { app } = context();
    const added = (await add({ name: 'Kort', email: 'kort@example.com', type: 'CompletedTasksDaily', locationReferenceCode: site })).json<Notification>();
    const remove = () => app.inject({ method: 'DELETE', url: `${base()}/removeNotification/${added.id}`, headers: demo.headers });
    expect((await remove()).statusCode).toBe(204);
    expect((await list(site)).map((row) => row.id)).not.toContain(added.id);
    expect((await remove()).statusCode).toBe(404);
  });

  it('the signed unsubscribe link shows a button (GET changes nothing) and its POST removes the subscription', async () => {
    const { app, config } = context();
    const added = (await add({ name: 'Link', email: 'link@example.com', type: 'UpcommingTasks3Week', locationReferenceCode: site, culture: 'en-GB' })).json<Notification>();
    const token = await signUnsubscribeToken(config.jwtSecret, { subscriptionId: added.id, customerId: demo.customerId, culture: 'en-GB' });
    const page = await app.inject({ url: `/api/notification/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toContain('<form method="post">');
    expect(page.body).toContain('Do you want to unsubscribe');
    expect((await list(site)).map((row) => row.id)).toContain(added.id);

    // RFC 8058: the mail client's one-click POST.
    const post = await app.inject({
      method: 'POST',
      url: `/api/notification/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('You have been unsubscribed');
    expect((await list(site)).map((row) => row.id)).not.toContain(added.id);
    const again = await app.inject({ method: 'POST', url: `/api/notification/unsubscribe/${token}` });
    expect(again.body).toContain('already been unsubscribed');

    // A forged or tampered link: 404, nothing removed; a token of another kind (a session token) too.
    const other = await add({ name: 'Bleibt', email: 'bleibt@example.com', type: 'UpcommingTasks3Week', locationReferenceCode: site });
    const forged = await signUnsubscribeToken('another-secret-entirely-0123456789abcdef', { subscriptionId: other.json<Notification>().id, customerId: demo.customerId, culture: 'da-DK' });
    expect((await app.inject({ method: 'POST', url: `/api/notification/unsubscribe/${forged}` })).statusCode).toBe(404);
    // (A session token is longer than a path segment may be: 414 before any lookup.)
    expect([404, 414]).toContain((await app.inject({ method: 'POST', url: `/api/notification/unsubscribe/${demo.token}` })).statusCode);
    expect((await app.inject({ method: 'POST', url: `/api/notification/unsubscribe/${token.slice(0, -2)}xx` })).statusCode).toBe(404);
    expect((await list(site)).map((row) => row.id)).toContain(other.json<Notification>().id);
  });
});
