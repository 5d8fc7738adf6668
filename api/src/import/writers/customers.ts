import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertReturning } from '../import.repository.js';
import type { ImportCustomer } from '../import-format.js';
import { changesOf } from './diff.js';
import type { WriterContext } from './writer-context.js';

export async function writeCustomers(ctx: WriterContext, customers: readonly ImportCustomer[]): Promise<void> {
  const inserts: Insertable<Database['customers']>[] = [];
  for (const [index, customer] of customers.entries()) {
    ctx.cursor.path = `/customers/${index}`;
    const stored = ctx.existing.customers.get(customer.xalId);
    if (stored) await ctx.update('customers', stored.id, changesOf({ name: customer.name }, stored));
    else inserts.push({ xal_id: customer.xalId, name: customer.name });
  }
  ctx.cursor.path = '/customers';
  const inserted = await insertReturning(ctx.db, 'customers', inserts, ['xal_id']);
  for (const row of inserted) ctx.customerIds.set(row.xal_id, row.id);
  ctx.tally.inserted.customers += inserted.length;
}
