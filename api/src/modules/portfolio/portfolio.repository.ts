import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { scopeLocationIds, withAncestry, type LocationScope } from '../location/location-scope.js';

/** First and last month, 'YYYY-MM', both included. */
export interface MonthRange {
  from: string;
  to: string;
}

/**
 * The portfolio's reads: the customer's locations and the aggregates of migration 0017, a few rows per location
 * (ADR 0051). Each aggregate holds a location's own rows; the service adds the sub-locations' up.
 */

export interface PortfolioLocationRow {
  id: number;
  code: string;
  name: string;
  parent_id: number | null;
  latitude: number | null;
  longitude: number | null;
}

export async function findLocations(db: Kysely<Database>, customerId: number): Promise<PortfolioLocationRow[]> {
  return db
    .selectFrom('locations')
    .select(['id', 'code', 'name', 'parent_id', 'latitude', 'longitude'])
    .where('customer_id', '=', customerId)
    .orderBy('code')
    .execute();
}

export interface TaskMonthSums {
  location_id: number;
  on_time: number | string;
  late: number | string;
  /** Open tasks of the window's months before the current one (all overdue). */
  open_before: number | string;
}

/** On time, late and open tasks per location, falling due in the months of the range. */
export async function sumTaskMonths(db: Kysely<Database>, customerId: number, months: MonthRange): Promise<TaskMonthSums[]> {
  return withAncestry(db)
    .selectFrom('location_task_months as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select((eb) => [
      'l.id as location_id',
      eb.fn.sum<number>('m.on_time').as('on_time'),
      eb.fn.sum<number>('m.late').as('late'),
      eb.fn.sum<number>(eb.case().when('m.month', '<', months.to).then(eb.ref('m.open')).else(0).end()).as('open_before'),
    ])
    .where('l.customer_id', '=', customerId)
    .where('m.month', '>=', months.from)
    .where('m.month', '<=', months.to)
    // Grouped by the joined location: SQLite reads the customer's locations in id order from its index and so
    // needs no temporary B-tree to group (about a third of the read on `large`); the same groups either way.
    .groupBy('l.id')
    .execute();
}

export interface OpenTaskDaySums {
  location_id: number;
  /** Open tasks due from the first day of the current month up to yesterday. */
  overdue: number | string;
  /** Open tasks due from today to the last due-soon day. */
  due_soon: number | string;
}

/** Open tasks per location in the days around today: [monthStart, today) overdue, [today, lastDueSoon] due soon. */
export async function sumOpenTaskDays(
  db: Kysely<Database>,
  customerId: number,
  days: { monthStart: string; today: string; lastDueSoon: string },
): Promise<OpenTaskDaySums[]> {
  return withAncestry(db)
    .selectFrom('location_open_task_days as d')
    .innerJoin('locations as l', 'l.id', 'd.location_id')
    .select((eb) => [
      'l.id as location_id',
      eb.fn.sum<number>(eb.case().when('d.day', '<', days.today).then(eb.ref('d.open')).else(0).end()).as('overdue'),
      eb.fn.sum<number>(eb.case().when('d.day', '>=', days.today).then(eb.ref('d.open')).else(0).end()).as('due_soon'),
    ])
    .where('l.customer_id', '=', customerId)
    .where('d.day', '>=', days.monthStart)
    .where('d.day', '<=', days.lastDueSoon)
    // By the joined location, as sumTaskMonths.
    .groupBy('l.id')
    .execute();
}

export interface OpenFaultRow {
  location_id: number;
  severity: string;
  open_issues: number;
  /** Epoch milliseconds. */
  oldest_created: number;
  /** The oldest fault of the location and severity: the worst of a location is the oldest of its highest severity. */
  oldest_issue_id: number;
  oldest_issue_number: string;
}

/** Per location and severity: the open faults, and the oldest one (its number kept beside it: migration 0021). */
export async function findOpenFaults(db: Kysely<Database>, customerId: number): Promise<OpenFaultRow[]> {
  // The oldest fault's time as epoch milliseconds, computed by the database: a Date per row parsed by the
  // driver (PostgreSQL) or by Date.parse (SQLite's text) cost more than the rest of the row.
  const oldestCreated =
    dialectOf(db) === 'postgres'
      ? sql<number>`(extract(epoch from f.oldest_created) * 1000)::float8`
      : sql<number>`unixepoch(f.oldest_created, 'subsec') * 1000`;
  return withAncestry(db)
    .selectFrom('location_open_faults as f')
    .innerJoin('locations as l', 'l.id', 'f.location_id')
    .select(['f.location_id', 'f.severity', 'f.open_issues', oldestCreated.as('oldest_created'), 'f.oldest_issue_id', 'f.oldest_issue_number'])
    .where('l.customer_id', '=', customerId)
    .where('f.open_issues', '>', 0)
    .execute();
}

export interface TrendMonthRow {
  month: string;
  on_time: number | string;
  late: number | string;
  open: number | string;
}

/** Per month of the range: the tasks falling due, over the customer's locations or a scope's. */
export async function sumTaskMonthsByMonth(db: Kysely<Database>, customerId: number, months: MonthRange, scope?: LocationScope): Promise<TrendMonthRow[]> {
  let query = withAncestry(db)
    .selectFrom('location_task_months as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select((eb) => ['m.month', eb.fn.sum<number>('m.on_time').as('on_time'), eb.fn.sum<number>('m.late').as('late'), eb.fn.sum<number>('m.open').as('open')])
    .where('l.customer_id', '=', customerId)
    .where('m.month', '>=', months.from)
    .where('m.month', '<=', months.to);
  if (scope) query = query.where('m.location_id', 'in', scopeLocationIds(db, scope));
  return query.groupBy('m.month').execute();
}

export interface IssueMonthRow {
  month: string;
  issues_found: number | string;
  issues_closed: number | string;
}

/** Per month of the range: the faults found and closed. */
export async function sumIssueMonthsByMonth(db: Kysely<Database>, customerId: number, months: MonthRange, scope?: LocationScope): Promise<IssueMonthRow[]> {
  let query = withAncestry(db)
    .selectFrom('location_issue_months as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select((eb) => ['m.month', eb.fn.sum<number>('m.issues_found').as('issues_found'), eb.fn.sum<number>('m.issues_closed').as('issues_closed')])
    .where('l.customer_id', '=', customerId)
    .where('m.month', '>=', months.from)
    .where('m.month', '<=', months.to);
  if (scope) query = query.where('m.location_id', 'in', scopeLocationIds(db, scope));
  return query.groupBy('m.month').execute();
}

/**
 * Per location: the faults the customer completed with its own fix that the provider has not confirmed. Few rows,
 * read through the partial index of such faults (issues_customer_fixed_idx, customer first: migration 0024).
 */
export async function findAwaitingVerification(db: Kysely<Database>, customerId: number): Promise<{ location_id: number; count: number | string }[]> {
  return db
    .selectFrom('issues')
    .select((eb) => ['issues.location_id', eb.fn.countAll<number | string>().as('count')])
    .where('issues.customer_id', '=', customerId)
    .where('issues.customer_fixed_at', 'is not', null)
    .where('issues.verified_at', 'is', null)
    .where('issues.status', '=', 'Completed')
    .groupBy('issues.location_id')
    .execute();
}
