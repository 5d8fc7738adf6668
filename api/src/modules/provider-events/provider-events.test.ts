import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPackageRoot } from '../../config.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { describeEachDatabase, serviceContext, signInAs, type TestSession } from '../../test/test-app.js';
import { providerEventTypes, type ProviderEventPayload } from './provider-events-payload.js';
import { enqueueProviderEvent, PROVIDER_MAIL_JOB, PROVIDER_WEBHOOK_JOB, providerEventRetry, webhookSignature } from './provider-events.service.js';

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

/** The one statement of the payloads (docs/provider-events.schema.json): every event built here must match it. */
const schema = JSON.parse(readFileSync(resolve(apiPackageRoot, '..', 'docs', 'provider-events.schema.json'), 'utf8')) as { properties: { type: { enum: string[] } } };
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

function expectValid(payload: unknown): void {
  const ok = validate(payload);
  expect(ok ? [] : validate.errors).toEqual([]);
}

const SECRET = 'webhook-secret-for-the-tests-0123456789';

interface Received {
  delivery: string;
  signature: string;
  body: string;
  answered: number;
}

/** A real HTTP server: the provider's webhook endpoint. Answers 500 while `failing` counts down, then 204. */
const webhook = {
  received: [] as Received[],
  failNext: 0,
  server: undefined as Server | undefined,
  url: '',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

webhook.server = createServer((request, response) => {
  void readBody(request).then((body) => {
    const answered = webhook.failNext > 0 ? 500 : 204;
    if (webhook.failNext > 0) webhook.failNext -= 1;
    webhook.received.push({ delivery: String(request.headers['x-portal-delivery']), signature: String(request.headers['x-portal-signature']), body, answered });
    response.statusCode = answered;
    response.end();
  });
});
await new Promise<void>((done) => webhook.server?.listen(0, '127.0.0.1', done));
webhook.url = `http://127.0.0.1:${(webhook.server.address() as AddressInfo).port}/hooks/portal`;
const smtp: SmtpSink = await startSmtpSink();

afterAll(async () => {
  await new Promise<void>((done) => webhook.server?.close(() => done()));
  await smtp.close();
});

describeEachDatabase(
  'provider events: e-mail and signed webhook on the job queue',
  (context) => {
    let session: TestSession;
    const base = () => `/api/issue/${session.customerId}`;
    const post = (url: string, payload: unknown) =>
      context().app.inject({ method: 'POST', url, headers: { ...session.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

    beforeAll(async () => {
      // One webhook server and SMTP sink for both databases' suites, which run one after the other.
      webhook.received.length = 0;
      smtp.received.length = 0;
      session = await signInAs(context().app, 'demo@example.com');
    });

    async function openIssue(offset = 0) {
      return context()
        .db.selectFrom('issues')
        .innerJoin('installations', 'installations.id', 'issues.installation_id')
        .select(['issues.id', 'issues.number', 'issues.status', 'installations.code as installation_code'])
        .where('issues.customer_id', '=', session.customerId)
        .where('issues.kind', '=', 'standard')
        .where('issues.status', '<>', 'Completed')
        .orderBy('issues.id')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();
    }

    const jobsOf = (kind: string) => context().db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();

    it('lists the same event types as its schema', () => {
      expect([...providerEventTypes].sort()).toEqual([...schema.properties.type.enum].sort());
    });

    it("sends a customer's fault status change to the webhook, signed, and to the service desk by e-mail", async () => {
      const issue = await openIssue();
      const response = await post(`${base()}/updateStatus/${issue.id}`, { IssueStatus: 'NoAction', Comment: 'Ingen handling nødvendig lige nu' });
      expect(response.statusCode).toBe(200);
      await context().app.jobs.drain();

      const delivered = webhook.received.filter((entry) => (JSON.parse(entry.body) as ProviderEventPayload).type === 'issue.statusChanged');
      expect(delivered).toHaveLength(1);
      const [hook] = delivered;
      if (!hook) throw new Error('no delivery');
      expect(hook.signature).toBe(webhookSignature(SECRET, hook.body));
      expect(hook.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      const event = JSON.parse(hook.body) as ProviderEventPayload;
      expectValid(event);
      expect(hook.delivery).toBe(event.id);
      expect(event).toMatchObject({
        type: 'issue.statusChanged',
        issue: { id: issue.id, number: issue.number },
        customer: { id: session.customerId, xalId: 'C-10421' },
        installation: { code: issue.installation_code },
        actor: { employeeId: session.employeeId },
        data: { from: issue.status, to: 'NoAction', comment: 'Ingen handling nødvendig lige nu' },
      });

      const mail = smtp.received.find((message) => message.raw.includes(event.id));
      expect(mail?.to).toEqual(['servicedesk@provider.example']);
      expect(mail?.raw).toContain(issue.number);
      expect(mail?.raw).toContain('X-Portal-Event: issue.statusChanged');
    });

    it('retries a webhook the provider answered with 500, with the same delivery id, and it is accepted once', async () => {
      const task = await context()
        .db.selectFrom('tasks')
        .innerJoin('installations', 'installations.id', 'tasks.installation_id')
        .select(['tasks.id', 'tasks.number', 'installations.code'])
        .where('tasks.customer_id', '=', session.customerId)
        .where('tasks.status', '<>', 'Completed')
        .orderBy('tasks.id')
        .executeTakeFirstOrThrow();
      webhook.failNext = 1;
      const response = await post(`/api/task/${session.customerId}/updateStatus/${encodeURIComponent(task.code)}`, { taskId: task.id, taskStatus: 2, comment: 'Vi flytter den' });
      // The customer's action is answered whatever the provider does.
      expect(response.statusCode).toBe(200);
      await context().app.jobs.drain();
      const ofTask = () => webhook.received.filter((entry) => (JSON.parse(entry.body) as ProviderEventPayload).type === 'task.statusChanged');
      expect(ofTask().map((entry) => entry.answered)).toEqual([500]);
      const [job] = (await jobsOf(PROVIDER_WEBHOOK_JOB)).filter((row) => row.payload.includes('task.statusChanged'));
      expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: "the provider's webhook answered 500" });
      // Backoff: the retry waits (30 s after the first failure).
      expect(Date.parse(job?.run_after ?? '')).toBeGreaterThan(Date.now() + 20_000);

      // The wait is over.
      await context().db.updateTable('jobs').set({ run_after: new Date(Date.now() - 1000).toISOString() }).where('id', '=', job?.id ?? 0).execute();
      await context().app.jobs.drain();
      await context().app.jobs.drain();
      const attempts = ofTask();
      expect(attempts.map((entry) => entry.answered)).toEqual([500, 204]);
      expect(new Set(attempts.map((entry) => entry.delivery)).size).toBe(1);
      expect(attempts[0]?.body).toBe(attempts[1]?.body);
      expect(attempts.filter((entry) => entry.answered === 204)).toHaveLength(1);
      expectValid(JSON.parse(attempts[1]?.body ?? '{}'));
      expect((await context().db.selectFrom('jobs').select('status').where('id', '=', job?.id ?? 0).executeTakeFirstOrThrow()).status).toBe('done');
    });

    it('gives a delivery up 24 hours after the event, not before', () => {
      expect(providerEventRetry.delayMs(1)).toBe(30_000);
      expect(providerEventRetry.delayMs(4)).toBe(240_000);
      expect(providerEventRetry.delayMs(20)).toBe(3_600_000);
      expect(providerEventRetry.giveUpAfterMs).toBe(24 * 3_600_000);
    });

    it('marks a delivery failed once its 24 hours are over', async () => {
      const issue = await openIssue(1);
      webhook.failNext = 1;
      expect((await post(`${base()}/updateStatus/${issue.id}`, { IssueStatus: 'Error', Comment: 'Fejlen er der stadig, se igen' })).statusCode).toBe(200);
      const [job] = (await jobsOf(PROVIDER_WEBHOOK_JOB)).filter((row) => row.status === 'queued');
      // Stored a day ago: the failure now is its last.
      await context().db.updateTable('jobs').set({ created: new Date(Date.now() - 24 * 3_600_000 + 10_000).toISOString() }).where('id', '=', job?.id ?? 0).execute();
      await context().app.jobs.drain();
      expect((await context().db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', job?.id ?? 0).executeTakeFirstOrThrow())).toEqual({ status: 'failed', attempts: 1 });
    });

    it('builds every event type to the schema, in the caller\'s transaction, and stores nothing when both channels are off', async () => {
      const issue = await openIssue();
      const ctx = serviceContext(context().app, { customerId: session.customerId, employeeId: session.employeeId, name: 'Anna Demo' });
      const before = (await jobsOf(PROVIDER_MAIL_JOB)).length;
      await context().db.transaction().execute(async (trx) => {
        await enqueueProviderEvent(trx, ctx, { type: 'issue.reported', issueId: issue.id, data: { urgency: 'critical', description: 'Sirenen virker ikke i kælderen', phone: null, reporter: { kind: 'employee', name: 'Anna Demo' }, attachments: 2 } });
        await enqueueProviderEvent(trx, { ...ctx, actor: undefined }, { type: 'issue.reported', issueId: issue.id, data: { urgency: 'normal', description: 'Lampen blinker rødt hele tiden', reporter: { kind: 'guest', name: 'Vicevært', email: 'vv@example.com', phone: null } } });
        await enqueueProviderEvent(trx, ctx, { type: 'issue.fixedByCustomer', issueId: issue.id, data: { comment: 'Skiftet batteri selv', evidence: 1 } });
      });
      // A rolled-back change leaves no event.
      await context()
        .db.transaction()
        .execute(async (trx) => {
          await enqueueProviderEvent(trx, ctx, { type: 'issue.fixedByCustomer', issueId: issue.id, data: { comment: 'rulles tilbage', evidence: 0 } });
          throw new Error('rollback');
        })
        .catch(() => undefined);
      const mails = (await jobsOf(PROVIDER_MAIL_JOB)).slice(before);
      expect(mails).toHaveLength(3);
      for (const row of mails) expectValid((JSON.parse(row.payload) as { event: unknown }).event);

      const off = { ...ctx, config: { providerEvents: { ...ctx.config.providerEvents, serviceEmail: undefined, webhookUrl: undefined } } };
      const id = await context().db.transaction().execute((trx) => enqueueProviderEvent(trx, off, { type: 'issue.fixedByCustomer', issueId: issue.id, data: { comment: 'x', evidence: 0 } }));
      expect(id).toBeNull();
      expect((await jobsOf(PROVIDER_MAIL_JOB)).length).toBe(before + 3);
      await context().app.jobs.drain();
    });
  },
  { env: { PROVIDER_WEBHOOK_URL: webhook.url, PROVIDER_WEBHOOK_SECRET: SECRET, PROVIDER_SERVICE_EMAIL: 'servicedesk@provider.example', SMTP_URL: smtp.url } },
);
