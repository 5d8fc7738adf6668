import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, LocationRow } from '../db/schema.js';
import { preparedQuery } from '../db/prepared-query.js';
import { claimsOf } from './authentication.js';
import { NotFoundError } from '../errors/domain-errors.js';

/** Whether the employee is a member of the customer (one primary-key lookup, built and compiled once). */
const memberQuery = preparedQuery<{ employeeId: number; customerId: number }, { member_of: number }>((db, param) =>
  db
    .selectFrom('memberships')
    .select('memberships.customer_id as member_of')
    .where('memberships.employee_id', '=', param('employeeId'))
    .where('memberships.customer_id', '=', param('customerId')),
);

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
  if (String(customerId) !== claims.CustomerId) throw new NotFoundError();
  const employeeId = Number(claims.EmployeeId);
  const customer = Number(customerId);
  if (!Number.isSafeInteger(employeeId) || !Number.isSafeInteger(customer)) throw new NotFoundError();
  const membership = await memberQuery.executeTakeFirst(db, { employeeId, customerId: customer });
  if (!membership) throw new NotFoundError();
}

/**
 * The membership check and the path's location in one query (one round trip instead of two on
 * every location call): no row means no membership (404); a row without a location id means the
 * employee is a member but the code is unknown. Built and compiled once (see preparedQuery).
 */
const memberLocationQuery = preparedQuery<{ employeeId: number; customerId: number; code: string }, MemberLocationRow>((db, param) =>
  db
    .selectFrom('memberships')
    .leftJoin('locations', (join) =>
      join.onRef('locations.customer_id', '=', 'memberships.customer_id').on('locations.code', '=', param('code')),
    )
    .select([
      'memberships.customer_id as member_of',
      'locations.id',
      'locations.customer_id',
      'locations.code',
      'locations.name',
      'locations.parent_id',
      'locations.street_name',
      'locations.zip_code',
      'locations.city',
      'locations.contact',
      'locations.phone_number',
    ])
    .where('memberships.employee_id', '=', param('employeeId'))
    .where('memberships.customer_id', '=', param('customerId')),
);

type MemberLocationRow = { member_of: number } & { [K in keyof LocationRow]: LocationRow[K] | null };

async function findMemberLocation(
  db: Kysely<Database>,
  employeeId: number,
  customerId: number,
  code: string,
): Promise<{ location: LocationRow | null } | undefined> {
  if (!Number.isSafeInteger(employeeId) || !Number.isSafeInteger(customerId)) return undefined;
  const row = await memberLocationQuery.executeTakeFirst(db, { employeeId, customerId, code });
  if (!row) return undefined;
  const { member_of: _member, id, customer_id: locationCustomer, code: locationCode, name, ...rest } = row;
  if (id === null || locationCustomer === null || locationCode === null || name === null) return { location: null };
  return { location: { id, customer_id: locationCustomer, code: locationCode, name, ...rest } };
}

/**
 * The customer-access guard: runs after validation on every non-public route of the scope whose
 * params carry `customerId`, so a new module gets it without doing anything. A route that checks
 * membership itself opts out with `config: { customerAccess: false }`. A route whose path names a
 * location (`config: { locationParam: 'code' }`) gets it on `request.pathLocation` from the same
 * query as the membership; the membership is still read on every request (a removed member gets a
 * 404 at once).
 */
export function registerCustomerAccess(app: FastifyInstance): void {
  app.decorateRequest('pathLocation', null);
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || config.customerAccess === false) return;
    const params = request.params as Record<string, unknown> | null | undefined;
    const customerId = params?.customerId;
    if (customerId === undefined) return;
    if (typeof customerId !== 'number' && typeof customerId !== 'string') throw new NotFoundError();
    const code = config.locationParam === undefined ? undefined : params?.[config.locationParam];
    if (typeof code !== 'string') {
      await assertCustomerAccess(app.db, request, customerId);
      return;
    }
    const claims = claimsOf(request);
    if (String(customerId) !== claims.CustomerId) throw new NotFoundError();
    const found = await findMemberLocation(app.db, Number(claims.EmployeeId), Number(customerId), code);
    if (!found) throw new NotFoundError();
    request.pathLocation = found.location;
  });
}
