import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A customer's identity provider as stored (the client secret still sealed). */
export interface SingleSignOnRow {
  customerId: number;
  issuer: string;
  clientId: string;
  sealedClientSecret: string;
  enforced: boolean;
  justInTime: boolean;
}

const columns = [
  'customer_single_sign_on.customer_id as customerId',
  'customer_single_sign_on.issuer as issuer',
  'customer_single_sign_on.client_id as clientId',
  'customer_single_sign_on.client_secret as sealedClientSecret',
  'customer_single_sign_on.enforced as enforced',
  'customer_single_sign_on.just_in_time as justInTime',
] as const;

type Raw = Omit<SingleSignOnRow, 'enforced' | 'justInTime'> & { enforced: boolean | number; justInTime: boolean | number };
const typed = (row: Raw | undefined): SingleSignOnRow | undefined =>
  row ? { ...row, enforced: Boolean(row.enforced), justInTime: Boolean(row.justInTime) } : undefined;

/** The provider of the customer that owns the e-mail domain (lower-cased), if any. */
export async function findSingleSignOnByDomain(db: Kysely<Database>, domain: string): Promise<SingleSignOnRow | undefined> {
  return typed(
    await db
      .selectFrom('customer_single_sign_on_domains')
      .innerJoin('customer_single_sign_on', 'customer_single_sign_on.customer_id', 'customer_single_sign_on_domains.customer_id')
      .select(columns)
      .where('customer_single_sign_on_domains.domain', '=', domain)
      .executeTakeFirst(),
  );
}

export async function findSingleSignOn(db: Kysely<Database>, customerId: number): Promise<SingleSignOnRow | undefined> {
  return typed(await db.selectFrom('customer_single_sign_on').select(columns).where('customer_id', '=', customerId).executeTakeFirst());
}

export async function singleSignOnDomains(db: Kysely<Database>, customerId: number): Promise<string[]> {
  const rows = await db.selectFrom('customer_single_sign_on_domains').select('domain').where('customer_id', '=', customerId).orderBy('domain').execute();
  return rows.map((row) => row.domain);
}

/** The first customer the employee is an active member of that refuses passwords (enforced single sign-on). */
export async function enforcingCustomerOf(db: Kysely<Database>, employeeId: number): Promise<{ customerId: number } | undefined> {
  return db
    .selectFrom('memberships')
    .innerJoin('customer_single_sign_on', 'customer_single_sign_on.customer_id', 'memberships.customer_id')
    .select('memberships.customer_id as customerId')
    .where('memberships.employee_id', '=', employeeId)
    .where('memberships.active', '=', true)
    .where('customer_single_sign_on.enforced', '=', true)
    .orderBy('memberships.customer_id')
    .executeTakeFirst();
}

/** Whether the employee has a membership of the customer, active or not (a deactivated one is never revived). */
export async function hasAnyMembership(db: Kysely<Database>, employeeId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('employee_id')
    .where('employee_id', '=', employeeId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A just-in-time user: a restricted User of the customer with no location (an Admin grants them). */
export async function insertJustInTimeMembership(db: Kysely<Database>, employeeId: number, customerId: number): Promise<void> {
  await db.insertInto('memberships').values({ employee_id: employeeId, customer_id: customerId, role: 'User', restricted: true }).execute();
}
