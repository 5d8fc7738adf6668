import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ControlReport, FileUrlResponse, ServiceReport } from '@portal/shared/contract';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { controlSchemaPdf, type ControlSchemaContent } from '../../reports/control-schema.pdf.js';
import { reportOptions } from '../../reports/report-options.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { serviceReportPdf, type ServiceReportContent } from '../../reports/service-report.pdf.js';
import { toIso } from '../issue/issue-mapper.js';
import { requireAllowedLocation } from '../location/location-scope.js';
import { toTaskFile } from './task-mapper.js';
import {
  findControlItems,
  findControlSchema,
  findServiceReport,
  findServiceReportComments,
  findServiceReportLines,
  findTaskControlSchema,
  type ControlSchemaRow,
  type ServiceReportRow,
} from './task-reports.repository.js';
import { findTaskFiles } from './task.repository.js';
import { requireTask } from './task-scope.js';

/**
 * The report overlays and their PDFs: a task's service report, a control schema. The PDFs are rendered
 * (reports/) from the content the overlays show, read here.
 */

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

/** A service report with its checklist and comments, as the overlay and the PDF show it. */
async function serviceReportContent(ctx: AppContext, report: ServiceReportRow): Promise<ServiceReportContent> {
  const [lines, comments] = await Promise.all([findServiceReportLines(ctx.db, report.id), findServiceReportComments(ctx.db, report.id)]);
  return {
    installationType: report.installation_type,
    caseNumber: report.case_number,
    activityType: report.activity_type,
    taskName: report.task_name,
    installationNumber: report.installation_number,
    responsible: report.responsible,
    stopDate: toIso(report.stop_date),
    customer: report.customer_reference,
    checklistLines: lines.map((line) => ({ description: line.description, checked: line.checked === true || line.checked === 1, type: line.type })),
    comments: comments.map((comment) => ({ date: toIso(comment.date), person: comment.person, comment: comment.comment })),
  };
}

/** The service report overlay's content (spec section 3 "Service report"). */
export async function serviceReportDetails(ctx: RequestContext, input: { taskId: number; installationNumber: string }): Promise<ServiceReport> {
  const { task, report } = await requireServiceReport(ctx, input);
  const [content, files] = await Promise.all([serviceReportContent(ctx, report), findTaskFiles(ctx.db, [task.id])]);
  return { taskId: task.id, ...content, files: await Promise.all(files.map((file) => toTaskFile(ctx.links, file))) };
}

/**
 * A task's service report as its PDF prints it, or undefined when the task has none. For report bundles,
 * whose job checked the tasks when it was requested: no access check here.
 */
export async function taskServiceReport(ctx: AppContext, taskId: number): Promise<ServiceReportContent | undefined> {
  const report = await findServiceReport(ctx.db, taskId);
  return report && serviceReportContent(ctx, report);
}

/** Stores a freshly rendered PDF among the generated reports (swept after two link lifetimes) and signs a link to it. */
async function linkToPdf(ctx: RequestContext, pdf: { name: string; pdf: Readable }): Promise<FileUrlResponse> {
  const key = `reports/tasks/${randomUUID()}.pdf`;
  await ctx.files.put(key, pdf.pdf);
  return { url: await ctx.links.url({ key, fileName: pdf.name, contentType: 'application/pdf' }, DETAILS_LINK_SECONDS) };
}

/** A signed link to the service report PDF. */
export async function serviceReportUrl(ctx: RequestContext, input: { taskId: number; installationNumber: string; language?: ReportLanguage }): Promise<FileUrlResponse> {
  const { report } = await requireServiceReport(ctx, input);
  return linkToPdf(ctx, serviceReportPdf(await serviceReportContent(ctx, report), reportOptions(ctx.config, input.language), ctx.now()));
}

async function requireControlSchema(ctx: RequestContext, input: { reportFile: string; installationReferenceCode: string }) {
  const schema = await findControlSchema(ctx.db, ctx.actor.customerId, input.reportFile, input.installationReferenceCode);
  if (!schema) throw new NotFoundError('The control schema does not exist');
  await requireAllowedLocation(ctx, schema.location_id);
  return schema;
}

/** A control schema with its items and checks, as the overlay and the PDF show it. */
async function controlSchemaContent(ctx: AppContext, schema: ControlSchemaRow): Promise<ControlSchemaContent> {
  return {
    installationType: schema.installation_type,
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

/** The control report overlay's content (spec section 3 "Control report"). */
export async function controlSchemaDetails(ctx: RequestContext, input: { reportFile: string; installationReferenceCode: string }): Promise<ControlReport> {
  const schema = await requireControlSchema(ctx, input);
  return { taskId: schema.task_id, installationId: shownCode(schema.installation_code), ...(await controlSchemaContent(ctx, schema)) };
}

/**
 * A task's control schema as its PDF prints it, or undefined when the task has none. For report bundles,
 * whose job checked the tasks when it was requested: no access check here.
 */
export async function taskControlSchema(ctx: AppContext, taskId: number): Promise<ControlSchemaContent | undefined> {
  const schema = await findTaskControlSchema(ctx.db, taskId);
  return schema && controlSchemaContent(ctx, schema);
}

/** A signed link to the control schema PDF (the path's location/installation names are only labels). */
export async function controlSchemaUrl(
  ctx: RequestContext,
  input: { reportFile: string; installationReferenceCode: string; language?: ReportLanguage },
): Promise<FileUrlResponse> {
  const schema = await requireControlSchema(ctx, input);
  return linkToPdf(ctx, controlSchemaPdf(await controlSchemaContent(ctx, schema), reportOptions(ctx.config, input.language), ctx.now()));
}
