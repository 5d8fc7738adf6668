import type { Kysely } from 'kysely';
import type { CustomerListResponse } from '@portal/shared/contract';
import type { Database } from '../../db/schema.js';
import { findMemberships, type MembershipRow } from '../../auth/membership.repository.js';

const byName = new Intl.Collator('da', { sensitivity: 'base' });

/** Memberships sorted by customer name (Danish collation, the same on SQLite and PostgreSQL). */
export async function membershipsByName(db: Kysely<Database>, employeeId: number): Promise<MembershipRow[]> {
  const rows = await findMemberships(db, employeeId);
  return rows.sort((a, b) => byName.compare(a.customerName, b.customerName) || a.customerId - b.customerId);
}

export async function customerList(db: Kysely<Database>, employeeId: number): Promise<CustomerListResponse> {
  const customers = (await membershipsByName(db, employeeId)).map((row) => ({
    id: String(row.customerId),
    name: row.customerName,
    xalId: row.xalId,
  }));
  return { customers, showCutomerSelect: customers.length > 1 };
}
