import type { IssueDetails, IssueFile, IssueRow, ThermographyIssueRow } from '@portal/shared/contract';
import { issueFilterStates, minIssueCommentLength as MIN_COMMENT_LENGTH } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import type { IssueStatus } from '../../db/domain-constants.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { DETAILS_LINK_SECONDS, type DownloadLinks } from '../../auth/download-token.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueProviderEvent } from '../provider-events/provider-events.service.js';
import { actorLocationScope, scopeOf, type LocationScope } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import { STATUS_PHRASES, toIssueDetails, toIssueRow, toThermographyRow } from './issue-mapper.js';
import {
  changeStatus,
  countIssues,
  findFiles,
  findIssues,
  findNotes,
  findIssueListRows,
  findThermographyFields,
  findTransactions,
  type IssueBaseRow,
  type IssueFileRow,
  type IssueFilter,
} from './issue.repository.js';
import type { ListRange, ListStatus } from './issue.schemas.js';
import { dayRange, requireIssue } from './issue-scope.js';

/**
 * The issue calls of spec section 7. Everything is scoped to the actor's customer (the token's; the
 * guard checked that the path names the same one), a location means it and everything inside it,
 * and anything of another customer is a 404. The acting person (history entries, uploads, bundle
 * recipient) is always the actor, never the body's Name/Email.
 */

/** Whether a list path's filter state holds the current (open) faults or the completed ones (issueFilterStates). */
export const isOpenListStatus = (status: ListStatus): boolean => issueFilterStates[status] === 'open';

/** A list, whole, or with `take` its newest rows and the number of all matching (`total`). */
export interface IssueList {
  rows: IssueRow[];
  total?: number;
}

const groupBy = <T extends { issue_id: number | null }>(rows: readonly T[]): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    if (row.issue_id === null) continue;
    const list = map.get(row.issue_id) ?? [];
    list.push(row);
    map.set(row.issue_id, list);
  }
  return map;
};

export async function fileLink(links: DownloadLinks, file: IssueFileRow, seconds = DETAILS_LINK_SECONDS): Promise<IssueFile> {
  return {
    displayName: file.display_name,
    url: await links.url({ key: file.storage_key, fileName: file.display_name, contentType: file.content_type }, seconds),
    ...(file.evidence ? { evidence: true } : {}),
  };
}

/** The actor's customer's issues of a list path: scope, status and the day range (checked first: a bad day is a 400). */
function listFilter(ctx: RequestContext, range: ListRange) {
  const days = dayRange(range.from, range.to);
  return (scope: LocationScope | undefined): IssueFilter => ({
    customerId: ctx.actor.customerId,
    ...(scope ? { scope } : {}),
    open: isOpenListStatus(range.status),
    ...days,
  });
}

/** Issue rows (spec section 3 "Issue row") of the filter, newest first; with `take` the newest N and the total. */
async function issueList(ctx: RequestContext, filter: IssueFilter, take: number | undefined): Promise<IssueList> {
  if (take === undefined) return { rows: (await findIssueListRows(ctx.db, filter)).map(toIssueRow) };
  const [rows, total] = await Promise.all([findIssueListRows(ctx.db, filter, take), countIssues(ctx.db, filter)]);
  return { rows: rows.map(toIssueRow), total };
}

/** Issues of a location and everything inside it. */
export async function listLocationIssues(ctx: RequestContext, input: LocationInput & ListRange & { take?: number }): Promise<IssueList> {
  const filter = listFilter(ctx, input);
  const location = await requireLocation(ctx, input);
  return issueList(ctx, filter(scopeOf(ctx.actor.customerId, location.id)), input.take);
}

/** Issues of several locations (by code; an unknown code is a 404) and everything inside them. */
export async function listIssuesOfLocations(ctx: RequestContext, input: ListRange & { locationCodes: readonly string[]; take?: number }): Promise<IssueList> {
  const filter = listFilter(ctx, input);
  const scope = await actorLocationScope(ctx, input.locationCodes);
  return issueList(ctx, filter(scope), input.take);
}

/** Issues of one installation (by reference code), optionally only inside a location. */
export async function listInstallationIssues(
  ctx: RequestContext,
  input: { installationCode: string; status: ListStatus; locationCode?: string | undefined },
): Promise<IssueRow[]> {
  const { customerId } = ctx.actor;
  // Without a location: everything the actor may see (ADR 0031).
  const scope = await actorLocationScope(ctx, input.locationCode ? [input.locationCode] : undefined);
  const filter: IssueFilter = { customerId, installationCode: input.installationCode, open: isOpenListStatus(input.status), ...(scope ? { scope } : {}) };
  return (await findIssueListRows(ctx.db, filter)).map(toIssueRow);
}

/** A thermography list, whole, or with `take` its newest rows and the number of all matching (`total`). */
export interface ThermographyList {
  rows: ThermographyIssueRow[];
  total?: number;
}

/** Thermography rows (spec section 3 "Thermography issue (row)") of a location, newest first; with `take` the newest N and the total. */
export async function listThermographyIssues(ctx: RequestContext, input: LocationInput & ListRange & { take?: number }): Promise<ThermographyList> {
  const filter = listFilter(ctx, input);
  const location = await requireLocation(ctx, input);
  const thermography: IssueFilter = { ...filter(scopeOf(ctx.actor.customerId, location.id)), kind: 'thermography' };
  const [rows, total] = await Promise.all([findIssues(ctx.db, thermography, input.take), input.take === undefined ? undefined : countIssues(ctx.db, thermography)]);
  const counted = total !== undefined ? { total } : {};
  if (rows.length === 0) return { rows: [], ...counted };
  const ids = rows.map((row) => row.id);
  const [fields, transactions, files] = await Promise.all([
    findThermographyFields(ctx.db, ids),
    findTransactions(ctx.db, ids),
    findFiles(ctx.db, ids),
  ]);
  const fieldsOf = groupBy(fields);
  const transactionsOf = groupBy(transactions);
  const reportOf = groupBy(files.filter((file) => file.purpose === 'thermography-report'));
  const thermographyRows = await Promise.all(
    rows.map(async (row) => {
      const report = reportOf.get(row.id)?.[0];
      const link = report ? await fileLink(ctx.links, report) : null;
      return toThermographyRow(row, {
        fields: fieldsOf.get(row.id) ?? [],
        latestComment: transactionsOf.get(row.id)?.[0]?.comment ?? null,
        report: link ? { fileName: link.displayName, fileUrl: link.url } : null,
      });
    }),
  );
  return { rows: thermographyRows, ...counted };
}

/** The overlay content of an issue already checked to be the customer's. */
export async function detailsOf(ctx: AppContext, issue: IssueBaseRow): Promise<IssueDetails> {
  const ids = [issue.id];
  const [notes, transactions, files, fields] = await Promise.all([
    findNotes(ctx.db, ids),
    findTransactions(ctx.db, ids),
    findFiles(ctx.db, ids),
    findThermographyFields(ctx.db, ids),
  ]);
  const links = await Promise.all(files.map((file) => fileLink(ctx.links, file)));
  const report = files.findIndex((file) => file.purpose === 'thermography-report');
  return toIssueDetails(issue, { notes, transactions, files: links, fields, thermographyReport: links[report] ?? null });
}

/** Details of an issue of the actor's customer inside the location of the code. */
export async function issueDetails(ctx: RequestContext, input: { issueId: number; locationCode: string }): Promise<IssueDetails> {
  return detailsOf(ctx, await requireIssue(ctx, input));
}

export interface StatusUpdate {
  issueId: number;
  status: IssueStatus;
  comment: string;
  /** Set by the thermography call: the issue must be a thermography issue at this location. */
  thermographyLocation?: string;
}

/**
 * Writes a history entry (by the actor) and the new status in one transaction and returns the
 * fresh details. Issue updates need a comment of at least 15 characters, thermography updates a
 * non-empty one (spec section 5; the client's checks are not trusted). Caches of derived data (the
 * location badges) hear of the change once it is written.
 */
export async function updateStatus(ctx: RequestContext, update: StatusUpdate): Promise<IssueDetails> {
  const comment = update.comment.trim();
  const thermography = update.thermographyLocation !== undefined;
  if (thermography && comment === '') throw new InvalidInputError('The comment must not be empty');
  if (!thermography && comment.length < MIN_COMMENT_LENGTH) throw new InvalidInputError(`The comment must be at least ${MIN_COMMENT_LENGTH} characters`);
  const issue = await requireIssue(ctx, { issueId: update.issueId, locationCode: update.thermographyLocation });
  if (thermography && issue.kind !== 'thermography') throw new NotFoundError('The thermography issue does not exist');
  await changeStatus(ctx.db, {
    issueId: issue.id,
    status: update.status,
    statusPhrase: STATUS_PHRASES[update.status],
    person: ctx.actor.name,
    comment,
    now: ctx.now().toISOString(),
  }, async (trx) => {
    await recordAudit(trx, ctx, { action: 'issue.status', locationId: issue.location_id, params: { subject: { kind: thermography ? 'thermographyIssue' : 'issue', number: issue.number }, details: { kind: 'status', status: update.status, note: comment } } });
    await enqueueProviderEvent(trx, ctx, { type: 'issue.statusChanged', issueId: issue.id, data: { from: issue.status, to: update.status, comment } });
  });
  ctx.changes.changed(ctx.actor.customerId);
  return detailsOf(ctx, await requireIssue(ctx, { issueId: update.issueId }));
}
