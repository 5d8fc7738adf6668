import { randomUUID } from 'node:crypto';
import type { IssueBundleAccepted } from '@portal/shared/contract';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { RunningJob } from '../../jobs/job-queue.js';
import { controlSchemaPdf } from '../../reports/control-schema.pdf.js';
import { issueReportFileName, issueReportPdf } from '../../reports/issue-report.pdf.js';
import { reportOptions } from '../../reports/report-options.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { bundleFolderName, enqueueReportBundle, runReportBundle, type AppendEntry, type BundleJobBase } from '../../reports/report-bundle.js';
import { serviceReportPdf } from '../../reports/service-report.pdf.js';
import { findFiles, findIssues } from './issue.repository.js';
import { detailsOf } from './issue.service.js';
import { taskControlSchema, taskServiceReport } from '../task/task-reports.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { actorLocationScope, resolveLocationScope } from '../location/location-scope.js';

export { queueFullMessage } from '../../reports/report-bundle.js';

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
  /** The reports' language (the request's); absent in jobs queued before: Danish. */
  language?: ReportLanguage;
}

/** The queued job's work: the input checked, for the actor's customer, mailed to the actor. */
export interface BundleRequest extends BundleInput {
  customerId: number;
  /** Where the link goes: the token's EmployeeEmail / EmployeeName. */
  recipient: { email: string; name: string };
}

/** The job kind of a report bundle, and what its row's payload holds. */
export const ISSUE_BUNDLE_JOB = 'issue-bundle';

export type BundleJob = BundleRequest & BundleJobBase;

async function bundleIssues(context: AppContext, request: BundleRequest) {
  const scope = await resolveLocationScope(context.db, request.customerId, [request.locationCode]);
  return findIssues(context.db, { customerId: request.customerId, scope, issueIds: request.issueIds });
}

/** Writes each issue's folder: its files, issue report, and its task's service report and control schema. */
async function writeIssues(context: AppContext, request: BundleRequest, append: AppendEntry): Promise<number> {
  const issues = await bundleIssues(context, request);
  const options = reportOptions(context.config, request.language);
  for (const issue of issues) {
    const folder = bundleFolderName(issue.number, 'fejl');
    if (request.includeFiles) {
      for (const file of await findFiles(context.db, [issue.id])) {
        await append(await context.files.get(file.storage_key), `${folder}/filer/${file.display_name}`);
      }
    }
    if (request.includeIssueReport) {
      const details = await detailsOf(context, issue);
      await append(issueReportPdf(details, options, context.now()), `${folder}/${issueReportFileName({ number: folder }, options)}`);
    }
    const report = request.includeServiceReport && issue.task_id !== null ? await taskServiceReport(context, issue.task_id) : undefined;
    if (report) {
      const { name, pdf } = serviceReportPdf(report, options, context.now());
      await append(pdf, `${folder}/${name}`);
    }
    const schema = request.includeControlSchema && issue.task_id !== null ? await taskControlSchema(context, issue.task_id) : undefined;
    if (schema) {
      const { name, pdf } = controlSchemaPdf(schema, options, context.now());
      await append(pdf, `${folder}/${name}`);
    }
  }
  return issues.length;
}

/** The bundle job (reports/report-bundle.ts): the zip of the issues, then the mail with its link. */
export async function runBundleJob(context: AppContext, request: BundleJob, job: RunningJob): Promise<void> {
  await runReportBundle(context, request, job, {
    write: (append) => writeIssues(context, request, append),
    count: async () => (await bundleIssues(context, request)).length,
    describe: (count) => `${count} fejl`,
  });
}

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
  const location = scope.rootIds[0] ?? null;
  return enqueueReportBundle(ctx, ISSUE_BUNDLE_JOB, job, (trx) =>
    recordAudit(trx, ctx, {
      action: 'bundle.request',
      locationId: location,
      params: { subject: { kind: 'issueReports', count: issueIds.length }, details: { kind: 'numbers', target: 'issues', numbers: found.map((issue) => issue.number) } },
    }),
  );
}
