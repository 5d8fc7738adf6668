import type { Kysely } from 'kysely';
import type { Database, DerivedTables } from '../../db/schema.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { RequestContext } from '../../context/service-context.js';
import { allowedRootIds, isLocationAllowed, isRestrictedMember } from '../../auth/location-access.js';

/**
 * "A location" means the location and everything inside it (spec section 2). Every module filters
 * by that through this file: the codes are resolved once (unknown -> 404), and the lists join the
 * stored ancestry (`location_ancestors`, ADR 0008) in SQL, so no request loads the customer's tree.
 *
 *   const scope = await actorLocationScope(ctx, [code]);      // a signed-in call: ALWAYS this one
 *   query.where('issues.location_id', 'in', scopeLocationIds(db, scope))
 *
 * Users limited to chosen locations (ADR 0031): a signed-in call resolves its scope with
 * `actorLocationScope(ctx, codes?)` (codes outside the actor's locations are a 404; no codes means
 * "everything the actor may see": undefined for an unrestricted actor, the allowed roots otherwise),
 * and a row found by id (an issue, a task, a file) is checked with `requireAllowedLocation(ctx, locationId)`.
 * `resolveLocationScope` is for jobs and imports, which act for no user.
 */

export type ScopedDatabase = Database & DerivedTables;

/** The same connection, typed with the tables the database maintains itself. */
export function withAncestry(db: Kysely<Database>): Kysely<ScopedDatabase> {
  return db.withTables<DerivedTables>();
}

/** Resolved root locations of a customer; the scope is these and all their descendants. */
export interface LocationScope {
  customerId: number;
  rootIds: readonly number[];
}

/** Codes per `in (...)` list: well below both databases' parameter limits. */
const CODES_PER_QUERY = 1000;

/** Resolves location codes of the customer (one indexed lookup per 1,000 codes); an unknown code is a 404. */
export async function resolveLocationScope(db: Kysely<Database>, customerId: number, codes: readonly string[]): Promise<LocationScope> {
  const unique = [...new Set(codes)];
  const ids = new Map<string, number>();
  for (let start = 0; start < unique.length; start += CODES_PER_QUERY) {
    const rows = await db
      .selectFrom('locations')
      .select(['id', 'code'])
      .where('customer_id', '=', customerId)
      .where('code', 'in', unique.slice(start, start + CODES_PER_QUERY))
      .execute();
    for (const row of rows) ids.set(row.code, row.id);
  }
  const unknown = unique.find((code) => !ids.has(code));
  if (unknown !== undefined) throw new NotFoundError(`The location '${unknown}' does not exist`);
  return { customerId, rootIds: [...ids.values()] };
}

/** A scope of one already-loaded location. */
export function scopeOf(customerId: number, locationId: number): LocationScope {
  return { customerId, rootIds: [locationId] };
}

/**
 * Subquery of the location ids in the scope, for `where(<table>.location_id, 'in', ...)`: the
 * planner walks the primary key of `location_ancestors` and probes the table's location index.
 */
export function scopeLocationIds(db: Kysely<Database>, scope: LocationScope) {
  // An empty `in ()` is invalid SQL on PostgreSQL; -1 is no location.
  const roots = scope.rootIds.length > 0 ? scope.rootIds : [-1];
  return withAncestry(db)
    .selectFrom('location_ancestors')
    .select('location_ancestors.descendant_id')
    .where('location_ancestors.ancestor_id', 'in', roots);
}

/** Whether a location lies in the scope (one primary-key lookup). */
export async function isInScope(db: Kysely<Database>, scope: LocationScope, locationId: number): Promise<boolean> {
  if (scope.rootIds.length === 0) return false;
  const row = await withAncestry(db)
    .selectFrom('location_ancestors')
    .select('location_ancestors.descendant_id')
    .where('location_ancestors.ancestor_id', 'in', scope.rootIds)
    .where('location_ancestors.descendant_id', '=', locationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the actor is limited to chosen locations (the guard's answer, or the database's). */
export async function isActorRestricted(ctx: RequestContext): Promise<boolean> {
  if (ctx.actor.restricted !== undefined) return ctx.actor.restricted;
  return (await isRestrictedMember(ctx.db, ctx.actor.employeeId, ctx.actor.customerId)) === true;
}

/**
 * THE location scope of a signed-in call (ADR 0031). With codes: those locations (and what is inside
 * them); an unknown code, or one outside a restricted actor's locations, is a 404. Without codes:
 * everything the actor may see - undefined (the whole customer, no filter) for an unrestricted actor,
 * the allowed roots for a restricted one. Every list over "all locations", several locations or an
 * installation uses this, so a new module honours the restriction by calling it.
 */
export async function actorLocationScope(ctx: RequestContext, codes: readonly string[]): Promise<LocationScope>;
export async function actorLocationScope(ctx: RequestContext, codes?: readonly string[]): Promise<LocationScope | undefined>;
export async function actorLocationScope(ctx: RequestContext, codes?: readonly string[]): Promise<LocationScope | undefined> {
  const { customerId, employeeId } = ctx.actor;
  const restricted = await isActorRestricted(ctx);
  if (codes === undefined) return restricted ? { customerId, rootIds: await allowedRootIds(ctx.db, employeeId, customerId) } : undefined;
  const scope = await resolveLocationScope(ctx.db, customerId, codes);
  if (restricted) {
    for (const rootId of scope.rootIds) {
      if (!(await isLocationAllowed(ctx.db, employeeId, customerId, rootId))) throw new NotFoundError('The location does not exist');
    }
  }
  return scope;
}

/** 404 unless a restricted actor may see the location (a row found by id: issue, task, file). No-op for others. */
export async function requireAllowedLocation(ctx: RequestContext, locationId: number | null): Promise<void> {
  if (!(await isActorRestricted(ctx))) return;
  const { customerId, employeeId } = ctx.actor;
  if (locationId === null || !(await isLocationAllowed(ctx.db, employeeId, customerId, locationId))) throw new NotFoundError();
}
