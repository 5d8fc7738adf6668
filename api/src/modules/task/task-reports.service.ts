import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ControlReport, FileUrlResponse, ServiceReport } from '@portal/shared/contract';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { controlSchemaPdf } from '../../reports/control-schema.pdf.js';
import { serviceReportPdf } from '../../reports/service-report.pdf.js';
import { toIso } from '../issue/issue-mapper.js';
import { requireAllowedLocation } from '../location/location-scope.js';
import { toTaskFile } from './task-mapper.js';
import { findControlItems, findControlSchema, findServiceReport, findServiceReportComments, findServiceReportLines } from './task-reports.repository.js';
import { findTaskFiles } from './task.repository.js';
import { requireTask } from './task-scope.js';

/** The report overlays and their PDFs: a task's service report, a control schema. */

/** The code as shown: the part after a slash ('ABA/1042' -> '1042'). */
export const shownCode = (code: string): string => code.split('/').slice(-1)[0] ?? code;

/** The path's installation number names the report's unit: its number, reference code or the code as shown. */
const namesInstallation = (value: string, report: { installation_number: string; installation_code: string }): boolean =>
  value === report.installation_number || value === report.installation_code || value === shownCode(report.installation_code);

async function requireServiceReport(ctx: RequestContext, input: { taskId: number; installationNumber: string }) {
  const task = await requireTask(ctx, input.taskId);
  const report = await findServiceReport(ctx.db, task.id);
  if (!report || !namesInstallation(input.installationNumber, report)) throw new NotFoundError('The task has no service report');
  return { task, report };
}

/** The service report overlay's content (spec section 3 "Service report"). */
export async function serviceReportDetails(ctx: RequestContext, input: { taskId: number; installationNumber: string }): Promise<ServiceReport> {
  const { task, report } = await requireServiceReport(ctx, input);
  const [lines, comments, files] = await Promise.all([
    findServiceReportLines(ctx.db, report.id),
    findServiceReportComments(ctx.db, report.id),
    findTaskFiles(ctx.db, [task.id]),
  ]);
  return {
    taskId: task.id,
    installationType: report.installation_type,
    caseNumber: report.case_number,
    activityType: report.activity_type,
    taskName: report.task_name,
    installationNumber: report.installation_number,
    responsible: report.responsible,
    stopDate: toIso(report.stop_date),
    customer: report.customer_reference,
    files: await Promise.all(files.map((file) => toTaskFile(ctx.links, file))),
    checklistLines: lines.map((line) => ({ description: line.description, checked: line.checked === true || line.checked === 1, type: line.type })),
    comments: comments.map((comment) => ({ date: toIso(comment.date), person: comment.person, comment: comment.comment })),
  };
}

/** Stores a freshly rendered PDF among the generated reports (swept after two link lifetimes) and signs a link to it. */
async function linkToPdf(ctx: RequestContext, pdf: { name: string; pdf: Readable }): Promise<FileUrlResponse> {
  const key = `reports/tasks/${randomUUID()}.pdf`;
  await ctx.files.put(key, pdf.pdf);
  return { url: await ctx.links.url({ key, fileName: pdf.name, contentType: 'application/pdf' }, DETAILS_LINK_SECONDS) };
}

/** A signed link to the service report PDF. */
export async function serviceReportUrl(ctx: RequestContext, input: { taskId: number; installationNumber: string }): Promise<FileUrlResponse> {
  const { task } = await requireServiceReport(ctx, input);
  const pdf = await serviceReportPdf(ctx.db, task.id, ctx.config.providerName);
  if (!pdf) throw new NotFoundError('The task has no service report');
  return linkToPdf(ctx, pdf);
}

async function requireControlSchema(ctx: RequestContext, input: { reportFile: string; installationReferenceCode: string }) {
  const schema = await findControlSchema(ctx.db, ctx.actor.customerId, input.reportFile, input.installationReferenceCode);
  if (!schema) throw new NotFoundError('The control schema does not exist');
  await requireAllowedLocation(ctx, schema.location_id);
  return schema;
}

/** The control report overlay's content (spec section 3 "Control report"). */
export async function controlSchemaDetails(ctx: RequestContext, input: { reportFile: string; installationReferenceCode: string }): Promise<ControlReport> {
  const schema = await requireControlSchema(ctx, input);
  return {
    taskId: schema.task_id,
    installationType: schema.installation_type,
    installationId: shownCode(schema.installation_code),
    installationName: schema.installation_name,
    installationReferenceCode: schema.installation_code,
    company: schema.company,
    department: schema.department,
    responsible: schema.responsible,
    date: toIso(schema.date),
    locationName: schema.location_name,
    reportFile: schema.report_file,
    items: await findControlItems(ctx.db, schema.id),
  };
}

/** A signed link to the control schema PDF (the path's location/installation names are only labels). */
export async function controlSchemaUrl(ctx: RequestContext, input: { reportFile: string; installationReferenceCode: string }): Promise<FileUrlResponse> {
  const schema = await requireControlSchema(ctx, input);
  const pdf = await controlSchemaPdf(ctx.db, schema.task_id, ctx.config.providerName);
  if (!pdf) throw new NotFoundError('The control schema does not exist');
  return linkToPdf(ctx, pdf);
}
