import { sql, type Kysely, type Selectable } from 'kysely';
import type { QuoteListStatus } from '@portal/shared/contract';
import { toBoolean } from '../../db/database.js';
import type { Database, QuotesTable } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

export type QuoteRow = Selectable<QuotesTable> & { location_code: string; location_name: string };

export interface QuoteFilter {
  customerId: number;
  /** Undefined: the whole customer (an unrestricted actor). */
  scope: LocationScope | undefined;
  status?: QuoteListStatus | undefined;
  issueId?: number | undefined;
  /** The customers' day (YYYY-MM-DD): a Pending quote whose last valid day is before it is Expired. */
  today: string;
  take?: number | undefined;
}

function filtered(db: Kysely<Database>, filter: QuoteFilter) {
  let query = db.selectFrom('quotes').innerJoin('locations', 'locations.id', 'quotes.location_id').where('quotes.customer_id', '=', filter.customerId);
  if (filter.scope) query = query.where('quotes.location_id', 'in', scopeLocationIds(db, filter.scope));
  if (filter.issueId !== undefined) {
    const issueId = filter.issueId;
    query = query.where('quotes.id', 'in', (eb) => eb.selectFrom('quote_issues').select('quote_id').where('issue_id', '=', issueId));
  }
  switch (filter.status) {
    case 'Pending':
      query = query.where('quotes.status', '=', 'Pending').where('quotes.valid_until', '>=', filter.today);
      break;
    case 'Expired':
      query = query.where('quotes.status', '=', 'Pending').where('quotes.valid_until', '<', filter.today);
      break;
    case 'Approved':
    case 'Declined':
      query = query.where('quotes.status', '=', filter.status);
      break;
    default:
      break;
  }
  return query;
}

/** The quotes of a filter: pending ones soonest end of validity first, the rest newest first. */
export function quotesQuery(db: Kysely<Database>, filter: QuoteFilter) {
  let query = filtered(db, filter).selectAll('quotes').select(['locations.code as location_code', 'locations.name as location_name']);
  query = filter.status === 'Pending' ? query.orderBy('quotes.valid_until').orderBy('quotes.id') : query.orderBy('quotes.created', 'desc').orderBy('quotes.id', 'desc');
  return filter.take === undefined ? query : query.limit(filter.take);
}

export async function findQuotes(db: Kysely<Database>, filter: QuoteFilter): Promise<QuoteRow[]> {
  return quotesQuery(db, filter).execute();
}

export async function countQuotes(db: Kysely<Database>, filter: QuoteFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findQuote(db: Kysely<Database>, customerId: number, quoteId: number): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('quotes')
    .innerJoin('locations', 'locations.id', 'quotes.location_id')
    .selectAll('quotes')
    .select(['locations.code as location_code', 'locations.name as location_name'])
    .where('quotes.customer_id', '=', customerId)
    .where('quotes.id', '=', quoteId)
    .executeTakeFirst();
}

/** The faults of a page of quotes, in one statement. */
export async function findQuoteIssues(db: Kysely<Database>, quoteIds: readonly number[]) {
  if (quoteIds.length === 0) return [];
  return db
    .selectFrom('quote_issues')
    .innerJoin('issues', 'issues.id', 'quote_issues.issue_id')
    .select(['quote_issues.quote_id', 'issues.id', 'issues.number', 'issues.status'])
    .where('quote_issues.quote_id', 'in', quoteIds)
    .orderBy(sql`issues.number`)
    .execute();
}

/** Whether the employee may decide the customer's quotes: an active Admin, or a member given the right. */
export async function findDecisionRight(db: Kysely<Database>, employeeId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select(['role', 'may_approve_quotes'])
    .where('employee_id', '=', employeeId)
    .where('customer_id', '=', customerId)
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined && (row.role === 'Admin' || toBoolean(row.may_approve_quotes));
}

export interface Decision {
  quoteId: number;
  status: 'Approved' | 'Declined';
  decidedAt: string;
  employeeId: number;
  name: string;
  poNumber: string | null;
  reason: string | null;
}

/** Records the decision unless one exists (answers false then): a decision is final, also against a concurrent one. */
export async function recordDecision(trx: Kysely<Database>, decision: Decision): Promise<boolean> {
  const result = await trx
    .updateTable('quotes')
    .set({
      status: decision.status,
      decided_at: decision.decidedAt,
      decided_by_employee_id: decision.employeeId,
      decided_name: decision.name,
      po_number: decision.poNumber,
      decline_reason: decision.reason,
    })
    .where('id', '=', decision.quoteId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A history entry on each fault of the quote: the fault's status stays, the phrase names the decision. */
export async function addDecisionToHistory(
  trx: Kysely<Database>,
  entry: { quoteId: number; date: string; person: string; phrase: string; comment: string },
): Promise<void> {
  const faults = await trx
    .selectFrom('quote_issues')
    .innerJoin('issues', 'issues.id', 'quote_issues.issue_id')
    .select(['issues.id', 'issues.status'])
    .where('quote_issues.quote_id', '=', entry.quoteId)
    .execute();
  if (faults.length === 0) return;
  await trx
    .insertInto('issue_transactions')
    .values(faults.map((fault) => ({ issue_id: fault.id, date: entry.date, person: entry.person, status: fault.status, status_phrase: entry.phrase, comment: entry.comment })))
    .execute();
}
