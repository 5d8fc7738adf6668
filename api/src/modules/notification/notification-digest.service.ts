import type { NotificationType } from '@portal/shared/contract';
import { notificationTypes } from '@portal/shared/rules';
import type { AppContext } from '../../context/service-context.js';
import type { RunningJob } from '../../jobs/job-queue.js';
import { unsubscribeUrl } from '../../auth/unsubscribe-token.js';
import { scopeOf } from '../location/location-scope.js';
import { findSubscription } from './notification.repository.js';
import { findDigestTasks, subscriptionIdsOfType } from './notification-digest.repository.js';
import { renderDigestMail } from './notification-digest-mail.js';
import { duePeriods, periodOf } from './notification-schedule.js';

/**
 * Scheduled digests (ADR 0025), on the durable job queue (ADR 0014) so that several API
 * processes on one PostgreSQL send each digest once:
 *
 *  1. every process's scheduler, every DIGEST_CHECK_MS, stores the due period's job under the key
 *     `digest-period:<type>:<day>` - a key is stored once, so only one process's insert succeeds;
 *  2. that job (claimed by one worker, FOR UPDATE SKIP LOCKED) stores one job per subscription of the
 *     type, keyed `digest:<type>:<day>:<subscription id>` (again once, also when it is retried);
 *  3. each subscription's job reads the tasks and sends the mail, or nothing when there is nothing to
 *     report. A failed SMTP send throws: the queue logs it and retries with backoff (30 s, 60 s), and
 *     after the last attempt keeps the job as `failed` with the error.
 */
export const DIGEST_PERIOD_JOB = 'notification-digest-period';
export const DIGEST_JOB = 'notification-digest';

export interface DigestPeriodJob {
  type: NotificationType;
  /** The local send day, YYYY-MM-DD. */
  period: string;
}

export interface DigestJob extends DigestPeriodJob {
  subscriptionId: number;
}

const isType = (value: unknown): value is NotificationType => notificationTypes.some((type) => type === value);

function periodJobOf(payload: unknown): DigestPeriodJob {
  const { type, period } = (payload ?? {}) as Partial<DigestPeriodJob>;
  if (!isType(type) || typeof period !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(period)) throw new Error(`not a digest job: ${JSON.stringify(payload)}`);
  return { type, period };
}

/** Stores the jobs of the periods due at ctx.now() (once per period, whichever process comes first); returns the newly stored. */
export async function enqueueDueDigests(ctx: AppContext): Promise<DigestPeriodJob[]> {
  const stored: DigestPeriodJob[] = [];
  for (const { type, period } of duePeriods(ctx.now(), { timeZone: ctx.config.timeZone, hour: ctx.config.digestHour })) {
    const id = await ctx.jobs.enqueueOnce(DIGEST_PERIOD_JOB, { type, period } satisfies DigestPeriodJob, { owner: 'scheduler', key: `digest-period:${type}:${period}` });
    if (id !== null) {
      ctx.log.info({ type, period, job: id }, `digest ${type} of ${period} queued`);
      stored.push({ type, period });
    }
  }
  return stored;
}

/** One period: a job per subscription of the type. */
export async function runDigestPeriod(ctx: AppContext, job: DigestPeriodJob): Promise<number> {
  const ids = await subscriptionIdsOfType(ctx.db, job.type);
  for (const subscriptionId of ids) {
    await ctx.jobs.enqueueOnce(DIGEST_JOB, { ...job, subscriptionId } satisfies DigestJob, { owner: 'scheduler', key: `digest:${job.type}:${job.period}:${subscriptionId}` });
  }
  return ids.length;
}

/** The host part of the digests' Message-IDs (PUBLIC_URL's host). */
const mailDomainOf = (ctx: AppContext): string => new URL(ctx.config.publicUrl).hostname;

/**
 * One subscription's digest: nothing when the subscription is gone or there is nothing to report;
 * otherwise one mail in its culture. Like the bundles (ADR 0014) the mail is at least once: a crash
 * between the SMTP server's acceptance and the job's commit sends it again, with the same Message-ID.
 */
export async function runDigest(ctx: AppContext, input: DigestJob, job?: RunningJob): Promise<'sent' | 'nothing' | 'gone'> {
  const subscription = await findSubscription(ctx.db, input.subscriptionId);
  if (!subscription || subscription.type !== input.type) return 'gone';
  const timeZone = ctx.config.timeZone;
  const { from, to } = periodOf(input.type, input.period, timeZone);
  const scope = subscription.location_id === null ? null : scopeOf(subscription.customer_id, subscription.location_id);
  const { rows, total } = await findDigestTasks(ctx.db, { customerId: subscription.customer_id, scope, type: input.type, from: from.toISOString(), to: to.toISOString() });
  if (total === 0) return 'nothing';

  const locationName = subscription.location_id === null ? null : ((await ctx.db.selectFrom('locations').select('name').where('id', '=', subscription.location_id).executeTakeFirst())?.name ?? null);
  const unsubscribe = await unsubscribeUrl(ctx.config.jwtSecret, ctx.config.publicUrl, {
    subscriptionId: subscription.id,
    customerId: subscription.customer_id,
    culture: subscription.culture,
  });
  const mail = renderDigestMail({
    type: input.type,
    culture: subscription.culture,
    recipientName: subscription.name,
    email: subscription.email,
    locationName,
    from,
    to,
    rows,
    total,
    portalUrl: ctx.config.publicUrl,
    unsubscribeUrl: unsubscribe,
    providerName: ctx.config.providerName,
    timeZone,
  });
  if (job) {
    if (job.previousStep === 'mailing' || job.previousStep === 'resending') {
      ctx.log.warn({ job: job.id }, `digest job ${job.id}: a previous attempt stopped while mailing; the mail may arrive twice`);
      await job.step('resending');
    } else {
      await job.step('mailing');
    }
  }
  await ctx.mailer.send({
    to: subscription.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<digest-${input.type}-${input.period}-${subscription.id}@${mailDomainOf(ctx)}>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  ctx.log.info({ subscription: subscription.id, type: input.type, period: input.period, tasks: total }, 'digest sent');
  return 'sent';
}

/** The queue's handlers of both digest job kinds (every process registers them). */
export function registerDigestJobs(ctx: AppContext): void {
  ctx.jobs.handle(DIGEST_PERIOD_JOB, async (payload) => {
    await runDigestPeriod(ctx, periodJobOf(payload));
  });
  ctx.jobs.handle(DIGEST_JOB, async (payload, job) => {
    const period = periodJobOf(payload);
    const { subscriptionId } = (payload ?? {}) as Partial<DigestJob>;
    if (typeof subscriptionId !== 'number') throw new Error(`not a digest job: ${JSON.stringify(payload)}`);
    await runDigest(ctx, { ...period, subscriptionId }, job);
  });
}

export interface DigestScheduler {
  start(): void;
  stop(): void;
}

/** Checks for due digests at start and every `everyMs` (0: never, for tests that drive it themselves). */
export function startDigestScheduler(ctx: AppContext, { everyMs }: { everyMs: number }): DigestScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = enqueueDueDigests(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'queueing due digests failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (everyMs <= 0 || timer) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
