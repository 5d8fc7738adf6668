import type { Readable } from 'node:stream';
import type { Archiver } from 'archiver';
import { BUNDLE_LINK_SECONDS } from '../auth/download-token.js';
import type { AppContext, RequestContext } from '../context/service-context.js';
import { TooManyError } from '../errors/domain-errors.js';
import { QueueFullError, type EnqueueOptions, type RunningJob } from '../jobs/job-queue.js';

/**
 * What every report bundle (the fault zip, the task zip) shares: the zip streamed into the file
 * store, the queued job's steps and the mail with a 7-day link (ADR 0014). The modules decide only
 * what goes into the zip and how the mail names it.
 */

/** Adds one entry to the zip and resolves once it is written (one source open at a time). */
export type AppendEntry = (source: Readable, name: string) => Promise<void>;

/** The part of a bundle job every kind has. */
export interface BundleJobBase {
  /** Names the zip (`bundles/<id>.zip`) and the mail's Message-ID: a retry rewrites the same ones. */
  bundleId: string;
  /** Where the link goes: the token's EmployeeEmail / EmployeeName. */
  recipient: { email: string; name: string };
}

/** What a bundle holds: `write` fills the zip, `count` recounts it (a retry reusing a finished zip); both return the number of subjects. */
export interface BundleContents {
  write: (append: AppendEntry) => Promise<number>;
  count: () => Promise<number>;
  /** The mail's phrase for the subjects: 3 -> '3 fejl'. */
  describe: (count: number) => string;
}

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

/** A folder name of a provider number: letters, digits, '_' and '-' only. */
export const bundleFolderName = (number: string, fallback: string): string => number.replace(/[^\p{L}\p{N}_-]+/gu, '_') || fallback;

/** Streams the zip into `key` (renamed into place only when complete); resolves with `write`'s count. */
async function writeZip(context: AppContext, key: string, write: BundleContents['write']): Promise<number> {
  // Loaded by the first bundle: a process that never zips (most API processes) does not hold it.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const stored = context.files.put(key, archive);
  try {
    const count = await write((source, name) => appendEntry(archive, source, name));
    await archive.finalize();
    await stored;
    return count;
  } catch (error) {
    archive.abort();
    await stored.catch(() => undefined);
    await context.files.remove(key);
    throw error;
  }
}

/** The host part of the bundle mails' Message-IDs (PUBLIC_URL's host). */
const mailDomainOf = (context: AppContext): string => new URL(context.config.publicUrl).hostname;

/**
 * Runs a bundle job: builds the zip (`bundles/<bundleId>.zip`), then mails a 7-day link. A retry
 * after a crash reuses a zip that was completed, and a crash between the mail and the job's commit
 * sends the mail again with the same Message-ID (at least once); the step 'resending' records that.
 */
export async function runReportBundle(context: AppContext, request: BundleJobBase, job: RunningJob, contents: BundleContents): Promise<void> {
  const key = `bundles/${request.bundleId}.zip`;
  const zipped = job.previousStep !== null && (await context.files.exists(key));
  const count = zipped ? await contents.count() : await writeZip(context, key, contents.write);
  if (job.previousStep === 'mailing' || job.previousStep === 'resending') {
    context.log.warn({ job: job.id }, `bundle job ${job.id}: a previous attempt stopped while mailing; the mail may arrive twice`);
    await job.step('resending');
  } else {
    await job.step('mailing');
  }

  const day = context.now().toISOString().slice(0, 10);
  const url = await context.links.absoluteUrl({ key, fileName: `Rapporter-${day}.zip`, contentType: 'application/zip' }, BUNDLE_LINK_SECONDS);
  const expires = new Date(context.now().getTime() + BUNDLE_LINK_SECONDS * 1000).toLocaleDateString('da-DK', { dateStyle: 'long', timeZone: context.config.timeZone });
  await context.mailer.send({
    to: request.recipient.email,
    subject: 'Dine rapporter er klar til download',
    messageId: `<bundle-${request.bundleId}@${mailDomainOf(context)}>`,
    text: [
      `Hej ${request.recipient.name}`,
      '',
      `Dine rapporter for ${contents.describe(count)} er samlet i en zip-fil, som du kan hente her:`,
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
 * Stores a bundle job (answers once it is committed: the job survives a restart). Each employee has
 * at most `BUNDLE_QUEUE_LIMIT` bundles waiting (429 beyond it), whatever their kind.
 */
export async function enqueueReportBundle(
  ctx: RequestContext,
  kind: string,
  job: BundleJobBase,
  alsoIn?: EnqueueOptions['alsoIn'],
): Promise<{ accepted: true }> {
  try {
    // `alsoIn`: the caller's audit entry, written in the job's own transaction.
    await ctx.jobs.enqueue(kind, job, { owner: ctx.actor.email.toLowerCase(), limit: ctx.config.bundleQueueLimit, alsoIn });
  } catch (error) {
    if (error instanceof QueueFullError) throw new TooManyError(queueFullMessage(error.limit));
    throw error;
  }
  return { accepted: true };
}
