import type { Kysely } from 'kysely';
import type { IssueDetails, IssueFile, IssueRow, ThermographyIssueRow } from '@portal/shared/contract';
import type { IssueStatus } from '../../db/domain-constants.js';
import type { Database } from '../../db/schema.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { DETAILS_LINK_SECONDS, type DownloadLinks } from '../../auth/download-token.js';
import { minIssueCommentLength as MIN_COMMENT_LENGTH } from '@portal/shared/rules';
import { STATUS_PHRASES, toIssueDetails, toIssueRow, toThermographyRow } from './issue.mapper.js';
import {
  changeStatus,
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
import type { ListStatus } from './issue.schemas.js';
import { requireIssue } from './issue-scope.js';

export interface IssueServiceContext {
  db: Kysely<Database>;
  links: DownloadLinks;
}

/** NoAction, active and DASHBOARD list current issues; Completed lists completed ones. */
export const isOpenListStatus = (status: ListStatus): boolean => status !== 'Completed';

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
  };
}

/** Issue rows (spec section 3 "Issue row") of the given filter, newest first; the newest `take` when given. */
export async function listIssues(db: Kysely<Database>, filter: IssueFilter, take?: number): Promise<IssueRow[]> {
  const rows = await findIssueListRows(db, filter, take);
  return rows.map(toIssueRow);
}

/** Thermography rows (spec section 3 "Thermography issue (row)"), newest first. */
export async function listThermographyIssues(context: IssueServiceContext, filter: IssueFilter): Promise<ThermographyIssueRow[]> {
  const rows = await findIssues(context.db, { ...filter, kind: 'thermography' });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [fields, transactions, files] = await Promise.all([
    findThermographyFields(context.db, ids),
    findTransactions(context.db, ids),
    findFiles(context.db, ids),
  ]);
  const fieldsOf = groupBy(fields);
  const transactionsOf = groupBy(transactions);
  const reportOf = groupBy(files.filter((file) => file.purpose === 'thermography-report'));
  return Promise.all(
    rows.map(async (row) => {
      const report = reportOf.get(row.id)?.[0];
      const link = report ? await fileLink(context.links, report) : null;
      return toThermographyRow(row, {
        fields: fieldsOf.get(row.id) ?? [],
        latestComment: transactionsOf.get(row.id)?.[0]?.comment ?? null,
        report: link ? { fileName: link.displayName, fileUrl: link.url } : null,
      });
    }),
  );
}

/** The overlay content of an issue already checked to be the customer's. */
export async function detailsOf(context: IssueServiceContext, issue: IssueBaseRow): Promise<IssueDetails> {
  const ids = [issue.id];
  const [notes, transactions, files, fields] = await Promise.all([
    findNotes(context.db, ids),
    findTransactions(context.db, ids),
    findFiles(context.db, ids),
    findThermographyFields(context.db, ids),
  ]);
  const links = await Promise.all(files.map((file) => fileLink(context.links, file)));
  return toIssueDetails(issue, { notes, transactions, files: links, fields });
}

export async function issueDetails(context: IssueServiceContext, customerId: number, issueId: number, locationCode: string): Promise<IssueDetails> {
  return detailsOf(context, await requireIssue(context.db, customerId, issueId, locationCode));
}

export interface StatusUpdate {
  customerId: number;
  issueId: number;
  status: IssueStatus;
  comment: string;
  /** The token's EmployeeName. */
  person: string;
  /** Set by the thermography call: the issue must be a thermography issue at this location. */
  thermographyLocation?: string;
}

/**
 * Writes a history entry and the new status in one transaction and returns the fresh details.
 * Issue updates need a comment of at least 15 characters, thermography updates a non-empty one
 * (spec section 5; the client's checks are not trusted).
 */
export async function updateStatus(context: IssueServiceContext, update: StatusUpdate): Promise<IssueDetails> {
  const comment = update.comment.trim();
  const thermography = update.thermographyLocation !== undefined;
  if (thermography && comment === '') throw new InvalidInputError('The comment must not be empty');
  if (!thermography && comment.length < MIN_COMMENT_LENGTH) throw new InvalidInputError(`The comment must be at least ${MIN_COMMENT_LENGTH} characters`);
  const issue = await requireIssue(context.db, update.customerId, update.issueId, update.thermographyLocation);
  if (thermography && issue.kind !== 'thermography') throw new NotFoundError('The thermography issue does not exist');
  await changeStatus(context.db, {
    issueId: issue.id,
    status: update.status,
    statusPhrase: STATUS_PHRASES[update.status],
    person: update.person,
    comment,
    now: new Date().toISOString(),
  });
  const fresh = await requireIssue(context.db, update.customerId, update.issueId);
  return detailsOf(context, fresh);
}
