import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SharedEvidence, SharedFault, SharedFile, SharedPage, SharedTask, SharePinAccepted } from '@portal/shared/contract';
import { dayOf, shareListPageSize, shareLinkState, shareMaxDocuments, taskComplianceState, type ShareAccessKind } from '@portal/shared/rules';
import type { AppContext } from '../../context/service-context.js';
import { verifyPassword } from '../../auth/password.js';
import { ExpiredError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../errors/domain-errors.js';
import { FileNotFoundError } from '../../storage/file-store.js';
import { controlSchemaPdf } from '../../reports/control-schema.pdf.js';
import { issueReportFileName, issueReportPdf } from '../../reports/issue-report.pdf.js';
import { reportOptions } from '../../reports/report-options.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { serviceReportPdf } from '../../reports/service-report.pdf.js';
import { recordAudit } from '../audit/audit.service.js';
import { findIssue } from '../issue/issue.repository.js';
import { detailsOf } from '../issue/issue.service.js';
import { isInScope, type LocationScope } from '../location/location-scope.js';
import { sharedComplianceStatement, statementRange } from '../portfolio/portfolio-statement.service.js';
import { taskControlSchema, taskServiceReport } from '../task/task-reports.service.js';
import {
  countSharedFaults,
  countSharedTasks,
  findFileInScope,
  findOwnedFiles,
  findSharedDocuments,
  findSharedFaults,
  findSharedTasks,
  findTaskInScope,
  type Range,
  type SharedFileRow,
} from './share-evidence.repository.js';
import { findShareLinkByTokenHash, findShareLinkLocations, insertShareAccess, type ShareLinkLocationRow, type ShareLinkRow } from './share.repository.js';
import { tokenHashOf } from '../../auth/token-hash.js';
import { toIso } from '../issue/issue-mapper.js';

/**
 * What a share link's recipient reads and downloads (ADR 0064). Every call finds the link by its token's hash
 * and reads its state, so a revoked link stops answering at once in every API process. A token that opens no
 * link is a 404 whatever the reason; an ended link (expired or revoked) is a 410; a link with a PIN answers 401
 * `pinRequired` until the call carries the key its PIN was exchanged for. Every visit and download is logged.
 */

const INVALID = 'This link is not valid';

/** An opened link: its row, its locations and the scope they make (each location with everything inside it). */
export interface OpenedLink {
  link: ShareLinkRow;
  locations: ShareLinkLocationRow[];
  scope: LocationScope;
  ip: string;
}

const rangeOf = (link: ShareLinkRow): Range => statementRange({ from: link.period_from, to: link.period_to });

/** The key a PIN is exchanged for: bound to the link and its PIN, so it opens nothing else. */
function pinKeyOf(ctx: AppContext, link: ShareLinkRow): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`share-pin|${link.id}|${link.pin_hash ?? ''}`).digest('base64url');
}

function keyMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function findOpenLink(ctx: AppContext, token: string): Promise<ShareLinkRow> {
  const link = await findShareLinkByTokenHash(ctx.db, tokenHashOf(token));
  if (!link) throw new NotFoundError(INVALID);
  const state = shareLinkState({ revokedAt: link.revoked_at === null ? null : toIso(link.revoked_at), expiresAt: toIso(link.expires_at) }, ctx.now());
  if (state !== 'active') throw new ExpiredError('This link has ended. Ask the sender for a new one.');
  return link;
}

/** Opens a link for a call: 404, 410, or 401 `pinRequired` as above. */
export async function openShareLink(ctx: AppContext, input: { token: string; key: string | undefined; ip: string }): Promise<OpenedLink> {
  const link = await findOpenLink(ctx, input.token);
  if (link.pin_hash !== null && !keyMatches(pinKeyOf(ctx, link), input.key)) {
    throw new UnauthenticatedError('Enter the PIN you were given with the link').withFields({ pinRequired: true });
  }
  const locations = await findShareLinkLocations(ctx.db, [link.id]);
  return { link, locations, scope: { customerId: link.customer_id, rootIds: locations.map((location) => location.id) }, ip: input.ip };
}

/** Exchanges the PIN for the key later calls carry; a wrong PIN is a 401 like a missing one (the route limits tries). */
export async function unlockShareLink(ctx: AppContext, input: { token: string; pin: string }): Promise<SharePinAccepted> {
  const link = await findOpenLink(ctx, input.token);
  if (link.pin_hash === null) throw new InvalidInputError('This link has no PIN');
  if (!(await verifyPassword(input.pin, link.pin_hash))) {
    throw new UnauthenticatedError('The PIN is not right').withFields({ pinRequired: true });
  }
  return { key: pinKeyOf(ctx, link) };
}

async function logAccess(ctx: AppContext, opened: OpenedLink, what: ShareAccessKind, subject: string | null): Promise<void> {
  await insertShareAccess(ctx.db, { linkId: opened.link.id, at: ctx.now().toISOString(), ip: opened.ip, what, subject });
}

const fileOf = (row: Pick<SharedFileRow, 'id' | 'display_name' | 'content_type'>): SharedFile => ({ id: row.id, name: row.display_name, contentType: row.content_type });

/** The page's head: what the link covers. Logged as a visit, and in the customer's audit trail. */
export async function sharedEvidence(ctx: AppContext, opened: OpenedLink): Promise<SharedEvidence> {
  const { link } = opened;
  const [customer, documents] = await Promise.all([
    ctx.db.selectFrom('customers').select('name').where('id', '=', link.customer_id).executeTakeFirstOrThrow(),
    findSharedDocuments(ctx.db, opened.scope, shareMaxDocuments),
  ]);
  await ctx.db.transaction().execute(async (trx) => {
    await insertShareAccess(trx, { linkId: link.id, at: ctx.now().toISOString(), ip: opened.ip, what: 'visit', subject: null });
    await recordAudit(trx, { actor: { customerId: link.customer_id, employeeId: null, name: 'Share link recipient' }, now: ctx.now }, {
      action: 'share.link-visited',
      subject: `Share link ${link.id}`,
      details: `IP ${opened.ip}`,
    });
  });
  return {
    customerName: customer.name,
    from: link.period_from,
    to: link.period_to,
    expiresAt: toIso(link.expires_at),
    locations: opened.locations.map((location) => ({
      code: location.code,
      name: location.name,
      address: [location.street_name, [location.zip_code, location.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    })),
    documents: documents.map((row) => ({ ...fileOf(row), location: row.location_name })),
  };
}

function pageOf(page: number | undefined): { page: number; offset: number; limit: number } {
  const number = page ?? 1;
  return { page: number, offset: (number - 1) * shareListPageSize, limit: shareListPageSize };
}

/** A page of the inspections due in the link's period, with what can be downloaded for each. */
export async function sharedTasks(ctx: AppContext, opened: OpenedLink, input: { page?: number | undefined }): Promise<SharedPage<SharedTask>> {
  const page = pageOf(input.page);
  const range = rangeOf(opened.link);
  const [rows, total] = await Promise.all([findSharedTasks(ctx.db, opened.scope, range, page), countSharedTasks(ctx.db, opened.scope, range)]);
  const files = await findOwnedFiles(
    ctx.db,
    'task_id',
    rows.map((row) => row.id),
  );
  const today = dayOf(ctx.now());
  return {
    page: page.page,
    pageSize: page.limit,
    total,
    rows: rows.map((row) => {
      const dueDate = toIso(row.due_date);
      const completedDate = row.completed_date === null ? null : toIso(row.completed_date);
      return {
        id: row.id,
        number: row.number,
        name: row.name,
        installation: row.installation_name,
        location: row.location_name,
        dueDate,
        completedDate,
        status: row.status,
        state: taskComplianceState({ status: row.status, dueDate, completedDate }, today),
        serviceReport: row.service_report !== null,
        controlSchema: row.control_schema !== null,
        files: files.filter((file) => file.owner_id === row.id).map(fileOf),
      };
    }),
  };
}

/** A page of the faults found in the link's period or still open, with their files. */
export async function sharedFaults(ctx: AppContext, opened: OpenedLink, input: { page?: number | undefined }): Promise<SharedPage<SharedFault>> {
  const page = pageOf(input.page);
  const range = rangeOf(opened.link);
  const [rows, total] = await Promise.all([findSharedFaults(ctx.db, opened.scope, range, page), countSharedFaults(ctx.db, opened.scope, range)]);
  const files = await findOwnedFiles(
    ctx.db,
    'issue_id',
    rows.map((row) => row.id),
  );
  return {
    page: page.page,
    pageSize: page.limit,
    total,
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      type: row.type,
      faultClass: row.fault_class,
      status: row.status,
      installation: row.installation_name,
      location: row.location_name,
      created: toIso(row.created),
      closedAt: row.status === 'Completed' ? toIso(row.updated) : null,
      files: files.filter((file) => file.owner_id === row.id).map(fileOf),
    })),
  };
}

export interface SharedDownload {
  fileName: string;
  contentType: string;
  content: Readable;
  /** One of the server's own PDFs (shown in the browser's viewer), not a customer's upload. */
  generated: boolean;
}

const pdfDownload = (fileName: string, content: Readable): SharedDownload => ({ fileName, contentType: 'application/pdf', content, generated: true });

/** The compliance statement of one of the link's locations, over the link's period. */
export async function sharedStatement(ctx: AppContext, opened: OpenedLink, input: { code: string; language: ReportLanguage }): Promise<SharedDownload> {
  const location = opened.locations.find((candidate) => candidate.code === input.code);
  if (!location) throw new NotFoundError('The location is not shared by this link');
  const statement = await sharedComplianceStatement(ctx, {
    customerId: opened.link.customer_id,
    locationId: location.id,
    code: location.code,
    from: opened.link.period_from,
    to: opened.link.period_to,
    language: input.language,
  });
  await logAccess(ctx, opened, 'statement', location.code);
  return pdfDownload(statement.fileName, statement.pdf);
}

async function requireTask(ctx: AppContext, opened: OpenedLink, taskId: number) {
  const task = await findTaskInScope(ctx.db, opened.scope, taskId);
  if (!task) throw new NotFoundError('The inspection is not shared by this link');
  return task;
}

export async function sharedServiceReport(ctx: AppContext, opened: OpenedLink, input: { taskId: number; language: ReportLanguage }): Promise<SharedDownload> {
  const task = await requireTask(ctx, opened, input.taskId);
  const content = await taskServiceReport(ctx, task.id);
  if (!content) throw new NotFoundError('The inspection has no service report');
  const { name, pdf } = serviceReportPdf(content, reportOptions(ctx.config, input.language), ctx.now());
  await logAccess(ctx, opened, 'service-report', task.number);
  return pdfDownload(name, pdf);
}

export async function sharedControlSchema(ctx: AppContext, opened: OpenedLink, input: { taskId: number; language: ReportLanguage }): Promise<SharedDownload> {
  const task = await requireTask(ctx, opened, input.taskId);
  const content = await taskControlSchema(ctx, task.id);
  if (!content) throw new NotFoundError('The inspection has no control schema');
  const { name, pdf } = controlSchemaPdf(content, reportOptions(ctx.config, input.language), ctx.now());
  await logAccess(ctx, opened, 'control-schema', task.number);
  return pdfDownload(name, pdf);
}

export async function sharedFaultReport(ctx: AppContext, opened: OpenedLink, input: { issueId: number; language: ReportLanguage }): Promise<SharedDownload> {
  const issue = await findIssue(ctx.db, opened.link.customer_id, input.issueId);
  if (!issue || !(await isInScope(ctx.db, opened.scope, issue.location_id))) throw new NotFoundError('The fault is not shared by this link');
  const details = await detailsOf(ctx, issue);
  const options = reportOptions(ctx.config, input.language);
  await logAccess(ctx, opened, 'fault-report', issue.number);
  return pdfDownload(issueReportFileName(details, options), issueReportPdf(details, options, ctx.now()));
}

/** A stored file of the link's locations, their units, inspections or faults. */
export async function sharedFile(ctx: AppContext, opened: OpenedLink, input: { fileId: number }): Promise<SharedDownload> {
  const file = await findFileInScope(ctx.db, opened.scope, input.fileId);
  if (!file) throw new NotFoundError('The file is not shared by this link');
  let content: Readable;
  try {
    content = await ctx.files.get(file.storage_key);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new NotFoundError('The file no longer exists');
    throw error;
  }
  await logAccess(ctx, opened, 'file', file.display_name);
  return { fileName: file.display_name, contentType: file.content_type, content, generated: false };
}
