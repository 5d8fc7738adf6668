import type { Readable } from 'node:stream';
import type { AuditEntry, ExportListName, ExportParams, Installation, InstallationSortColumn, IssueRow, Notification, PortfolioLocation, TaskRow, ThermographyIssueRow } from '@portal/shared/contract';
import {
  comparePortfolioLocations,
  defaultComplianceWindowMonths,
  dateLanguageOf,
  installationSortColumns,
  isComplianceWindowMonths,
  issueListStatuses,
  issueSeverity,
  matchesPortfolioSearch,
  portfolioTableSortKeys,
  taskListStatuses,
  type ComplianceWindowMonths,
  type IssueListStatus,
  type PortfolioTableSortKey,
  type TaskListStatus,
} from '@portal/shared/rules';
import type { Actor, AppContext, RequestContext } from '../../context/service-context.js';
import { ExportLinkExpiredError, signExportGrant, verifyExportGrant, type ExportGrant } from '../../auth/export-token.js';
import { ExpiredError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import type { ReportLanguage } from '../../reports/report-texts.js';
import { spreadsheetContentTypes, spreadsheetStream, type SpreadsheetCell, type SpreadsheetFormat } from '../../reports/spreadsheet.js';
import { listAudit } from '../audit/audit.service.js';
import { queryInstallations } from '../installation/installation.service.js';
import { listIssuesOfLocations, listLocationIssues, listThermographyIssues } from '../issue/issue.service.js';
import { listNotifications } from '../notification/notification.service.js';
import { portfolioOverview } from '../portfolio/portfolio.service.js';
import { listLocationTasks, listTasksOfLocations } from '../task/task.service.js';
import {
  auditColumns,
  cellsOf,
  faultColumns,
  inspectionColumns,
  installationColumns,
  matchesSearch,
  notificationColumns,
  portfolioColumns,
  sortRows,
  thermographyColumns,
  thermographyCustomColumns,
  type CellContext,
  type ExportColumn,
} from './export-columns.js';
import { findExportActor } from './export.repository.js';
import { exportTexts } from './export-texts.js';

/**
 * Every list page's export (ADR 0053): the rows the page shows, as filtered and sorted there, as CSV or XLSX in
 * the reader's language. The rows come from the list's own service (the same call, scope and filters as the
 * page's), the page's own filters (search, choices, sort) are applied to them here as its grid applies them, and
 * the file is written a batch at a time to the response. A server-paged list (the units) is read page by page.
 */
export const exportLists = ['faults', 'thermography', 'inspections', 'installations', 'locations', 'audit', 'notifications'] as const satisfies readonly ExportListName[];
export type ExportList = (typeof exportLists)[number];

/** The parameters of an export: the list call's, then the page's own filters and sort (the contract's). */
export type ExportQuery = ExportParams;

export interface ExportInput {
  list: ExportList;
  format: SpreadsheetFormat;
  language: ReportLanguage;
  query: ExportQuery;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: Readable;
}

/** Rows read per database call of a server-paged list, and written per batch. */
const BATCH = 500;

interface ExportSource<Row> {
  columns: readonly ExportColumn<Row>[];
  /** The first batch is read before the response starts, so a bad parameter is a 4xx and never a broken file. */
  first: Row[];
  rest: () => AsyncIterable<Row[]>;
}

function need<K extends keyof ExportQuery>(query: ExportQuery, list: ExportList, keys: readonly K[]): { [P in K]-?: NonNullable<ExportQuery[P]> } {
  const missing = keys.filter((key) => query[key] === undefined || query[key] === '');
  if (missing.length > 0) throw new InvalidInputError(`The ${list} export needs ${missing.join(', ')}`);
  return query as { [P in K]-?: NonNullable<ExportQuery[P]> };
}

function only(query: ExportQuery, list: ExportList, allowed: readonly (keyof ExportQuery)[]): void {
  const extra = (Object.keys(query) as (keyof ExportQuery)[]).filter((key) => query[key] !== undefined && !allowed.includes(key));
  if (extra.length > 0) throw new InvalidInputError(`The ${list} export does not take ${extra.join(', ')}`);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new InvalidInputError(`Unknown ${what} '${value}'; one of ${allowed.join(', ')}`);
  return value as T;
}

function codesOf(locations: string | undefined): string[] {
  return (locations ?? '').split(',').map((code) => code.trim()).filter((code) => code !== '');
}

/** The page's own filters and sort over a whole list (the lists of the page's grid). */
function onScreen<Row>(rows: Row[], columns: readonly ExportColumn<Row>[], query: ExportQuery, context: CellContext, choices: ((row: Row) => boolean)[]): Row[] {
  const search = query.q?.trim() ?? '';
  let shown = rows.filter((row) => choices.every((choice) => choice(row)) && (search === '' || matchesSearch(row, columns, context, search)));
  if (query.sort !== undefined) {
    const column = columns.find((candidate) => candidate.id === query.sort);
    if (!column) throw new InvalidInputError(`Unknown sort column '${query.sort}'; one of ${columns.map((candidate) => candidate.id).join(', ')}`);
    shown = sortRows(shown, column, query.dir ?? 'asc');
  } else if (query.dir !== undefined) {
    throw new InvalidInputError('dir needs sort');
  }
  return shown;
}

/** A whole list as its first batch and the rest in batches. */
function batched<Row>(columns: readonly ExportColumn<Row>[], rows: Row[]): ExportSource<Row> {
  return {
    columns,
    first: rows.slice(0, BATCH),
    rest: async function* () {
      for (let start = BATCH; start < rows.length; start += BATCH) yield rows.slice(start, start + BATCH);
    },
  };
}

const equalsWhenGiven = <Row>(value: string | undefined, of: (row: Row) => string | null | undefined) => (row: Row) => value === undefined || value === '' || of(row) === value;

const listCommon: (keyof ExportQuery)[] = ['q', 'sort', 'dir'];

async function faultSource(ctx: RequestContext, query: ExportQuery, context: CellContext): Promise<ExportSource<IssueRow>> {
  only(query, 'faults', ['location', 'locations', 'from', 'to', 'status', 'severity', 'issueStatus', 'installationType', ...listCommon]);
  const { from, to, status } = need(query, 'faults', ['from', 'to', 'status']);
  const range = { from, to, status: oneOf<IssueListStatus>(status, issueListStatuses, 'status') };
  const codes = codesOf(query.locations);
  if (codes.length === 0) need(query, 'faults', ['location']);
  const { rows } = codes.length > 0 ? await listIssuesOfLocations(ctx, { ...range, locationCodes: codes }) : await listLocationIssues(ctx, { ...range, code: query.location ?? '' });
  const choices = [
    equalsWhenGiven<IssueRow>(query.severity, (row) => row.severity),
    equalsWhenGiven<IssueRow>(query.issueStatus, (row) => row.status),
    equalsWhenGiven<IssueRow>(query.installationType, (row) => row.installationType),
  ];
  return batched(faultColumns, onScreen(rows, faultColumns, query, context, choices));
}

async function thermographySource(ctx: RequestContext, query: ExportQuery, context: CellContext): Promise<ExportSource<ThermographyIssueRow>> {
  only(query, 'thermography', ['location', 'from', 'to', 'status', 'severity', 'issueStatus', ...listCommon]);
  const { location, from, to, status } = need(query, 'thermography', ['location', 'from', 'to', 'status']);
  const { rows } = await listThermographyIssues(ctx, { code: location, from, to, status: oneOf<IssueListStatus>(status, issueListStatuses, 'status') });
  const columns = [...thermographyColumns, ...thermographyCustomColumns(rows)];
  const choices = [equalsWhenGiven<ThermographyIssueRow>(query.severity, (row) => issueSeverity(row)), equalsWhenGiven<ThermographyIssueRow>(query.issueStatus, (row) => row.status)];
  return batched(columns, onScreen(rows, columns, query, context, choices));
}

async function inspectionSource(ctx: RequestContext, query: ExportQuery, context: CellContext): Promise<ExportSource<TaskRow>> {
  only(query, 'inspections', ['location', 'locations', 'from', 'to', 'status', 'installationType', ...listCommon]);
  const { from, to, status } = need(query, 'inspections', ['from', 'to', 'status']);
  const range = { from, to, status: oneOf<TaskListStatus>(status, taskListStatuses, 'status') };
  const codes = codesOf(query.locations);
  if (codes.length === 0) need(query, 'inspections', ['location']);
  const { rows } = codes.length > 0 ? await listTasksOfLocations(ctx, { ...range, locationCodes: codes }) : await listLocationTasks(ctx, { ...range, code: query.location ?? '' });
  return batched(inspectionColumns, onScreen(rows, inspectionColumns, query, context, [equalsWhenGiven<TaskRow>(query.installationType, (row) => row.installationType)]));
}

/** The units of a location as the server-paged grid asks for them (its search, type filter and sort), page by page. */
async function installationSource(ctx: RequestContext, query: ExportQuery): Promise<ExportSource<Installation>> {
  only(query, 'installations', ['location', 'installationType', ...listCommon]);
  const { location } = need(query, 'installations', ['location']);
  const sortCol = oneOf<InstallationSortColumn>(query.sort ?? 'name', installationSortColumns, 'sort column');
  const page = (skip: number) =>
    queryInstallations(ctx, {
      code: location,
      skip,
      take: BATCH,
      sortCol,
      sortDir: query.dir ?? 'asc',
      nameSearch: query.q,
      typeFilter: query.installationType,
    });
  const first = await page(0);
  return {
    columns: installationColumns,
    first: first.installations,
    rest: async function* () {
      if (first.installations.length < BATCH) return;
      for (let skip = BATCH; ; skip += BATCH) {
        const next = await page(skip);
        if (next.installations.length > 0) yield next.installations;
        if (next.installations.length < BATCH) return;
      }
    },
  };
}

/** /overblik's location table: the tree with every branch open, siblings in the table's order; a search lists the matches. */
async function portfolioSource(ctx: RequestContext, query: ExportQuery): Promise<ExportSource<PortfolioLocation>> {
  only(query, 'locations', ['months', ...listCommon]);
  const months = query.months ?? defaultComplianceWindowMonths;
  if (!isComplianceWindowMonths(months)) throw new InvalidInputError(`Unknown months '${months}'`);
  const sort = { key: oneOf<PortfolioTableSortKey>(query.sort ?? 'name', portfolioTableSortKeys, 'sort column'), descending: query.dir === 'desc' };
  const { locations } = await portfolioOverview(ctx, { months: months as ComplianceWindowMonths });
  const search = query.q?.trim() ?? '';
  if (search !== '') {
    return batched(portfolioColumns, locations.filter((location) => matchesPortfolioSearch(location, search)).sort((a, b) => comparePortfolioLocations(a, b, sort)));
  }
  const children = new Map<string | null, PortfolioLocation[]>();
  for (const location of locations) children.set(location.parentCode, [...(children.get(location.parentCode) ?? []), location]);
  const ordered: PortfolioLocation[] = [];
  const visit = (parent: string | null) => {
    for (const location of [...(children.get(parent) ?? [])].sort((a, b) => comparePortfolioLocations(a, b, sort))) {
      ordered.push(location);
      visit(location.code);
    }
  };
  visit(null);
  return batched(portfolioColumns, ordered);
}

/** The audit trail (Admins only, as its page), newest first, a page at a time. */
async function auditSource(ctx: RequestContext, query: ExportQuery): Promise<ExportSource<AuditEntry>> {
  only(query, 'audit', ['employeeId', 'location', 'from', 'to']);
  const filter = { employeeId: query.employeeId, location: query.location, from: query.from, to: query.to };
  const first = await listAudit(ctx, { ...filter, take: BATCH, skip: 0 });
  return {
    columns: auditColumns,
    first: first.rows,
    rest: async function* () {
      for (let skip = BATCH; skip < first.total; skip += BATCH) {
        const next = await listAudit(ctx, { ...filter, take: BATCH, skip });
        if (next.rows.length === 0) return;
        yield next.rows;
      }
    },
  };
}

/** /Notifikation: the location's subscriptions, then those for all locations (the page's two tables). */
async function notificationSource(ctx: RequestContext, query: ExportQuery, context: CellContext): Promise<ExportSource<Notification>> {
  only(query, 'notifications', ['location', ...listCommon]);
  const [ofLocation, ofAll] = await Promise.all([query.location ? listNotifications(ctx, { code: query.location }) : Promise.resolve([]), listNotifications(ctx, {})]);
  return batched(notificationColumns, onScreen([...ofLocation, ...ofAll], notificationColumns, query, context, []));
}

async function sourceOf(ctx: RequestContext, input: ExportInput, context: CellContext): Promise<ExportSource<unknown>> {
  switch (input.list) {
    case 'faults':
      return (await faultSource(ctx, input.query, context)) as ExportSource<unknown>;
    case 'thermography':
      return (await thermographySource(ctx, input.query, context)) as ExportSource<unknown>;
    case 'inspections':
      return (await inspectionSource(ctx, input.query, context)) as ExportSource<unknown>;
    case 'installations':
      return (await installationSource(ctx, input.query)) as ExportSource<unknown>;
    case 'locations':
      return (await portfolioSource(ctx, input.query)) as ExportSource<unknown>;
    case 'audit':
      return (await auditSource(ctx, input.query)) as ExportSource<unknown>;
    case 'notifications':
      return (await notificationSource(ctx, input.query, context)) as ExportSource<unknown>;
  }
}

/** The file's name: the list and the day, e.g. faults-2026-11-27.xlsx. */
function fileNameOf(input: ExportInput, now: Date): string {
  return `${input.list}-${now.toISOString().slice(0, 10)}.${input.format}`;
}

/** The list's columns and first batch (every parameter checked), and the words and formats of its cells. */
async function prepare(ctx: RequestContext, input: ExportInput) {
  const t = exportTexts[input.language];
  const context: CellContext = { t, language: input.language, timeZone: ctx.config.timeZone };
  return { t, context, source: await sourceOf(ctx, input, context) };
}

/** The list as a file, streamed: the first batch is read (and every parameter checked) before this returns. */
export async function exportList(ctx: RequestContext, input: ExportInput): Promise<ExportFile> {
  const { t, context, source } = await prepare(ctx, input);
  const toCells = (rows: unknown[]): SpreadsheetCell[][] => rows.map((row) => cellsOf(row, source.columns, context));
  async function* batches() {
    yield toCells(source.first);
    for await (const rows of source.rest()) yield toCells(rows);
  }
  return {
    fileName: fileNameOf(input, ctx.now()),
    contentType: spreadsheetContentTypes[input.format],
    content: spreadsheetStream(input.format, { sheetName: t.sheet[input.list], header: source.columns.map((column) => column.title(t)), batches: batches() }),
  };
}

/**
 * A signed link to the export (the page opens it, so the browser downloads the file itself): every parameter
 * is checked and the first batch read now, so a bad one is this call's 4xx, not a broken download.
 */
export async function exportLink(ctx: RequestContext, input: ExportInput): Promise<{ url: string }> {
  await prepare(ctx, input);
  const { actor } = ctx;
  const query = Object.fromEntries(Object.entries(input.query).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  const grant: ExportGrant = {
    sessionId: actor.sessionId,
    customerId: actor.customerId,
    employeeId: actor.employeeId,
    ...(actor.impersonator !== undefined ? { impersonator: actor.impersonator } : {}),
    list: input.list,
    format: input.format,
    language: input.language,
    query,
  };
  const token = await signExportGrant(ctx.config.jwtSecret, grant);
  return { url: `/api/export/download/${token}/${encodeURIComponent(fileNameOf(input, ctx.now()))}` };
}

const isExportList = (value: string): value is ExportList => (exportLists as readonly string[]).includes(value);
const isFormat = (value: string): value is SpreadsheetFormat => value === 'csv' || value === 'xlsx';

/**
 * The export of a signed link (public: the link is the authorization). The link's session must still be live
 * and its employee still a member of the customer: the export then runs as that employee, scoped as the list
 * calls are (their locations). Expired link -> 410, anything else wrong -> 404.
 */
export async function exportOfLink(ctx: AppContext, input: { token: string }): Promise<ExportFile> {
  let grant: ExportGrant;
  try {
    grant = await verifyExportGrant(ctx.config.jwtSecret, input.token);
  } catch (error) {
    if (error instanceof ExportLinkExpiredError) throw new ExpiredError('The export link has expired');
    throw new NotFoundError('The export link is not valid');
  }
  const { list, format } = grant;
  if (!isExportList(list) || !isFormat(format)) throw new NotFoundError('The export link is not valid');
  const [session, member] = await Promise.all([ctx.sessions.live(grant.sessionId), findExportActor(ctx.db, grant.employeeId, grant.customerId)]);
  if (!session || session.employeeId !== grant.employeeId || !member) throw new NotFoundError('The export link is not valid');
  const actor: Actor = {
    sessionId: grant.sessionId,
    customerId: grant.customerId,
    employeeId: grant.employeeId,
    name: member.name,
    email: member.email,
    role: member.role,
    restricted: Boolean(member.restricted),
    ...(grant.impersonator !== undefined ? { impersonator: grant.impersonator } : {}),
  };
  return exportList({ ...ctx, actor }, { list, format, language: dateLanguageOf(grant.language), query: grant.query as ExportQuery });
}
