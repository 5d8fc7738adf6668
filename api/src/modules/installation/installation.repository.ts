import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import type { InstallationSortColumn, InstallationSortDirection, InstallationStatusColour } from '@portal/shared/contract';
import { isOpenIssue, isOverdueTask } from '../../db/conditions.js';
import { dialectOf, toBoolean } from '../../db/database.js';
import { preparedFilter, preparedShapes, runPreparedFilter, type PreparedFilter, type PreparedValue } from '../../db/prepared-query.js';
import { UNICODE_LOWER } from '../../db/sqlite-functions.js';
import type { Database, FilesTable } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

/**
 * Status colour per installation (spec section 2): red with open issues on the unit, yellow with
 * overdue inspections, otherwise green. `now` is the start of today (`overdueBefore`: due before it is overdue).
 */
export async function findInstallationStatuses(
  db: Kysely<Database>,
  customerId: number,
  installationIds: readonly number[],
  now: string,
): Promise<Map<number, InstallationStatusColour>> {
  if (installationIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('installations')
    .select((eb) => ['installations.id', hasOpenIssues(eb).as('has_issues'), hasOverdueTasks(eb, now).as('has_overdue')])
    .where('installations.customer_id', '=', customerId)
    .where('installations.id', 'in', installationIds)
    .execute();
  return new Map(rows.map((row): [number, InstallationStatusColour] => [row.id, colourOf(toBoolean(row.has_issues), toBoolean(row.has_overdue))]));
}

const hasOpenIssues = (eb: ExpressionBuilder<Database, 'installations'>) =>
  eb.exists(eb.selectFrom('issues').select('issues.id').whereRef('issues.installation_id', '=', 'installations.id').where(isOpenIssue));

const hasOverdueTasks = (eb: ExpressionBuilder<Database, 'installations'>, now: string) =>
  eb.exists(
    eb
      .selectFrom('tasks')
      .select('tasks.id')
      .whereRef('tasks.installation_id', '=', 'installations.id')
      .where((tasks) => isOverdueTask(tasks, now)),
  );

const colourOf = (issues: boolean, overdue: boolean): InstallationStatusColour => (issues ? 'red' : overdue ? 'yellow' : 'green');

/** What the query call filters by; `search` is already lower-cased. */
export interface InstallationFilter {
  scope: LocationScope;
  type?: string | undefined;
  search?: string | undefined;
}

export interface InstallationSort {
  column: InstallationSortColumn;
  direction: InstallationSortDirection;
}

/** `\`, `%` and `_` match themselves in a LIKE pattern with `escape '\'`. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** What joins the name and the code in `search_key` (migration 0012). */
const SEARCH_KEY_SEPARATOR = '\n';

/**
 * The search as SQL terms: `pattern` is the LIKE pattern of the (lower-cased) text; `acrossColumns` when
 * the text holds the separator of `search_key` (rare: a search box has no line breaks), which could then
 * match across name and code there, so the two columns are folded instead.
 */
interface SearchTerms {
  pattern: string;
  acrossColumns: boolean;
}

const searchTermsOf = (search: string | undefined): SearchTerms | undefined =>
  search === undefined || search === '' ? undefined : { pattern: likeContains(search), acrossColumns: search.includes(SEARCH_KEY_SEPARATOR) };

/**
 * Name or code contains the text: one LIKE on `search_key`, which the database keeps lower-cased. The
 * fallback folds the columns as `search_key` does: SQLite's own `lower()` folds ASCII letters only.
 */
function matchesSearch(db: Kysely<Database>, { pattern, acrossColumns }: SearchTerms) {
  if (!acrossColumns) return sql<boolean>`${sql.ref('installations.search_key')} like ${pattern} escape '\\'`;
  const lower = sql.raw(dialectOf(db) === 'postgres' ? 'lower' : UNICODE_LOWER);
  return sql<boolean>`(${lower}(${sql.ref('installations.name')}) like ${pattern} escape '\\' or ${lower}(${sql.ref('installations.code')}) like ${pattern} escape '\\')`;
}

/** A filter in SQL terms: the scope, the type, the search. */
interface FilterTerms {
  scope: LocationScope;
  type?: string | undefined;
  search?: SearchTerms | undefined;
}

const termsOf = (filter: InstallationFilter): FilterTerms => ({ scope: filter.scope, type: filter.type, search: searchTermsOf(filter.search) });

/**
 * The installations of the filter. Only columns of `installations_location_query_idx` are used
 * (location, type, name, code, id, search_key), so both databases answer from the index alone. The
 * customer needs no term of its own: the scope holds only the customer's locations.
 */
function filteredBy(db: Kysely<Database>, terms: FilterTerms) {
  let query = db.selectFrom('installations').where('installations.location_id', 'in', scopeLocationIds(db, terms.scope));
  if (terms.type !== undefined) query = query.where('installations.type', '=', terms.type);
  if (terms.search !== undefined) query = query.where(matchesSearch(db, terms.search));
  return query;
}

export interface InstallationRow {
  id: number;
  name: string;
  code: string;
  type: string;
  incidents: boolean;
  hasOverdue: boolean;
  status: InstallationStatusColour;
  /** The unit's files, oldest first. */
  files: InstallationFileRow[];
}

export interface InstallationPage {
  skip: number;
  take?: number | undefined;
  /** How many match the filter, when already known: a page in the back half is then read from the end. */
  total?: number | undefined;
}

const reversed = (direction: InstallationSortDirection): InstallationSortDirection => (direction === 'asc' ? 'desc' : 'asc');

/**
 * Which rows of the order a page reads: a page in the back half of a known total is the same rows
 * counted from the other end, so the database keeps `skip + take` rows of the reversed order instead of
 * sorting nearly all of them (the last page of 4,480 units: 10 instead of 4,480).
 */
export function pageWindow(sort: InstallationSort, page: InstallationPage): { direction: InstallationSortDirection; skip: number; take?: number } {
  const { skip, take, total } = page;
  if (take === undefined || total === undefined || skip <= total / 2) return { direction: sort.direction, skip, ...(take !== undefined ? { take } : {}) };
  if (skip >= total) return { direction: sort.direction, skip: total, take: 0 };
  const end = Math.min(total, skip + take);
  return { direction: reversed(sort.direction), skip: total - end, take: end - skip };
}

/**
 * The sort column in code-point order on both databases: SQLite compares text byte by byte (BINARY) and
 * PostgreSQL is told to (`collate "C"`). The database's own collation, even C.UTF-8, sorts through the C
 * library's strcoll, which took 7-10 ms of the 4,480 names of a campus where "C" takes about 1 ms (ADR 0036).
 */
function sortKeyOf(db: Kysely<Database>, column: InstallationSortColumn) {
  return dialectOf(db) === 'postgres' ? sql`${sql.ref(`installations.${column}`)} collate "C"` : sql.ref(`installations.${column}`);
}

/** The rows a page query reads in the filter's order (see pageWindow). */
interface PageWindow {
  direction: InstallationSortDirection;
  skip: number;
  take?: number | undefined;
}

/**
 * The row's files, oldest first, as a JSON array in the page query itself: the page and its files in one
 * statement (on PostgreSQL one round trip less on every new page), probing `files_installation_id_idx`
 * for the page's rows alone.
 */
function filesOfRow(db: Kysely<Database>) {
  const postgres = dialectOf(db) === 'postgres';
  // The same fields on both databases: 'name', f.name, ... for json_build_object / json_object.
  const fields = sql.join(FILE_FIELDS.map((field) => sql`${sql.lit(field)}, f.${sql.ref(field)}`));
  if (postgres) {
    return sql<string>`(select coalesce(json_agg(json_build_object(${fields}) order by f.created, f.id), '[]')::text from files f where f.installation_id = installations.id)`;
  }
  // json_group_array takes the rows in the subquery's order.
  return sql<string>`(select json_group_array(json_object(${fields})) from (select * from files where files.installation_id = installations.id order by files.created, files.id) f)`;
}

const FILE_FIELDS = ['id', 'display_name', 'short_description', 'storage_key', 'content_type'] as const;

type FileJson = Omit<InstallationFileRow, 'installation_id'>;

/**
 * The page's ids in the window's order (index only), then the rows for those ids in the sort's order,
 * the colours computed in SQL for those rows alone.
 */
function pageQuery(db: Kysely<Database>, terms: FilterTerms, sort: InstallationSort, window: PageWindow, now: string) {
  const sortKey = sortKeyOf(db, sort.column);
  let ids = filteredBy(db, terms)
    .select('installations.id')
    .orderBy(sortKey, window.direction)
    .orderBy('installations.id', window.direction);
  if (window.take !== undefined) ids = ids.limit(window.take).offset(window.skip);
  else if (window.skip > 0) ids = ids.limit(-1).offset(window.skip);
  return db
    .selectFrom(ids.as('page'))
    .innerJoin('installations', 'installations.id', 'page.id')
    .select((eb) => [
      'installations.id',
      'installations.name',
      'installations.code',
      'installations.type',
      hasOpenIssues(eb).as('has_issues'),
      hasOverdueTasks(eb, now).as('has_overdue'),
      filesOfRow(db).as('files_json'),
    ])
    .orderBy(sortKey, sort.direction)
    .orderBy('installations.id', sort.direction);
}

/**
 * Single-location filters run as prepared queries (db/prepared-query.ts): the SQL text depends only on
 * which terms are present (and the page's sort and direction), so it is built once per shape, and
 * PostgreSQL parses it once per connection.
 */
type PreparedParameters = Record<'rootId' | 'type' | 'pattern' | 'take' | 'skip' | 'now', PreparedValue>;
type Value = <K extends keyof PreparedParameters & string>(name: K) => PreparedParameters[K];

/** The terms' values for a prepared query; undefined for a scope of several roots (built per call). */
function termValues({ scope, type, search }: FilterTerms) {
  const rootId = scope.rootIds.length === 1 ? scope.rootIds[0] : undefined;
  return rootId === undefined ? undefined : { rootId, type, pattern: search?.pattern };
}

/** The same terms with each value replaced by its parameter (see preparedFilter). */
const termsTemplate = ({ scope, search }: FilterTerms, value: Value): FilterTerms => ({
  scope: { customerId: scope.customerId, rootIds: [value('rootId') as number] },
  type: value('type') as string | undefined,
  search: search && { pattern: value('pattern') as string, acrossColumns: search.acrossColumns },
});

/** What a page query is built from. */
interface PageArguments {
  terms: FilterTerms;
  window: PageWindow;
  now: string;
}

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];
const pageShapes = preparedShapes<PreparedParameters, PageRow>();

function preparedPage({ terms, window, now }: PageArguments, sort: InstallationSort): PreparedFilter<PreparedParameters, PageArguments> | undefined {
  const values = termValues(terms);
  if (!values || window.take === undefined) return undefined;
  const flags = [String(terms.search?.acrossColumns), sort.column, sort.direction, window.direction].join(':');
  return preparedFilter<PreparedParameters, PageArguments>({ ...values, take: window.take, skip: window.skip, now }, flags, (value) => ({
    terms: termsTemplate(terms, value),
    window: { direction: window.direction, skip: value('skip') as number, take: value('take') as number },
    now: value('now') as string,
  }));
}

/**
 * One page of the filter in the sort's order, the id breaking ties in the same direction, so every
 * unit has one place in the order and pages neither repeat nor skip one.
 */
export async function findInstallationPage(
  db: Kysely<Database>,
  filter: InstallationFilter,
  sort: InstallationSort,
  page: InstallationPage,
  now: string,
): Promise<InstallationRow[]> {
  const window = pageWindow(sort, page);
  if (window.take === 0) return [];
  const made: PageArguments = { terms: termsOf(filter), window, now };
  const rows = await runPreparedFilter(pageShapes, db, preparedPage(made, sort), made, (shapeDb, { terms, window, now }) =>
    pageQuery(shapeDb, terms, sort, window, now),
  );
  return rows.map((row) => {
    const incidents = toBoolean(row.has_issues);
    const hasOverdue = toBoolean(row.has_overdue);
    const files = (JSON.parse(row.files_json) as FileJson[]).map((file) => ({ ...file, installation_id: row.id }));
    return { id: row.id, name: row.name, code: row.code, type: row.type, incidents, hasOverdue, status: colourOf(incidents, hasOverdue), files };
  });
}

const countQuery = (db: Kysely<Database>, terms: FilterTerms) => filteredBy(db, terms).select((eb) => eb.fn.countAll<number | string>().as('count'));
const countShapes = preparedShapes<PreparedParameters, { count: number | string }>();

/** How many installations match the filter. */
export async function countInstallations(db: Kysely<Database>, filter: InstallationFilter): Promise<number> {
  const terms = termsOf(filter);
  const values = termValues(terms);
  const prepared = values && preparedFilter<PreparedParameters, FilterTerms>(values, String(terms.search?.acrossColumns), (value) => termsTemplate(terms, value));
  const [row] = await runPreparedFilter(countShapes, db, prepared, terms, countQuery);
  return Number(row?.count ?? 0);
}

/** The installation types inside the scope (the type filter's options), sorted. */
export async function findInstallationTypes(db: Kysely<Database>, scope: LocationScope): Promise<string[]> {
  const rows = await filteredBy(db, { scope }).select('installations.type').distinct().orderBy('installations.type').execute();
  return rows.map((row) => row.type);
}

export interface InstallationFileRow {
  id: number;
  installation_id: number | null;
  display_name: string;
  short_description: string | null;
  storage_key: string;
  content_type: string;
}

/** The files of the installations, oldest first (the file calls; a page of units has its files in its rows). */
export async function findInstallationFiles(db: Kysely<Database>, installationIds: readonly number[]): Promise<InstallationFileRow[]> {
  if (installationIds.length === 0) return [];
  return db
    .selectFrom('files')
    .select(['id', 'installation_id', 'display_name', 'short_description', 'storage_key', 'content_type'])
    .where('installation_id', 'in', installationIds)
    .orderBy('created')
    .orderBy('id')
    .execute();
}

/** An installation of the customer by id, with its location's code. */
export async function findInstallation(db: Kysely<Database>, customerId: number, installationId: number) {
  return db
    .selectFrom('installations')
    .innerJoin('locations', 'locations.id', 'installations.location_id')
    .select(['installations.id', 'installations.code', 'installations.location_id', 'locations.code as location_code'])
    .where('installations.customer_id', '=', customerId)
    .where('installations.id', '=', installationId)
    .executeTakeFirst();
}

/** More writes of the caller (its audit entry) in the repository's transaction: committed with the change or not at all. */
export type InTransaction = (trx: Kysely<Database>) => Promise<void>;

export async function insertInstallationFiles(db: Kysely<Database>, rows: readonly Insertable<FilesTable>[], alsoIn?: InTransaction): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('files').values([...rows]).execute();
    await alsoIn?.(trx);
  });
}

export async function findInstallationFileByName(db: Kysely<Database>, installationId: number, displayName: string) {
  return db
    .selectFrom('files')
    .select(['id', 'storage_key'])
    .where('installation_id', '=', installationId)
    .where('display_name', '=', displayName)
    .orderBy('id')
    .executeTakeFirst();
}

export async function deleteInstallationFileRow(db: Kysely<Database>, fileId: number, alsoIn?: InTransaction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('files').where('id', '=', fileId).execute();
    await alsoIn?.(trx);
  });
}

/** Which of the ids are installations inside the scope (the bundle's check of its InstallationIds; by primary key). */
export async function findInstallationIdsInScope(db: Kysely<Database>, scope: LocationScope, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('installations')
    .select('installations.id')
    .where('installations.id', 'in', [...ids])
    .where('installations.location_id', 'in', scopeLocationIds(db, scope))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The units a location's label sheets show (it and everything inside it), by location then name; at most `limit`. */
export async function findLabelInstallations(db: Kysely<Database>, scope: LocationScope, limit: number) {
  return db
    .selectFrom('installations')
    .innerJoin('locations', 'locations.id', 'installations.location_id')
    .select(['installations.id', 'installations.name', 'installations.code'])
    .where('installations.location_id', 'in', scopeLocationIds(db, scope))
    .orderBy('locations.name')
    .orderBy('installations.name')
    .orderBy('installations.id')
    .limit(limit)
    .execute();
}

/** The customer's current QR label generation (raised by an Admin's rotation). */
export async function findLabelGeneration(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db.selectFrom('customers').select('label_generation').where('id', '=', customerId).executeTakeFirstOrThrow();
  return Number(row.label_generation);
}
