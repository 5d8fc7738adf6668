import type { CustomerListResponse } from '@portal/shared/contract';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { findMemberships, type MembershipRow } from '../../auth/membership.repository.js';

const byName = new Intl.Collator('da', { sensitivity: 'base' });

/** Memberships sorted by customer name (Danish collation, the same on SQLite and PostgreSQL). */
export async function membershipsByName(ctx: AppContext, input: { employeeId: number }): Promise<MembershipRow[]> {
  const rows = await findMemberships(ctx.db, input.employeeId);
  return rows.sort((a, b) => byName.compare(a.customerName, b.customerName) || a.customerId - b.customerId);
}

/** The signed-in employee's customers (another employee's id is a 404). */
export async function customerList(ctx: RequestContext, input: { employeeId: number }): Promise<CustomerListResponse> {
  if (input.employeeId !== ctx.actor.employeeId) throw new NotFoundError();
  const customers = (await membershipsByName(ctx, input)).map((row) => ({
    id: String(row.customerId),
    name: row.customerName,
    xalId: row.xalId,
  }));
  return { customers, showCutomerSelect: customers.length > 1 };
}
