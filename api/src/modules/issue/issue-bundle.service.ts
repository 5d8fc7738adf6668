import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipArchive, type Archiver } from 'archiver';
import type { IssueBundleAccepted } from '@portal/shared/contract';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { controlSchemaPdf } from '../../reports/control-schema.pdf.js';
import { issueReportPdf } from '../../reports/issue-report.pdf.js';
import { serviceReportPdf } from '../../reports/service-report.pdf.js';
import { BUNDLE_LINK_SECONDS } from '../../auth/download-token.js';
import { findFiles, findIssues } from './issue.repository.js';
import { detailsOf } from './issue.service.js';
import { resolveLocationScope } from '../location/location-scope.js';

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

/** Builds the zip (streamed into `bundles/<uuid>.zip`), then mails a 7-day download link. */
export async function buildBundle(context: AppContext, request: BundleRequest): Promise<void> {
  const scope = await resolveLocationScope(context.db, request.customerId, [request.locationCode]);
  const issues = await findIssues(context.db, { customerId: request.customerId, scope, issueIds: request.issueIds });
  const key = `bundles/${randomUUID()}.zip`;
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const stored = context.files.put(key, archive);
  try {
    for (const issue of issues) {
      const folder = folderName(issue.number);
      if (request.includeFiles) {
        for (const file of await findFiles(context.db, [issue.id])) {
          await appendEntry(archive, context.files.get(file.storage_key), `${folder}/filer/${file.display_name}`);
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

  const day = context.now().toISOString().slice(0, 10);
  const url = await context.links.url({ key, fileName: `Rapporter-${day}.zip`, contentType: 'application/zip' }, BUNDLE_LINK_SECONDS);
  const expires = new Date(context.now().getTime() + BUNDLE_LINK_SECONDS * 1000).toLocaleDateString('da-DK', { dateStyle: 'long', timeZone: 'Europe/Copenhagen' });
  await context.mailer.send({
    to: request.recipient.email,
    subject: 'Dine rapporter er klar til download',
    text: [
      `Hej ${request.recipient.name}`,
      '',
      `Dine rapporter for ${issues.length} fejl er samlet i en zip-fil, som du kan hente her:`,
      url,
      '',
      `Linket udløber om 7 dage (${expires}).`,
      '',
      `Venlig hilsen ${context.config.providerName}`,
    ].join('\n'),
  });
}

/**
 * Checks the request (every id an issue of this customer inside the location, else 404), queues the
 * bundle and answers at once. The link is mailed to the signed-in employee (the token's e-mail),
 * not to the body's `email`: otherwise anyone could make the portal mail links to any address.
 */
export async function requestBundle(ctx: RequestContext, input: BundleInput): Promise<IssueBundleAccepted> {
  const { customerId, email, name } = ctx.actor;
  const issueIds = [...new Set(input.issueIds)];
  const scope = await resolveLocationScope(ctx.db, customerId, [input.locationCode]);
  const found = await findIssues(ctx.db, { customerId, scope, issueIds });
  const known = new Set(found.map((issue) => issue.id));
  const missing = issueIds.filter((id) => !known.has(id));
  if (missing.length > 0) throw new NotFoundError(`The issues ${missing.join(', ')} do not exist at this location`);
  const request: BundleRequest = { ...input, issueIds, customerId, recipient: { email, name } };
  ctx.jobs.enqueue(`issue bundle for ${email}`, () => buildBundle(ctx, request));
  return { accepted: true };
}
