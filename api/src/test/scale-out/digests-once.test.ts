/**
 * Two API processes on one PostgreSQL database send each digest once (ADR 0025): both run
 * the digest scheduler (every 300 ms here) and the job worker, against 24 subscriptions with
 * something to report. Real processes (src/main.ts through tsx), a real SMTP sink.
 * `npm run test:scale-out`; needs TEST_DATABASE_URL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/migrator.js';
import type { Database } from '../../db/schema.js';
import { addDays, localTime } from '../../modules/notification/notification-schedule.js';
import { ApiProcess, createPostgresDatabase, freePort, sleep } from '../api-process.js';
import { readMessage, startSmtpSink, type SmtpSink } from '../smtp-sink.js';

const SUBSCRIPTIONS = 24;
const ZONE = 'Europe/Copenhagen';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL send each digest once', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-digests-'));
  let sink: SmtpSink | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let db: Kysely<Database> | undefined;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    [sink, database] = await Promise.all([startSmtpSink(), createPostgresDatabase('digests_once')]);
    db = createDatabase({ databaseUrl: database.url, sqliteFile: '' });
    await migrateToLatest(db);

    // Something to report for today's daily digest (completed yesterday, local) and this week's (due tomorrow).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const customer = (await db.insertInto('customers').values({ name: 'Digest Skala A/S', xal_id: 'C-DIGEST' }).returning('id').executeTakeFirstOrThrow()).id;
    const location = (await db.insertInto('locations').values({ customer_id: customer, code: 'DS-1', name: 'Skala', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    const installation = (
      await db.insertInto('installations').values({ customer_id: customer, location_id: location, code: 'ABA/DS1', name: 'ABA skala', type: 'ABA' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const task = { customer_id: customer, location_id: location, installation_id: installation, name: 'Eftersyn', type: 'Eftersyn' };
    await db
      .insertInto('tasks')
      .values([
        { ...task, number: 'DS-DONE', status: 'Completed', due_date: localTime(addDays(today, -3), ZONE).toISOString(), completed_date: localTime(addDays(today, -1), ZONE, 12).toISOString() },
        { ...task, number: 'DS-DUE', status: 'Planned', due_date: localTime(addDays(today, 1), ZONE, 12).toISOString() },
      ])
      .execute();
    await db
      .insertInto('notification_subscriptions')
      .values(
        Array.from({ length: SUBSCRIPTIONS }, (_, index) => ({
          customer_id: customer,
          name: `Modtager ${index}`,
          email: `modtager${index}@example.com`,
          type: index % 2 === 0 ? ('CompletedTasksDaily' as const) : ('UpcommingTasks3Week' as const),
          location_id: index % 3 === 0 ? null : location,
        })),
      )
      .execute();

    const env = (name: string) => ({
      NODE_ENV: 'production',
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: join(dataDir, name),
      DEMO_DATA: '0',
      JWT_SECRET: 'digest-test-secret-0123456789-0123456789',
      SMTP_URL: sink?.url ?? '',
      PUBLIC_URL: 'http://digests.test',
      JOB_POLL_MS: '100',
      DIGEST_CHECK_MS: '300',
      // Due from midnight: today's daily and this Monday's weekly digest are due whenever the test runs.
      DIGEST_HOUR: '0',
      TIME_ZONE: ZONE,
    });
    processes.push(new ApiProcess(await freePort(), env('a'), join(dataDir, 'a.log')), new ApiProcess(await freePort(), env('b'), join(dataDir, 'b.log')));
    // At the same time: both schedulers race for the same periods from their first check on.
    await Promise.all(processes.map((server) => server.start()));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await db?.destroy();
    await sink?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('every subscription gets its digest exactly once, though both processes check and work all the time', async () => {
    const deadline = Date.now() + 60_000;
    while ((sink?.received.length ?? 0) < SUBSCRIPTIONS && Date.now() < deadline) await sleep(200);
    // Both schedulers keep checking (every 300 ms) and both workers polling (100 ms): a second copy would come now.
    await sleep(3_000);
    const received = sink?.received ?? [];
    const perRecipient = new Map<string, number>();
    for (const mail of received) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.size).toBe(SUBSCRIPTIONS);
    expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);
    for (const mail of received) {
      const message = readMessage(mail.raw);
      expect(message.text).toMatch(message.subject.startsWith('Afsluttede') ? /DS-DONE/ : /DS-DUE/);
    }

    const jobs = (await db?.selectFrom('jobs').select(['kind', 'status', 'key']).execute()) ?? [];
    expect(jobs.filter((job) => job.kind === 'notification-digest-period')).toHaveLength(2);
    expect(jobs.filter((job) => job.kind === 'notification-digest')).toHaveLength(SUBSCRIPTIONS);
    expect(jobs.every((job) => job.status === 'done')).toBe(true);
    // Every send is logged (by whichever process's worker claimed it): as many lines as mails.
    const logs = ['a', 'b'].map((name) => readFileSync(join(dataDir, `${name}.log`), 'utf8'));
    expect(logs.reduce((sum, log) => sum + (log.match(/digest sent/g)?.length ?? 0), 0)).toBe(SUBSCRIPTIONS);
  });
});
