import { randomUUID } from 'node:crypto';
import { maxBundleTasks } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import type { RunningJob } from '../../jobs/job-queue.js';
import { controlSchemaPdf } from '../../reports/control-schema.pdf.js';
import { issueReportFileName, issueReportPdf } from '../../reports/issue-report.pdf.js';
import { reportOptions } from '../../reports/report-options.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { bundleFolderName, enqueueReportBundle, runReportBundle, type AppendEntry, type BundleJobBase } from '../../reports/report-bundle.js';
import { serviceReportPdf } from '../../reports/service-report.pdf.js';
import { taskControlSchema, taskServiceReport } from './task-reports.service.js';
import { findInstallationIdsInScope } from '../installation/installation.repository.js';
import { findIssues } from '../issue/issue.repository.js';
import { detailsOf } from '../issue/issue.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { actorLocationScope, resolveLocationScope, type LocationScope } from '../location/location-scope.js';
import { findTaskFiles, findTasks, type TaskBaseRow } from './task.repository.js';

/** What the caller asks for: tasks and installations of a location, and what to put in the zip. */
export interface TaskBundleInput {
  locationCode: string;
  taskIds: number[];
  installationIds: number[];
  includeFiles: boolean;
  includeServiceReport: boolean;
  includeIssueReport: boolean;
  includeControlSchema: boolean;
  /** The reports' language (the request's); absent in jobs queued before: Danish. */
  language?: ReportLanguage;
}

export const TASK_BUNDLE_JOB = 'task-bundle';

export type TaskBundleJob = TaskBundleInput & BundleJobBase & { customerId: number };

/**
 * The tasks of a bundle: the selected ones plus every task of the selected installations, inside the
 * location's scope (the request's: `actorLocationScope`; the job, which acts for no user, resolves the
 * code again: the request already checked it against the user's locations).
 */
async function bundleTasks(db: AppContext['db'], customerId: number, scope: LocationScope, input: TaskBundleInput): Promise<TaskBaseRow[]> {
  const [selected, ofInstallations] = await Promise.all([
    input.taskIds.length > 0 ? findTasks(db, { customerId, scope, taskIds: input.taskIds, order: 'desc' }) : [],
    input.installationIds.length > 0 ? findTasks(db, { customerId, scope, installationIds: input.installationIds, order: 'desc' }) : [],
  ]);
  const byId = new Map<number, TaskBaseRow>();
  for (const task of [...selected, ...ofInstallations]) byId.set(task.id, task);
  return [...byId.values()];
}

/** Writes each task's folder: its files, service report, control schema and the reports of the issues found on it. */
async function writeTasks(context: AppContext, request: TaskBundleJob, append: AppendEntry): Promise<number> {
  const tasks = await jobTasks(context, request);
  const options = reportOptions(context.config, request.language);
  for (const task of tasks) {
    const folder = bundleFolderName(task.number, 'eftersyn');
    if (request.includeFiles) {
      for (const file of await findTaskFiles(context.db, [task.id])) {
        await append(await context.files.get(file.storage_key), `${folder}/filer/${file.display_name}`);
      }
    }
    const report = request.includeServiceReport ? await taskServiceReport(context, task.id) : undefined;
    if (report) {
      const { name, pdf } = serviceReportPdf(report, options, context.now());
      await append(pdf, `${folder}/${name}`);
    }
    const schema = request.includeControlSchema ? await taskControlSchema(context, task.id) : undefined;
    if (schema) {
      const { name, pdf } = controlSchemaPdf(schema, options, context.now());
      await append(pdf, `${folder}/${name}`);
    }
    if (request.includeIssueReport) {
      const issues = (await findIssues(context.db, { customerId: request.customerId, installationCode: task.installation_code })).filter((issue) => issue.task_id === task.id);
      for (const issue of issues) {
        const issueFolder = bundleFolderName(issue.number, 'fejl');
        await append(issueReportPdf(await detailsOf(context, issue), options, context.now()), `${folder}/${issueReportFileName({ number: issueFolder }, options)}`);
      }
    }
  }
  return tasks.length;
}

async function jobTasks(context: AppContext, request: TaskBundleJob): Promise<TaskBaseRow[]> {
  return bundleTasks(context.db, request.customerId, await resolveLocationScope(context.db, request.customerId, [request.locationCode]), request);
}

export async function runTaskBundleJob(context: AppContext, request: TaskBundleJob, job: RunningJob): Promise<void> {
  await runReportBundle(context, request, job, {
    write: (append) => writeTasks(context, request, append),
    count: async () => (await jobTasks(context, request)).length,
    describe: (count) => `${count} eftersyn`,
  });
}

/**
 * Checks the request (every task id a task of this customer inside the location, every installation
 * id an installation there; else 404; at least one task in all, at most maxBundleTasks, else 400) and
 * queues the job. A unit without inspections adds nothing (units are picked on /enheder whatever their
 * history). The link is mailed to the signed-in employee, never to the body's `email`.
 */
export async function requestTaskBundle(ctx: RequestContext, input: TaskBundleInput): Promise<{ accepted: true }> {
  const { customerId, email, name } = ctx.actor;
  const request = { ...input, taskIds: [...new Set(input.taskIds)], installationIds: [...new Set(input.installationIds)] };
  if (request.taskIds.length + request.installationIds.length === 0) throw new InvalidInputError('Select at least one task or installation');
  const scope = await actorLocationScope(ctx, [request.locationCode]);
  const tasks = await bundleTasks(ctx.db, customerId, scope, request);
  const knownTasks = new Set(tasks.map((task) => task.id));
  const missingTasks = request.taskIds.filter((id) => !knownTasks.has(id));
  if (missingTasks.length > 0) throw new NotFoundError(`The tasks ${missingTasks.join(', ')} do not exist at this location`);
  const knownInstallations = await findInstallationIdsInScope(ctx.db, scope, request.installationIds);
  const missingInstallations = request.installationIds.filter((id) => !knownInstallations.has(id));
  if (missingInstallations.length > 0) throw new NotFoundError(`The installations ${missingInstallations.join(', ')} do not exist at this location`);
  if (tasks.length === 0) throw new InvalidInputError('The selected units have no inspections, so there are no reports to send');
  if (tasks.length > maxBundleTasks) throw new InvalidInputError(`A bundle holds at most ${maxBundleTasks} tasks; ${tasks.length} were selected`);
  const job: TaskBundleJob = { ...request, customerId, recipient: { email, name }, bundleId: randomUUID() };
  // The audit entry (ADR 0031) in the job's own transaction: the same action as a fault bundle.
  return enqueueReportBundle(ctx, TASK_BUNDLE_JOB, job, (trx) =>
    recordAudit(trx, ctx, {
      action: 'bundle.request',
      locationId: scope.rootIds[0] ?? null,
      params: { subject: { kind: 'taskReports', count: tasks.length }, details: { kind: 'numbers', target: 'tasks', numbers: tasks.map((task) => task.number) } },
    }),
  );
}
