import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findMembership } from '../modules/employee/employee.repository.js';
import { claimsOf } from './authentication.js';
import { notFound } from './errors.js';

/**
 * 404 (never 403: do not reveal that the customer exists) unless the path's customer is the token's
 * customer and the employee is still a member of it.
 */
export async function assertCustomerAccess(
  db: Kysely<Database>,
  request: FastifyRequest,
  customerId: number | string,
): Promise<void> {
  const claims = claimsOf(request);
  if (String(customerId) !== claims.CustomerId) throw notFound();
  const membership = await findMembership(db, Number(claims.EmployeeId), Number(customerId));
  if (!membership) throw notFound();
}

/**
 * The customer-access guard: runs after validation on every non-public route of the scope whose
 * params carry `customerId`, so a new module gets it without doing anything. A route that checks
 * membership itself opts out with `config: { customerAccess: false }`.
 */
export function registerCustomerAccess(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || config.customerAccess === false) return;
    const params = request.params as Record<string, unknown> | null | undefined;
    const customerId = params?.customerId;
    if (customerId === undefined) return;
    if (typeof customerId !== 'number' && typeof customerId !== 'string') throw notFound();
    await assertCustomerAccess(app.db, request, customerId);
  });
}
