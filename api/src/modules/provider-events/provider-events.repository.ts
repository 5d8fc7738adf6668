import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The facts every event names: the subject's number, customer, location and (when it has one) installation. */
export interface EventSubjectRow {
  id: number;
  number: string;
  customer_id: number;
  customer_xal_id: string;
  customer_name: string;
  location_id: number;
  location_code: string;
  location_name: string;
  installation_id: number | null;
  installation_code: string | null;
  installation_name: string | null;
}

const placeColumns = [
  'customers.id as customer_id',
  'customers.xal_id as customer_xal_id',
  'customers.name as customer_name',
  'locations.id as location_id',
  'locations.code as location_code',
  'locations.name as location_name',
] as const;

/** An issue with its customer, location and installation (in the caller's transaction). */
export async function findIssueSubject(db: Kysely<Database>, issueId: number): Promise<EventSubjectRow | undefined> {
  return db
    .selectFrom('issues')
    .innerJoin('customers', 'customers.id', 'issues.customer_id')
    .innerJoin('locations', 'locations.id', 'issues.location_id')
    .innerJoin('installations', 'installations.id', 'issues.installation_id')
    .select(['issues.id', 'issues.number', ...placeColumns, 'installations.id as installation_id', 'installations.code as installation_code', 'installations.name as installation_name'])
    .where('issues.id', '=', issueId)
    .executeTakeFirst();
}

export async function findTaskSubject(db: Kysely<Database>, taskId: number): Promise<EventSubjectRow | undefined> {
  return db
    .selectFrom('tasks')
    .innerJoin('customers', 'customers.id', 'tasks.customer_id')
    .innerJoin('locations', 'locations.id', 'tasks.location_id')
    .innerJoin('installations', 'installations.id', 'tasks.installation_id')
    .select(['tasks.id', 'tasks.number', ...placeColumns, 'installations.id as installation_id', 'installations.code as installation_code', 'installations.name as installation_name'])
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
}

/** A quote; its installation is the one its faults share, or none when they are on several units. */
export async function findQuoteSubject(db: Kysely<Database>, quoteId: number): Promise<(EventSubjectRow & { issue_numbers: string[] }) | undefined> {
  const quote = await db
    .selectFrom('quotes')
    .innerJoin('customers', 'customers.id', 'quotes.customer_id')
    .innerJoin('locations', 'locations.id', 'quotes.location_id')
    .select(['quotes.id', 'quotes.number', ...placeColumns])
    .where('quotes.id', '=', quoteId)
    .executeTakeFirst();
  if (!quote) return undefined;
  const issues = await db
    .selectFrom('quote_issues')
    .innerJoin('issues', 'issues.id', 'quote_issues.issue_id')
    .innerJoin('installations', 'installations.id', 'issues.installation_id')
    .select(['issues.number', 'installations.id as installation_id', 'installations.code', 'installations.name'])
    .where('quote_issues.quote_id', '=', quoteId)
    .orderBy(sql`issues.number`)
    .execute();
  const units = new Set(issues.map((issue) => issue.installation_id));
  const only = units.size === 1 ? issues[0] : undefined;
  return {
    ...quote,
    installation_id: only?.installation_id ?? null,
    installation_code: only?.code ?? null,
    installation_name: only?.name ?? null,
    issue_numbers: issues.map((issue) => issue.number),
  };
}
