import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function findSettings(db: Kysely<Database>, customerId: number) {
  return db.selectFrom('customers').select(['guest_reports', 'label_generation']).where('id', '=', customerId).executeTakeFirstOrThrow();
}

export async function updateGuestReports(db: Kysely<Database>, customerId: number, guestReports: boolean): Promise<void> {
  await db.updateTable('customers').set({ guest_reports: guestReports }).where('id', '=', customerId).execute();
}

/** Raises the customer's label generation by one and returns the new one. */
export async function raiseLabelGeneration(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ label_generation: eb('label_generation', '+', 1) }))
    .where('id', '=', customerId)
    .returning('label_generation')
    .executeTakeFirstOrThrow();
  return Number(row.label_generation);
}
