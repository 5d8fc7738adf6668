import { beforeAll, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.js';
import { readMessage, startSmtpSink, type ReadMessage } from '../../test/smtp-sink.js';
import { describeEachDatabase, serviceContext } from '../../test/test-app.js';
import { enqueueDueDigests } from './notification-digest.service.js';
import { duePeriods, localTime } from './notification-schedule.js';

let refusing = false;
const sink = await startSmtpSink({ refusing: () => refusing });
const PUBLIC_URL = 'https://portal.example.dk';

/** Tuesday 10 March 2026, 07:30 in Copenhagen (CET, UTC+1): the daily digest of the 9th and the Monday digest of the 9th are due. */
const NOW = new Date('2026-03-10T06:30:00.000Z');

it('names the due periods in Copenhagen time: before 06:00 the previous day’s, on Monday before 06:00 last week’s', () => {
  const timing = { timeZone: 'Europe/Copenhagen', hour: 6 };
  expect(duePeriods(NOW, timing).map((p) => `${p.type} ${p.period}`)).toEqual(['CompletedTasksDaily 2026-03-10', 'UpcommingTasks3Week 2026-03-09']);
  // 05:30 local on Monday the 9th: yesterday's daily and last week's Monday.
  expect(duePeriods(new Date('2026-03-09T04:30:00.000Z'), timing).map((p) => p.period)).toEqual(['2026-03-08', '2026-03-02']);
  const [daily, weekly] = duePeriods(NOW, timing);
  expect(daily?.from.toISOString()).toBe('2026-03-08T23:00:00.000Z');
  expect(daily?.to.toISOString()).toBe('2026-03-09T23:00:00.000Z');
  expect(weekly?.to.toISOString()).toBe('2026-03-29T22:00:00.000Z'); // 30 March local midnight, after the switch to summer time
  expect(localTime('2026-07-01', 'Europe/Copenhagen').toISOString()).toBe('2026-06-30T22:00:00.000Z');
});

describeEachDatabase(
  'notification digests through a real SMTP server',
  (context) => {
    let customerId: number;
    const ids: Record<string, number> = {};
    /** The sink is shared by the suite's runs on both databases: this run's mails come after `first`. */
    let first = 0;
    const mailsTo = (email: string): ReadMessage[] =>
      sink.received
        .slice(first)
        .filter((mail) => mail.to.includes(email))
        .map((mail) => readMessage(mail.raw));

    beforeAll(async () => {
      first = sink.received.length;
      const { db } = context();
      const f = fixtures(db);
      customerId = await f.customer('Digest Kunde A/S');
      const site = await f.location(customerId, { code: 'DG-SITE', name: 'Hovedkontor' });
      const room = await f.location(customerId, { code: 'DG-ROOM', name: 'Kælder', parent_id: site });
      const elsewhere = await f.location(customerId, { code: 'DG-ELSE', name: 'Lager' });
      const quiet = await f.location(customerId, { code: 'DG-QUIET', name: 'Stille' });
      const unit = await f.installation(customerId, room, { name: 'ABA anlæg kælder' });
      const otherUnit = await f.installation(customerId, elsewhere, { name: 'Sprinkler lager' });
      const task = (location: number, installation: number, number: string, values: Record<string, string>) =>
        f.task(customerId, location, installation, { number, name: 'Årligt eftersyn', ...values });
      // Completed on the 9th (local): in the daily digest; the 8th and the 10th (00:30 local) are not.
      await task(room, unit, 'T-DONE-9', { status: 'Completed', due_date: '2026-03-01T10:00:00.000Z', completed_date: '2026-03-09T09:00:00.000Z' });
      await task(room, unit, 'T-LATE-9', { status: 'Completed', due_date: '2026-03-01T10:00:00.000Z', completed_date: '2026-03-09T22:30:00.000Z' });
      await task(room, unit, 'T-DONE-8', { status: 'Completed', due_date: '2026-03-01T10:00:00.000Z', completed_date: '2026-03-08T12:00:00.000Z' });
      await task(room, unit, 'T-DONE-10', { status: 'Completed', due_date: '2026-03-01T10:00:00.000Z', completed_date: '2026-03-09T23:30:00.000Z' });
      await task(elsewhere, otherUnit, 'T-ELSE-9', { status: 'Completed', due_date: '2026-03-01T10:00:00.000Z', completed_date: '2026-03-09T11:00:00.000Z' });
      // Due within three weeks of Monday the 9th and open: in the weekly digest; later or closed ones are not.
      await task(room, unit, 'T-DUE-20', { status: 'Planned', due_date: '2026-03-20T09:00:00.000Z' });
      await task(room, unit, 'T-DUE-APR', { status: 'Planned', due_date: '2026-04-05T09:00:00.000Z' });
      await task(room, unit, 'T-CLOSED-15', { status: 'Handled', due_date: '2026-03-15T09:00:00.000Z' });

      const subscribe = async (key: string, values: { name: string; email: string; type: 'CompletedTasksDaily' | 'UpcommingTasks3Week'; location_id: number | null; culture: 'da-DK' | 'en-GB' | 'de-DE' }) => {
        ids[key] = (await db.insertInto('notification_subscriptions').values({ customer_id: customerId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
      };
      await subscribe('da', { name: 'Drift DK', email: 'drift.dk@example.com', type: 'CompletedTasksDaily', location_id: site, culture: 'da-DK' });
      await subscribe('en', { name: 'Facility UK', email: 'facility.uk@example.com', type: 'CompletedTasksDaily', location_id: null, culture: 'en-GB' });
      await subscribe('de', { name: 'Technik DE', email: 'technik.de@example.com', type: 'UpcommingTasks3Week', location_id: site, culture: 'de-DE' });
      await subscribe('quiet', { name: 'Stille', email: 'stille@example.com', type: 'CompletedTasksDaily', location_id: quiet, culture: 'da-DK' });
    });

    it('queues each due period once, and sends one mail per subscription with something to report, in its culture', async () => {
      const { app } = context();
      const ctx = serviceContext(app, { customerId }, NOW);
      expect(await enqueueDueDigests(ctx)).toEqual([
        { type: 'CompletedTasksDaily', period: '2026-03-10' },
        { type: 'UpcommingTasks3Week', period: '2026-03-09' },
      ]);
      // A second check (this or another process) queues nothing: the period's key is taken.
      expect(await enqueueDueDigests(ctx)).toEqual([]);
      await app.jobs.drain();
      expect(await enqueueDueDigests(ctx)).toEqual([]);
      await app.jobs.drain();

      const [da] = mailsTo('drift.dk@example.com');
      expect(mailsTo('drift.dk@example.com')).toHaveLength(1);
      expect(da?.subject).toBe('Afsluttede eftersyn 9. mar. 2026');
      expect(da?.text).toContain('Hej Drift DK');
      expect(da?.text).toContain('Disse 2 eftersyn blev afsluttet 9. mar. 2026:');
      expect(da?.text).toContain(`${PUBLIC_URL}/afsluttede-eftersyn?tableSearchQuery=T-DONE-9`);
      expect(da?.text).toContain('T-LATE-9');
      for (const absent of ['T-DONE-8', 'T-DONE-10', 'T-ELSE-9']) expect(da?.text).not.toContain(absent);
      expect(da?.html).toContain(`<a href="${PUBLIC_URL}/afsluttede-eftersyn?tableSearchQuery=T-DONE-9">T-DONE-9 Årligt eftersyn</a>`);
      expect(da?.html).toContain('Kælder');
      expect(da?.text).toContain('abonnerer på notifikationer for lokationen Hovedkontor');
      expect(da?.headers['list-unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/notification/unsubscribe/[\\w.-]+>$`));
      expect(da?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(da?.headers['message-id']).toBe(`<digest-CompletedTasksDaily-2026-03-10-${ids.da}@portal.example.dk>`);

      const [en] = mailsTo('facility.uk@example.com');
      expect(mailsTo('facility.uk@example.com')).toHaveLength(1);
      expect(en?.subject).toBe('Completed inspections 9 Mar 2026');
      expect(en?.text).toContain('These 3 inspections were completed on 9 Mar 2026:');
      expect(en?.text).toContain('T-ELSE-9'); // all locations
      expect(en?.text).toContain('subscribed to notifications for all locations');

      const [de] = mailsTo('technik.de@example.com');
      expect(mailsTo('technik.de@example.com')).toHaveLength(1);
      expect(de?.subject).toBe('Anstehende Prüfungen in den nächsten drei Wochen (1)');
      expect(de?.text).toContain('Diese Prüfung ist vom 09.03.2026 bis 29.03.2026 fällig:');
      expect(de?.text).toContain(`${PUBLIC_URL}/kommende-eftersyn?tableSearchQuery=T-DUE-20`);
      for (const absent of ['T-DUE-APR', 'T-CLOSED-15']) expect(de?.text).not.toContain(absent);
      expect(de?.html).toContain('Diese Benachrichtigung abbestellen');

      // Nothing to report at the quiet location: no mail.
      expect(mailsTo('stille@example.com')).toHaveLength(0);
    });

    it('the unsubscribe link in a mail removes its subscription with one POST', async () => {
      const { app, db } = context();
      const [da] = mailsTo('drift.dk@example.com');
      const link = /<([^>]+)>/.exec(da?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
      expect(da?.text).toContain(link);
      const response = await app.inject({ method: 'POST', url: link.replace(PUBLIC_URL, ''), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Du er afmeldt');
      expect(await db.selectFrom('notification_subscriptions').select('id').where('id', '=', ids.da ?? 0).executeTakeFirst()).toBeUndefined();
    });

    it('a refused SMTP send is kept, logged in the job and retried after a back-off, then delivered once', async () => {
      const { app, db } = context();
      const ctx = serviceContext(app, { customerId }, new Date('2026-03-11T07:00:00.000Z'));
      await db.insertInto('tasks').values({
        customer_id: customerId,
        location_id: (await db.selectFrom('locations').select('id').where('code', '=', 'DG-ELSE').executeTakeFirstOrThrow()).id,
        installation_id: (await db.selectFrom('installations').select('id').where('name', '=', 'Sprinkler lager').executeTakeFirstOrThrow()).id,
        number: 'T-RETRY-10',
        name: 'Halvårligt eftersyn',
        type: 'Eftersyn',
        status: 'Completed',
        due_date: '2026-03-01T10:00:00.000Z',
        completed_date: '2026-03-10T10:00:00.000Z',
      }).execute();
      refusing = true;
      try {
        expect(await enqueueDueDigests(ctx)).toEqual([{ type: 'CompletedTasksDaily', period: '2026-03-11' }]);
        await app.jobs.drain();
      } finally {
        refusing = false;
      }
      const key = `digest:CompletedTasksDaily:2026-03-11:${ids.en}`;
      const failed = await db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed.last_error).toMatch(/451|Temporary failure/);
      expect(new Date(failed.run_after).getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(mailsTo('facility.uk@example.com').filter((mail) => mail.text.includes('T-RETRY-10'))).toHaveLength(0);

      // The back-off has passed: the retry delivers it, once.
      await db.updateTable('jobs').set({ run_after: new Date(Date.now() - 1000).toISOString() }).where('key', '=', key).execute();
      await app.jobs.drain();
      expect(mailsTo('facility.uk@example.com').filter((mail) => mail.text.includes('T-RETRY-10'))).toHaveLength(1);
      expect(await db.selectFrom('jobs').select(['status', 'attempts']).where('key', '=', key).executeTakeFirstOrThrow()).toEqual({ status: 'done', attempts: 2 });
    });
  },
  { seed: false, env: { SMTP_URL: sink.url, PUBLIC_URL } },
);
