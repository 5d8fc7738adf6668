import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { AppContext } from '../../context/service-context.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue, RetryPolicy } from '../../jobs/job-queue.js';
import type { FixData, ProviderEventPayload, QuoteDecisionData, ReportData, StatusChangeData } from './provider-events-payload.js';
import { findIssueSubject, findQuoteSubject, findTaskSubject, type EventSubjectRow } from './provider-events.repository.js';
import { providerEventMail } from './provider-events-texts.js';

/**
 * The provider hears of a customer's action at once (docs/provider-integration.md, ADR 0055). A write calls
 * `enqueueProviderEvent` INSIDE ITS OWN TRANSACTION: the event is stored as one job per channel on the durable
 * queue (ADR 0014), so it exists exactly when the change was committed, and the delivery runs afterwards, off
 * the request: a provider that is down never fails or slows the customer's action. Each channel retries on its
 * own with backoff for 24 hours (at least once: a crash after the provider accepted sends it again, with the
 * same delivery id).
 *
 *   await changeStatus(ctx.db, change, async (trx) => {
 *     await recordAudit(trx, ctx, entry);
 *     await enqueueProviderEvent(trx, ctx, { type: 'issue.statusChanged', issueId, data: { from, to, comment } });
 *   });
 */
export type ProviderEventInput =
  | { type: 'issue.reported'; issueId: number; data: ReportData }
  | { type: 'issue.statusChanged'; issueId: number; data: StatusChangeData }
  | { type: 'task.statusChanged'; taskId: number; data: StatusChangeData }
  | { type: 'quote.decided'; quoteId: number; data: Omit<QuoteDecisionData, 'amountMinor' | 'currency' | 'issueNumbers'> & { amountMinor: number; currency: string } }
  | { type: 'issue.fixedByCustomer'; issueId: number; data: FixData };

/** What the function needs of a service's context: the channels, the queue, the clock and, when signed in, who acted. */
export interface ProviderEventContext {
  config: Pick<AppConfig, 'providerEvents'>;
  jobs: Pick<JobQueue, 'enqueueIn'>;
  now(): Date;
  /** Absent for a guest's report (the reporter is in the event's data). */
  actor?: { employeeId: number; name: string; impersonator?: string | undefined } | undefined;
}

export const PROVIDER_MAIL_JOB = 'provider-event.mail';
export const PROVIDER_WEBHOOK_JOB = 'provider-event.webhook';

/** The channels' retries: 30 s, 1, 2, 4 ... minutes, at most an hour apart, until 24 hours after the event. */
export const providerEventRetry: RetryPolicy = {
  delayMs: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000),
  giveUpAfterMs: 24 * 3_600_000,
};

/** A webhook attempt that hears nothing for this long counts as failed (and is retried). */
const WEBHOOK_TIMEOUT_MS = 10_000;

interface MailJob {
  event: ProviderEventPayload;
}

interface WebhookJob {
  /** The event's id: the X-Portal-Delivery header of every attempt. */
  deliveryId: string;
  /** The exact bytes signed and sent, the same on every retry. */
  body: string;
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`: the X-Portal-Signature header. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

const place = (id: number | null, code: string | null, name: string | null) => (id === null || code === null || name === null ? null : { id, code, name });

function base(ctx: ProviderEventContext, subject: EventSubjectRow) {
  const actor = ctx.actor ? { employeeId: ctx.actor.employeeId, name: ctx.actor.name, ...(ctx.actor.impersonator ? { impersonator: ctx.actor.impersonator } : {}) } : null;
  return {
    id: randomUUID(),
    occurredAt: ctx.now().toISOString(),
    customer: { id: subject.customer_id, xalId: subject.customer_xal_id, name: subject.customer_name },
    location: { id: subject.location_id, code: subject.location_code, name: subject.location_name },
    installation: place(subject.installation_id, subject.installation_code, subject.installation_name),
    actor,
  };
}

/** The event's payload, read in the caller's transaction (what the provider is told is what was committed). */
async function payloadOf(trx: Kysely<Database>, ctx: ProviderEventContext, event: ProviderEventInput): Promise<ProviderEventPayload> {
  const missing = (what: string): Error => new Error(`provider event ${event.type}: ${what} not found`);
  switch (event.type) {
    case 'task.statusChanged': {
      const task = await findTaskSubject(trx, event.taskId);
      if (!task) throw missing(`task ${event.taskId}`);
      return { ...base(ctx, task), type: event.type, task: { id: task.id, number: task.number }, data: event.data };
    }
    case 'quote.decided': {
      const quote = await findQuoteSubject(trx, event.quoteId);
      if (!quote) throw missing(`quote ${event.quoteId}`);
      return { ...base(ctx, quote), type: event.type, quote: { id: quote.id, number: quote.number }, data: { ...event.data, issueNumbers: quote.issue_numbers } };
    }
    default: {
      const issue = await findIssueSubject(trx, event.issueId);
      if (!issue) throw missing(`issue ${event.issueId}`);
      const common = { ...base(ctx, issue), issue: { id: issue.id, number: issue.number } };
      if (event.type === 'issue.reported') return { ...common, type: event.type, data: event.data };
      if (event.type === 'issue.statusChanged') return { ...common, type: event.type, data: event.data };
      return { ...common, type: event.type, data: event.data };
    }
  }
}

/**
 * THE provider-events function: stores the event for each channel that is on (PROVIDER_SERVICE_EMAIL,
 * PROVIDER_WEBHOOK_URL) with `trx`, the caller's transaction. Returns the event's id, or null when both
 * channels are off (nothing is stored).
 */
export async function enqueueProviderEvent(trx: Kysely<Database>, ctx: ProviderEventContext, event: ProviderEventInput): Promise<string | null> {
  const { serviceEmail, webhookUrl } = ctx.config.providerEvents;
  if (serviceEmail === undefined && webhookUrl === undefined) return null;
  const payload = await payloadOf(trx, ctx, event);
  const owner = `customer:${payload.customer.id}`;
  if (serviceEmail !== undefined) await ctx.jobs.enqueueIn(trx, PROVIDER_MAIL_JOB, { event: payload } satisfies MailJob, { owner });
  if (webhookUrl !== undefined) {
    await ctx.jobs.enqueueIn(trx, PROVIDER_WEBHOOK_JOB, { deliveryId: payload.id, body: JSON.stringify(payload) } satisfies WebhookJob, { owner });
  }
  return payload.id;
}

/** One attempt of a webhook delivery; anything but a 2xx answer is a failure the queue retries. */
async function deliverWebhook(ctx: AppContext, job: WebhookJob): Promise<void> {
  const { webhookUrl, webhookSecret } = ctx.config.providerEvents;
  // Switched off since the event was stored: nothing to deliver to.
  if (webhookUrl === undefined || webhookSecret === undefined) return;
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'customer-portal-webhooks',
      'x-portal-delivery': job.deliveryId,
      'x-portal-signature': webhookSignature(webhookSecret, job.body),
    },
    body: job.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  // The answer's body is not read; drop it so the connection is freed.
  await response.body?.cancel();
  if (response.status < 200 || response.status >= 300) throw new Error(`the provider's webhook answered ${response.status}`);
  ctx.log.info({ delivery: job.deliveryId, status: response.status }, 'provider webhook delivered');
}

async function mailServiceDesk(ctx: AppContext, job: MailJob): Promise<void> {
  const { serviceEmail, serviceCulture } = ctx.config.providerEvents;
  if (serviceEmail === undefined) return;
  const mail = providerEventMail(job.event, serviceCulture, ctx.config.timeZone);
  await ctx.mailer.send({
    to: serviceEmail,
    subject: mail.subject,
    text: mail.text,
    // The same Message-ID on a resend, so the desk's mail system can tell a repeat.
    messageId: `<provider-event-${job.event.id}@${new URL(ctx.config.publicUrl).hostname}>`,
    headers: { 'X-Portal-Event': job.event.type },
  });
}

function jobOf<T>(payload: unknown, field: keyof T & string): T {
  if (payload === null || typeof payload !== 'object' || !(field in payload)) throw new Error(`not a provider event job: ${JSON.stringify(payload)}`);
  return payload as T;
}

/** The queue's handlers of both channels (every process registers them). */
export function registerProviderEventJobs(ctx: AppContext): void {
  ctx.jobs.handle(PROVIDER_MAIL_JOB, (payload) => mailServiceDesk(ctx, jobOf<MailJob>(payload, 'event')), providerEventRetry);
  ctx.jobs.handle(PROVIDER_WEBHOOK_JOB, (payload) => deliverWebhook(ctx, jobOf<WebhookJob>(payload, 'body')), providerEventRetry);
}
