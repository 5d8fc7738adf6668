import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipArchive, type Archiver } from 'archiver';
import type { IssueBundleAccepted } from '@portal/shared/contract';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { NotFoundError, TooManyError } from '../../errors/domain-errors.js';
import { QueueFullError, type RunningJob } from '../../jobs/job-queue.js';
import { controlSchemaPdf } from '../../reports/control-schema.pdf.js';
import { issueReportPdf } from '../../reports/issue-report.pdf.js';
import { serviceReportPdf } from '../../reports/service-report.pdf.js';
import { BUNDLE_LINK_SECONDS } from '../../auth/download-token.js';
import { findFiles, findIssues } from './issue.repository.js';
import { detailsOf } from './issue.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { actorLocationScope, resolveLocationScope } from '../location/location-scope.js';

export interface BundleOptions {
  includeFiles: boolean;
  includeServiceReport: boolean;
  includeIssueReport: boolean;
  includeControlSchema: boolean;
}

/** What the caller asks for: issues of a location and what to put in the zip. */
export interface BundleInput extends BundleOptions {
  locationCode: string;
  issueIds: number[];
}

/** The queued job's work: the input checked, for the actor's customer, mailed to the actor. */
export interface BundleRequest extends BundleInput {
  customerId: number;
  /** Where the link goes: the token's EmployeeEmail / EmployeeName. */
  recipient: { email: string; name: string };
}

/** Appends one entry and waits until archiver has written it, so only one source is open at a time. */
function appendEntry(archive: Archiver, source: Readable, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = (): void => {
      archive.off('error', onError);
      resolve();
    };
    const onError = (error: Error): void => {
      archive.off('entry', onEntry);
      reject(error);
    };
    archive.once('entry', onEntry);
    archive.once('error', onError);
    archive.append(source, { name });
  });
}

const folderName = (number: string): string => number.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'fejl';

/** The host part of the bundle mails' Message-IDs (PUBLIC_URL's host). */
const mailDomainOf = (context: AppContext): string => new URL(context.config.publicUrl).hostname;

/** The job kind of a report bundle, and what its row's payload holds. */
export const ISSUE_BUNDLE_JOB = 'issue-bundle';

export interface BundleJob extends BundleRequest {
  /** Names the zip (`bundles/<id>.zip`) and the mail's Message-ID: a retry rewrites the same ones. */
  bundleId: string;
}

/** Streams the zip into `key` (renamed into place only when complete); resolves with how many issues it holds. */
async function writeBundleZip(context: AppContext, request: BundleRequest, key: string): Promise<number> {
  const scope = await resolveLocationScope(context.db, request.customerId, [request.locationCode]);
  const issues = await findIssues(context.db, { customerId: request.customerId, scope, issueIds: request.issueIds });
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const stored = context.files.put(key, archive);
  try {
    for (const issue of issues) {
      const folder = folderName(issue.number);
      if (request.includeFiles) {
        for (const file of await findFiles(context.db, [issue.id])) {
          await appendEntry(archive, await context.files.get(file.storage_key), `${folder}/filer/${file.display_name}`);
        }
      }
      if (request.includeIssueReport) {
        const details = await detailsOf(context, issue);
        await appendEntry(archive, issueReportPdf(details, context.config.providerName), `${folder}/Fejlrapport-${folder}.pdf`);
      }
      if (request.includeServiceReport && issue.task_id !== null) {
        const report = await serviceReportPdf(context.db, issue.task_id, context.config.providerName);
        if (report) await appendEntry(archive, report.pdf, `${folder}/${report.name}`);
      }
      if (request.includeControlSchema && issue.task_id !== null) {
        const schema = await controlSchemaPdf(context.db, issue.task_id, context.config.providerName);
        if (schema) await appendEntry(archive, schema.pdf, `${folder}/${schema.name}`);
      }
    }
    await archive.finalize();
    await stored;
  } catch (error) {
    archive.abort();
    await stored.catch(() => undefined);
    await context.files.remove(key);
    throw error;
  }
  return issues.length;
}

async function bundleIssueCount(context: AppContext, request: BundleRequest): Promise<number> {
  const scope = await resolveLocationScope(context.db, request.customerId, [request.locationCode]);
  return (await findIssues(context.db, { customerId: request.customerId, scope, issueIds: request.issueIds })).length;
}

/**
 * The bundle job: builds the zip (streamed into `bundles/<bundleId>.zip`), then mails a 7-day link.
 * A retry after a crash reuses a zip that was completed, and a crash between the mail and the job's
 * commit sends the mail again with the same Message-ID (ADR 0014: at least once, the window is
 * the one database write after the SMTP server's answer); the step 'resending' records that.
 */
export async function runBundleJob(context: AppContext, request: BundleJob, job: RunningJob): Promise<void> {
  const key = `bundles/${request.bundleId}.zip`;
  const zipped = job.previousStep !== null && (await context.files.exists(key));
  const issueCount = zipped ? await bundleIssueCount(context, request) : await writeBundleZip(context, request, key);
  if (job.previousStep === 'mailing' || job.previousStep === 'resending') {
    context.log.warn({ job: job.id }, `bundle job ${job.id}: a previous attempt stopped while mailing; the mail may arrive twice`);
    await job.step('resending');
  } else {
    await job.step('mailing');
  }

  const day = context.now().toISOString().slice(0, 10);
  const url = await context.links.url({ key, fileName: `Rapporter-${day}.zip`, contentType: 'application/zip' }, BUNDLE_LINK_SECONDS);
  const expires = new Date(context.now().getTime() + BUNDLE_LINK_SECONDS * 1000).toLocaleDateString('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });
  await context.mailer.send({
    to: request.recipient.email,
    subject: 'Dine rapporter er klar til download',
    messageId: `<bundle-${request.bundleId}@${mailDomainOf(context)}>`,
    text: [
      `Hej ${request.recipient.name}`,
      '',
      `Dine rapporter for ${issueCount} fejl er samlet i en zip-fil, som du kan hente her:`,
      url,
      '',
      `Linket udløber om 7 dage (${expires}).`,
      '',
      `Venlig hilsen ${context.config.providerName}`,
    ].join('\n'),
  });
}

export const queueFullMessage = (limit: number): string =>
  `You already have ${limit} report bundles waiting to be sent by e-mail. Wait until they have arrived before requesting more.`;

/**
 * Checks the request (every id an issue of this customer inside the location, else 404), stores the
 * bundle job and answers once it is committed (the job survives a restart). The link is mailed to
 * the signed-in employee (the token's e-mail), not to the body's `email`: otherwise anyone could make
 * the portal mail links to any address. Each employee has at most `BUNDLE_QUEUE_LIMIT` bundles
 * waiting (429 beyond it).
 */
export async function requestBundle(ctx: RequestContext, input: BundleInput): Promise<IssueBundleAccepted> {
  const { customerId, email, name } = ctx.actor;
  const issueIds = [...new Set(input.issueIds)];
  const scope = await actorLocationScope(ctx, [input.locationCode]);
  const found = await findIssues(ctx.db, { customerId, scope, issueIds });
  const known = new Set(found.map((issue) => issue.id));
  const missing = issueIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw new NotFoundError(`The issues ${missing.join(', ')} do not exist at this location`);
  const job: BundleJob = { ...input, issueIds, customerId, recipient: { email, name }, bundleId: randomUUID() };
  try {
    const location = scope.rootIds[0] ?? null;
    await ctx.jobs.enqueue(ISSUE_BUNDLE_JOB, job, {
      owner: email.toLowerCase(),
      limit: ctx.config.bundleQueueLimit,
      alsoIn: (trx) =>
        recordAudit(trx, ctx, { action: 'bundle.request', subject: `${issueIds.length} issue report(s)`, locationId: location, details: `Issues ${found.map((issue) => issue.number).join(', ')}` }),
    });
  } catch (error) {
    if (error instanceof QueueFullError) throw new TooManyError(queueFullMessage(error.limit));
    throw error;
  }
  return { accepted: true };
}
