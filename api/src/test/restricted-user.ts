import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/schema.js';
import { signInAs, type TestContext, type TestSession } from './test-app.js';

/**
 * Helpers for the two rules of customer administration (ADR 0031) in the module tests: a User of a customer limited
 * to chosen locations, and the audit entries a change wrote.
 */

let sequence = 0;

/** A new User of the customer limited to the given locations (and what is inside them), signed in. */
export async function signInRestricted({ app, db }: TestContext, customerId: number, locationIds: readonly number[]): Promise<TestSession> {
  const email = `limited-${customerId}-${(sequence += 1)}-${Date.now().toString(36)}@example.com`;
  const employee = await db
    .insertInto('employees')
    .values({ name: 'Begrænset Bruger', email, password_hash: await hashPassword('limited-pass'), newsletter: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('memberships').values({ employee_id: employee.id, customer_id: customerId, role: 'User', restricted: true }).execute();
  for (const locationId of locationIds) {
    await db.insertInto('membership_locations').values({ employee_id: employee.id, customer_id: customerId, location_id: locationId }).execute();
  }
  return signInAs(app, email, 'limited-pass');
}

/** The customer's audit entries of an action on a subject, oldest first. */
export async function auditEntries(db: Kysely<Database>, customerId: number, filter: { action: string; subject: string }) {
  return db
    .selectFrom('audit_log')
    .select(['actor_name', 'employee_id', 'action', 'subject', 'details', 'params', 'location_id'])
    .where('customer_id', '=', customerId)
    .where('action', '=', filter.action)
    .where('subject', '=', filter.subject)
    .orderBy('id')
    .execute();
}
