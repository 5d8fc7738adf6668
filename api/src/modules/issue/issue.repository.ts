import { sql, type Compilable, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type SqlBool } from 'kysely';
import { preparedFilter, preparedQuery, preparedShapes, runPreparedFilter, type PreparedFilter, type PreparedValue } from '../../db/prepared-query.js';
import { isOpenIssue } from '../../db/conditions.js';
import type { IssueKind, IssueStatus } from '../../db/domain-constants.js';
import type { Database, DbTimestamp, FilesTable } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

type Timestamp = DbTimestamp['__select__'];

export interface IssueFilter {
  customerId: number;
  /** Restrict to these locations and everything inside them. */
  scope?: LocationScope;
  installationCode?: string;
  /** Only these issue ids. */
  issueIds?: readonly number[];
  /** true = current (not completed), false = completed. */
  open?: boolean;
  kind?: IssueKind;
  /** created >= from and created < toExclusive (ISO timestamps). */
  from?: string;
  toExclusive?: string;
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('issues')
    .innerJoin('locations', 'locations.id', 'issues.location_id')
    .innerJoin('installations', 'installations.id', 'issues.installation_id')
    .leftJoin('tasks', 'tasks.id', 'issues.task_id')
    .select([
      'issues.id',
      'issues.number',
      'issues.kind',
      'issues.status',
      'issues.created',
      'issues.updated',
      'issues.updated_by',
      'issues.responsible',
      'issues.type',
      'issues.error_type',
      'issues.reference',
      'issues.description',
      'issues.customer_fixed_at',
      'issues.verified_at',
      'issues.location_id',
      'locations.code as location_code',
      'locations.name as location_name',
      'installations.code as installation_code',
      'installations.name as installation_name',
      'installations.type as installation_type',
      'issues.task_id',
      'tasks.job_number',
    ]);
}

/** An issue with its installation, location and task columns: one row of the base query. */
export type IssueBaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/** The filter as conditions on `issues` alone, so the list and its count share them (the count needs no joins). */
function issueConditions(db: Kysely<Database>, filter: IssueFilter) {
  return (eb: ExpressionBuilder<Database, 'issues'>) => {
    const conditions: Expression<SqlBool>[] = [eb('issues.customer_id', '=', filter.customerId)];
    if (filter.scope) conditions.push(eb('issues.location_id', 'in', scopeLocationIds(db, filter.scope)));
    if (filter.issueIds) conditions.push(eb('issues.id', 'in', filter.issueIds));
    if (filter.installationCode !== undefined) {
      const installation = db
        .selectFrom('installations')
        .select('installations.id')
        .where('installations.customer_id', '=', filter.customerId)
        .where('installations.code', '=', filter.installationCode);
      conditions.push(eb('issues.installation_id', 'in', installation));
    }
    if (filter.open === true) conditions.push(isOpenIssue(eb));
    if (filter.open === false) conditions.push(eb('issues.status', '=', 'Completed'));
    if (filter.kind) conditions.push(eb('issues.kind', '=', filter.kind));
    if (filter.from) conditions.push(eb('issues.created', '>=', filter.from));
    if (filter.toExclusive) conditions.push(eb('issues.created', '<', filter.toExclusive));
    return eb.and(conditions);
  };
}

/**
 * A single-location filter (the location-coded list calls) as a prepared query's shape and values:
 * its SQL text depends only on which filters are present and on `open`, so it is built and compiled
 * once per shape (db/prepared-query.ts) instead of on every call. Other filters (several locations,
 * issue ids, an installation) are built per call.
 */
type ListParameters = Record<'customerId' | 'rootId' | 'kind' | 'from' | 'toExclusive' | 'take', PreparedValue>;

/** A filter with the list's bound (`take`), as the list queries are built from. */
interface BoundedFilter {
  filter: IssueFilter;
  take: number | undefined;
}

function singleLocation(filter: IssueFilter, take: number | undefined): PreparedFilter<ListParameters, BoundedFilter> | undefined {
  const rootId = filter.scope?.rootIds.length === 1 ? filter.scope.rootIds[0] : undefined;
  if (rootId === undefined || filter.issueIds !== undefined || filter.installationCode !== undefined) return undefined;
  // An empty text filters nothing (issueConditions tests truthiness), so it is no parameter either.
  const values = { customerId: filter.customerId, rootId, kind: filter.kind || undefined, from: filter.from || undefined, toExclusive: filter.toExclusive || undefined, take };
  return preparedFilter<ListParameters, BoundedFilter>(values, String(filter.open), (value) => ({
    filter: {
      customerId: value('customerId') as number,
      scope: { customerId: value('customerId') as number, rootIds: [value('rootId') as number] },
      open: filter.open,
      kind: value('kind') as IssueKind | undefined,
      from: value('from') as string | undefined,
      toExclusive: value('toExclusive') as string | undefined,
    },
    take: value('take') as number | undefined,
  }));
}

/** Runs the query the builder makes for the filter: prepared for a single-location filter, else built now. */
function runFiltered<Row>(
  shapes: ReturnType<typeof preparedShapes<ListParameters, Row>>,
  db: Kysely<Database>,
  filter: IssueFilter,
  take: number | undefined,
  build: (db: Kysely<Database>, filter: IssueFilter, take: number | undefined) => Compilable<Row>,
): Promise<Row[]> {
  return runPreparedFilter(shapes, db, singleLocation(filter, take), { filter, take }, (shapeDb, bounded) => build(shapeDb, bounded.filter, bounded.take));
}

const newestFirst = <Q extends { orderBy: (column: 'issues.created' | 'issues.id', direction: 'desc') => Q }>(query: Q): Q =>
  query.orderBy('issues.created', 'desc').orderBy('issues.id', 'desc');

/** The statement of findIssues (also for EXPLAIN in the plan test). */
export function issuesQuery(db: Kysely<Database>, filter: IssueFilter, take: number | undefined) {
  if (take === undefined) return newestFirst(baseQuery(db).where(issueConditions(db, filter)));
  const newest = newestFirst(db.selectFrom('issues').select('issues.id').where(issueConditions(db, filter))).limit(take);
  return newestFirst(baseQuery(db).where('issues.id', 'in', newest));
}
const issuesShapes = preparedShapes<ListParameters, IssueBaseRow>();

/**
 * The filter's issues, newest first; at most `take` of them when given. A bounded list picks its ids
 * on `issues` alone (index + top-N) and joins installation, location and task for those rows only.
 */
export async function findIssues(db: Kysely<Database>, filter: IssueFilter, take?: number): Promise<IssueBaseRow[]> {
  if (filter.issueIds?.length === 0) return [];
  return runFiltered(issuesShapes, db, filter, take, issuesQuery);
}

/**
 * The issue list's per-row extras as columns of the list query itself (one statement instead of four
 * follow-up lookups): the task's service report and control schema (both unique per task), the
 * newest note and the number of attachments, each an index lookup per row.
 */
function withListExtras(query: ReturnType<typeof baseQuery>) {
  // Scalar subqueries rather than joins: each is planned on its own, where two more joins made
  // PostgreSQL's join-order search cost several milliseconds per call.
  return query.select((eb) => [
    eb
      .selectFrom('service_reports')
      .select('service_reports.id')
      .whereRef('service_reports.task_id', '=', 'issues.task_id')
      .as('service_report_id'),
    eb
      .selectFrom('control_schemas')
      .select('control_schemas.report_file')
      .whereRef('control_schemas.task_id', '=', 'issues.task_id')
      .as('control_schema_file'),
    eb
      .selectFrom('control_schema_items')
      .innerJoin('control_schemas', 'control_schemas.id', 'control_schema_items.control_schema_id')
      .select((count) => count.fn.countAll<number | string>().as('count'))
      .whereRef('control_schemas.task_id', '=', 'issues.task_id')
      .as('control_schema_items'),
    eb
      .selectFrom('issue_notes')
      .select('issue_notes.value')
      .whereRef('issue_notes.issue_id', '=', 'issues.id')
      .orderBy('issue_notes.created', 'desc')
      .orderBy('issue_notes.id', 'desc')
      .limit(1)
      .as('latest_note'),
    eb
      .selectFrom('files')
      .select((count) => count.fn.countAll<number | string>().as('count'))
      .whereRef('files.issue_id', '=', 'issues.id')
      .where('files.purpose', '=', 'attachment')
      .as('file_count'),
  ]);
}

/** A row of an issue list: the base row and its extras (withListExtras). */
export type IssueListRow = Awaited<ReturnType<ReturnType<typeof withListExtras>['executeTakeFirstOrThrow']>>;

/** The statement of findIssueListRows (also for EXPLAIN in the plan test). */
export function listRowsQuery(db: Kysely<Database>, filter: IssueFilter, take: number | undefined) {
  if (take === undefined) return newestFirst(withListExtras(baseQuery(db)).where(issueConditions(db, filter)));
  const newest = newestFirst(db.selectFrom('issues').select('issues.id').where(issueConditions(db, filter))).limit(take);
  return newestFirst(withListExtras(baseQuery(db)).where('issues.id', 'in', newest));
}
const listRowsShapes = preparedShapes<ListParameters, IssueListRow>();

/** The issue list rows of the filter, newest first; the newest `take` when given (see findIssues). */
export async function findIssueListRows(db: Kysely<Database>, filter: IssueFilter, take?: number): Promise<IssueListRow[]> {
  if (filter.issueIds?.length === 0) return [];
  return runFiltered(listRowsShapes, db, filter, take, listRowsQuery);
}

const countQuery = (db: Kysely<Database>, filter: IssueFilter) =>
  db
    .selectFrom('issues')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(issueConditions(db, filter));
const countShapes = preparedShapes<ListParameters, { count: number | string }>();

/** How many issues the filter matches (for a bounded list's total). */
export async function countIssues(db: Kysely<Database>, filter: IssueFilter): Promise<number> {
  if (filter.issueIds?.length === 0) return 0;
  const [row] = await runFiltered(countShapes, db, filter, undefined, countQuery);
  return Number(row?.count ?? 0);
}

const issueQuery = preparedQuery<{ customerId: number; issueId: number }, IssueBaseRow>((db, param) =>
  baseQuery(db).where('issues.customer_id', '=', param('customerId')).where('issues.id', '=', param('issueId')),
);

/** One issue of the customer, or undefined (another customer's id looks the same as an unknown one). */
export async function findIssue(db: Kysely<Database>, customerId: number, issueId: number): Promise<IssueBaseRow | undefined> {
  return issueQuery.executeTakeFirst(db, { customerId, issueId });
}

const issueAtLocationQuery = preparedQuery<{ customerId: number; issueId: number; locationCode: string }, IssueBaseRow & { in_scope: number | null }>(
  (db, param) =>
    baseQuery(db)
      .select(
        sql<number | null>`(select 1 from locations scope_root
          join location_ancestors scope on scope.ancestor_id = scope_root.id
          where scope_root.customer_id = ${param('customerId')} and scope_root.code = ${param('locationCode')}
            and scope.descendant_id = issues.location_id)`.as('in_scope'),
      )
      .where('issues.customer_id', '=', param('customerId'))
      .where('issues.id', '=', param('issueId')),
);

/**
 * One issue of the customer with whether it lies in the location of that code (the code's location
 * or anything inside it): the issue and the scope check in one statement.
 */
export async function findIssueAtLocation(
  db: Kysely<Database>,
  customerId: number,
  issueId: number,
  locationCode: string,
): Promise<(IssueBaseRow & { in_scope: number | null }) | undefined> {
  return issueAtLocationQuery.executeTakeFirst(db, { customerId, issueId, locationCode });
}

/** Splits long id lists so the number of bound parameters stays small on both databases. */
async function inChunks<T>(ids: readonly number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const result: T[] = [];
  for (let start = 0; start < unique.length; start += 1000) {
    result.push(...(await load(unique.slice(start, start + 1000))));
  }
  return result;
}

export interface IssueNoteRow {
  issue_id: number;
  created: Timestamp;
  value: string;
}

/** Notes, newest first. */
export async function findNotes(db: Kysely<Database>, issueIds: readonly number[]): Promise<IssueNoteRow[]> {
  return inChunks(issueIds, (chunk) =>
    db
      .selectFrom('issue_notes')
      .select(['issue_id', 'created', 'value'])
      .where('issue_id', 'in', chunk)
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );
}

export interface IssueTransactionRow {
  issue_id: number;
  date: Timestamp;
  person: string;
  status: IssueStatus;
  status_phrase: string;
  comment: string;
}

/** Transactions, newest first. */
export async function findTransactions(db: Kysely<Database>, issueIds: readonly number[]): Promise<IssueTransactionRow[]> {
  return inChunks(issueIds, (chunk) =>
    db
      .selectFrom('issue_transactions')
      .select(['issue_id', 'date', 'person', 'status', 'status_phrase', 'comment'])
      .where('issue_id', 'in', chunk)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  );
}

export interface IssueFileRow {
  id: number;
  issue_id: number | null;
  purpose: 'attachment' | 'thermography-report';
  display_name: string;
  storage_key: string;
  content_type: string;
  size: number | string;
  evidence?: boolean | number;
}

export async function findFiles(db: Kysely<Database>, issueIds: readonly number[]): Promise<IssueFileRow[]> {
  return inChunks(issueIds, (chunk) =>
    db
      .selectFrom('files')
      .select(['id', 'issue_id', 'purpose', 'display_name', 'storage_key', 'content_type', 'size', 'evidence'])
      .where('issue_id', 'in', chunk)
      .orderBy('created')
      .orderBy('id')
      .execute(),
  );
}

export async function findThermographyFields(db: Kysely<Database>, issueIds: readonly number[]) {
  return inChunks(issueIds, (chunk) =>
    db.selectFrom('thermography_fields').select(['issue_id', 'field_type', 'value']).where('issue_id', 'in', chunk).execute(),
  );
}

export interface StatusChange {
  issueId: number;
  status: IssueStatus;
  statusPhrase: string;
  person: string;
  comment: string;
  now: string;
}

/** In one transaction: the history entry and the issue's status (concurrent changes each keep their entry). */
/** `alsoIn` runs in the same transaction (the audit entry of the change: audit/audit.service.ts). */
export type InTransaction = (trx: Kysely<Database>) => Promise<void>;

export async function changeStatus(db: Kysely<Database>, change: StatusChange, alsoIn?: InTransaction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await alsoIn?.(trx);
    await trx
      .insertInto('issue_transactions')
      .values({
        issue_id: change.issueId,
        date: change.now,
        person: change.person,
        status: change.status,
        status_phrase: change.statusPhrase,
        comment: change.comment,
      })
      .execute();
    await trx
      .updateTable('issues')
      // Another status ends a customer's own fix that awaited the provider's check (reopened, or completed again).
      .set({ status: change.status, updated: change.now, updated_by: change.person, customer_fixed_at: null })
      .where('id', '=', change.issueId)
      .execute();
  });
}

export async function insertFiles(db: Kysely<Database>, rows: readonly Insertable<FilesTable>[], alsoIn?: InTransaction): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('files').values([...rows]).execute();
    await alsoIn?.(trx);
  });
}

export async function findAttachmentByName(db: Kysely<Database>, issueId: number, displayName: string) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('issue_id', '=', issueId)
    .where('purpose', '=', 'attachment')
    .where('display_name', '=', displayName)
    .orderBy('id')
    .executeTakeFirst();
}

export async function deleteFileRow(db: Kysely<Database>, fileId: number, alsoIn?: InTransaction): Promise<void> {
  if (!alsoIn) {
    await db.deleteFrom('files').where('id', '=', fileId).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('files').where('id', '=', fileId).execute();
    await alsoIn(trx);
  });
}

/** An installation of the customer by its reference code, with its location. */
export async function findInstallationByCode(db: Kysely<Database>, customerId: number, code: string) {
  return db
    .selectFrom('installations')
    .innerJoin('locations', 'locations.id', 'installations.location_id')
    .select(['installations.id', 'installations.code', 'installations.name', 'installations.location_id', 'locations.code as location_code', 'locations.name as location_name'])
    .where('installations.customer_id', '=', customerId)
    .where('installations.code', '=', code)
    .executeTakeFirst();
}

/** An installation by id (any customer's: a QR label names only the installation), with its location and customer's label settings. */
export async function findLabelInstallation(db: Kysely<Database>, installationId: number) {
  return db
    .selectFrom('installations')
    .innerJoin('locations', 'locations.id', 'installations.location_id')
    .innerJoin('customers', 'customers.id', 'installations.customer_id')
    .select([
      'installations.id',
      'installations.code',
      'installations.name',
      'installations.location_id',
      'installations.customer_id',
      'locations.code as location_code',
      'locations.name as location_name',
      'customers.guest_reports',
      'customers.label_generation',
    ])
    .where('installations.id', '=', installationId)
    .executeTakeFirst();
}

export interface ReportedFault {
  customerId: number;
  locationId: number;
  installationId: number;
  description: string;
  urgency: string;
  phone: string | null;
  /** Who reported it: the signed-in user's name, or the guest's. */
  person: string;
  reporterName: string | null;
  reporterEmail: string | null;
  byLabel: boolean;
  /** The history entry's status phrase (Anmeldt). */
  statusPhrase: string;
  now: string;
}

/** The number a reported fault gets: the portal's own series, apart from the provider's numbers. */
export const reportedFaultNumber = (issueId: number): string => `M-${issueId}`;

/**
 * Inserts a reported fault (status Reported), its first history entry (the reporter) and its files in one
 * transaction; the triggers keep the location counters and the portfolio aggregates current in it. `alsoIn`
 * adds the caller's writes (the audit entry, the provider's event) to the same transaction.
 */
export async function insertReportedFault(
  db: Kysely<Database>,
  report: ReportedFault,
  files: (issueId: number) => Insertable<FilesTable>[],
  alsoIn?: (trx: Kysely<Database>, issue: { id: number; number: string }) => Promise<void>,
): Promise<{ id: number; number: string }> {
  return db.transaction().execute(async (trx) => {
    // The number is made from the id; a unique placeholder holds the customer-unique column until then.
    const placeholder = `pending-${report.now}-${Math.random().toString(36).slice(2)}`;
    const inserted = await trx
      .insertInto('issues')
      .values({
        customer_id: report.customerId,
        location_id: report.locationId,
        installation_id: report.installationId,
        task_id: null,
        number: placeholder,
        kind: 'standard',
        status: 'Reported',
        created: report.now,
        updated: report.now,
        updated_by: report.person,
        responsible: report.person,
        type: 'Fejlmelding',
        error_type: null,
        reference: null,
        description: report.description,
        urgency: report.urgency,
        contact_phone: report.phone,
        reporter_name: report.reporterName,
        reporter_email: report.reporterEmail,
        reported_by_label: report.byLabel,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const issue = { id: inserted.id, number: reportedFaultNumber(inserted.id) };
    await trx.updateTable('issues').set({ number: issue.number }).where('id', '=', issue.id).execute();
    await trx
      .insertInto('issue_transactions')
      .values({ issue_id: issue.id, date: report.now, person: report.person, status: 'Reported', status_phrase: report.statusPhrase, comment: report.description })
      .execute();
    const rows = files(issue.id);
    if (rows.length > 0) await trx.insertInto('files').values(rows).execute();
    await alsoIn?.(trx, issue);
    return issue;
  });
}

export interface CustomerFix {
  issueId: number;
  person: string;
  /** The history entry's status phrase (Afluttet). */
  statusPhrase: string;
  comment: string;
  now: string;
}

/**
 * Completes an issue as mended by the customer: the history entry, the status, when the customer fixed it (and
 * no confirmation yet), and the evidence files, in one transaction; `alsoIn` adds the caller's writes to it.
 */
export async function completeWithCustomerFix(
  db: Kysely<Database>,
  fix: CustomerFix,
  files: readonly Insertable<FilesTable>[],
  alsoIn?: InTransaction,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('issue_transactions')
      .values({ issue_id: fix.issueId, date: fix.now, person: fix.person, status: 'Completed', status_phrase: fix.statusPhrase, comment: fix.comment })
      .execute();
    await trx
      .updateTable('issues')
      .set({ status: 'Completed', updated: fix.now, updated_by: fix.person, customer_fixed_at: fix.now, verified_at: null })
      .where('id', '=', fix.issueId)
      .execute();
    if (files.length > 0) await trx.insertInto('files').values([...files]).execute();
    await alsoIn?.(trx);
  });
}
