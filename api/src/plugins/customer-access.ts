import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, LocationRow } from '../db/schema.js';
import type { MembershipCache } from '../auth/membership-cache.js';
import { preparedQuery } from '../db/prepared-query.js';
import { claimsOf } from './authentication.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { isLocationAllowed } from '../auth/location-access.js';
import { maybeAsyncHook } from './maybe-async-hook.js';

/** Whether the employee is a member of the customer (one primary-key lookup, built and compiled once). */
const memberQuery = preparedQuery<{ employeeId: number; customerId: number }, { member_of: number; restricted: boolean | number }>((db, param) =>
  db
    .selectFrom('memberships')
    .select(['memberships.customer_id as member_of', 'memberships.restricted'])
    .where('memberships.employee_id', '=', param('employeeId'))
    .where('memberships.customer_id', '=', param('customerId'))
    // A deactivated member is no member.
    .where('memberships.active', '=', true),
);

/**
 * The path's customer must be the token's customer (404, never 403: do not reveal that the customer
 * exists); the ids as numbers, or undefined for 404.
 */
function idsOf(request: FastifyRequest, customerId: number | string): { employeeId: number; customerId: number } | undefined {
  const claims = claimsOf(request);
  if (String(customerId) !== claims.CustomerId) return undefined;
  const employeeId = Number(claims.EmployeeId);
  const customer = Number(customerId);
  if (!Number.isSafeInteger(employeeId) || !Number.isSafeInteger(customer)) return undefined;
  return { employeeId, customerId: customer };
}

/** The membership from the database (the cache did not have it); remembered when unrestricted. */
async function readMembership(
  db: Kysely<Database>,
  memberships: MembershipCache,
  request: FastifyRequest,
  ids: { employeeId: number; customerId: number },
): Promise<void> {
  const generation = memberships.generation();
  const membership = await memberQuery.executeTakeFirst(db, ids);
  if (!membership) throw new NotFoundError();
  request.locationRestricted = Boolean(membership.restricted);
  if (!request.locationRestricted) memberships.remember(ids.employeeId, ids.customerId, generation);
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
      'memberships.restricted',
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
    .where('memberships.customer_id', '=', param('customerId'))
    .where('memberships.active', '=', true),
);

type MemberLocationRow = { member_of: number; restricted: boolean | number } & { [K in keyof LocationRow]: LocationRow[K] | null };

async function findMemberLocation(
  db: Kysely<Database>,
  employeeId: number,
  customerId: number,
  code: string,
): Promise<{ location: LocationRow | null; restricted: boolean } | undefined> {
  if (!Number.isSafeInteger(employeeId) || !Number.isSafeInteger(customerId)) return undefined;
  const row = await memberLocationQuery.executeTakeFirst(db, { employeeId, customerId, code });
  if (!row) return undefined;
  const { member_of: _member, restricted: flag, id, customer_id: locationCustomer, code: locationCode, name, ...rest } = row;
  const restricted = Boolean(flag);
  if (id === null || locationCustomer === null || locationCode === null || name === null) return { location: null, restricted };
  return { location: { id, customer_id: locationCustomer, code: locationCode, name, ...rest }, restricted };
}

/**
 * The customer-access guard: runs after validation on every non-public route of the scope whose
 * params carry `customerId`, so a new module gets it without doing anything. A route that checks
 * membership itself opts out with `config: { customerAccess: false }`. The membership is checked on
 * every request: from the membership cache (ADR 0021: dropped at once by any change that may end a
 * membership, so a removed member gets a 404 at once), otherwise from the database. A route whose
 * path names a location (`config: { locationParam: 'code' }`) gets it on `request.pathLocation` from
 * the same query as the membership when that query runs; after a cached membership it stays
 * undefined and the service reads it only if the handler runs (a response-cache hit needs neither).
 */
export function registerCustomerAccess(app: FastifyInstance): void {
  app.decorateRequest('pathLocation', undefined);
  app.decorateRequest('locationRestricted', undefined);

  /** Undefined when settled at once (a cached member, or a route without a customer), else the database's answer. */
  const guard = (request: FastifyRequest): Promise<void> | undefined => {
    const config = request.routeOptions.config;
    if (config.public || config.customerAccess === false) return undefined;
    const params = request.params as Record<string, unknown> | null | undefined;
    const customerId = params?.customerId;
    if (customerId === undefined) return undefined;
    if (typeof customerId !== 'number' && typeof customerId !== 'string') throw new NotFoundError();
    const ids = idsOf(request, customerId);
    if (!ids) throw new NotFoundError();
    if (app.memberships.isMember(ids.employeeId, ids.customerId)) {
      request.locationRestricted = false;
      return undefined;
    }
    const code = config.locationParam === undefined ? undefined : params?.[config.locationParam];
    if (typeof code !== 'string') return readMembership(app.db, app.memberships, request, ids);
    return guardWithLocation(request, ids, code);
  };

  const guardWithLocation = async (request: FastifyRequest, ids: { employeeId: number; customerId: number }, code: string): Promise<void> => {
    const generation = app.memberships.generation();
    const found = await findMemberLocation(app.db, ids.employeeId, ids.customerId, code);
    if (!found) throw new NotFoundError();
    request.locationRestricted = found.restricted;
    if (found.restricted) {
      // A user limited to chosen locations (ADR 0031): a path location outside them does not exist for them.
      if (found.location && !(await isLocationAllowed(app.db, ids.employeeId, ids.customerId, found.location.id))) {
        throw new NotFoundError('The location does not exist');
      }
    } else {
      app.memberships.remember(ids.employeeId, ids.customerId, generation);
    }
    request.pathLocation = found.location;
  };

  // A cached member passes without a promise or an extra microtask (the hot path).
  app.addHook('preHandler', maybeAsyncHook(guard));
}
