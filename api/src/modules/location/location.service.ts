import type { LocationDetails, LocationNode } from '@portal/shared/contract';
import { overdueBefore } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import type { LocationRow } from '../../db/schema.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { LocationTreeCache, TaggedBody } from './location-tree-cache.js';
import { isActorRestricted, requireAllowedLocation, scopeOf } from './location-scope.js';
import { allowedRootIds } from '../../auth/location-access.js';
import { childrenByParent, type TreeRow } from './location-tree.js';
import { countLocationContents, findFlaggedLocations, findLocationByCode, findLocations } from './location.repository.js';

const byName = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

interface TreeFlags {
  hasIncidents: ReadonlySet<number>;
  hasOverdue: ReadonlySet<number>;
}

/** Builds the tree: roots are locations without a (known) parent; siblings sorted by name. */
export function buildLocationTree(rows: readonly TreeRow[], flags: TreeFlags): LocationNode[] {
  const children = childrenByParent(rows);
  const toNode = (row: TreeRow): LocationNode => ({
    code: row.code,
    name: row.name,
    hasIncidents: flags.hasIncidents.has(row.id),
    hasOverdue: flags.hasOverdue.has(row.id),
    children: nodesOf(row.id),
  });
  const nodesOf = (parent: number | null): LocationNode[] =>
    [...(children.get(parent) ?? [])].sort((a, b) => byName.compare(a.name, b.name)).map(toNode);
  return nodesOf(null);
}

/**
 * The customer's locations as a tree. A location has incidents (open issues) or overdue tasks when
 * it or any location inside it has them (rolled up in SQL, see findFlaggedLocations).
 */
export async function locationTree(ctx: RequestContext): Promise<LocationNode[]> {
  const { customerId } = ctx.actor;
  const [rows, flagged] = await Promise.all([findLocations(ctx.db, customerId), findFlaggedLocations(ctx.db, customerId, overdueBefore(ctx.now()))]);
  return buildLocationTree(rows, { hasIncidents: flagged.withIncidents, hasOverdue: flagged.withOverdue });
}

/** The tree as a serialised, tagged body, reused from the cache while it is current (location-tree-cache.ts). */
export function taggedLocationTree(ctx: RequestContext, trees: LocationTreeCache, serialize: (tree: LocationNode[]) => string): Promise<TaggedBody> {
  return trees.get(ctx.actor.customerId, () => locationTree(ctx), serialize);
}

/** The tree an actor may see: the customer's (undefined: use the cached one) or a restricted actor's own. */
export async function actorLocationTree(ctx: RequestContext): Promise<LocationNode[] | undefined> {
  return (await isActorRestricted(ctx)) ? restrictedLocationTree(ctx) : undefined;
}

/** The subtrees of a restricted actor's allowed locations, as roots (ADR 0031): the picker shows only those. */
export async function restrictedLocationTree(ctx: RequestContext): Promise<LocationNode[]> {
  const { customerId, employeeId } = ctx.actor;
  const [tree, rootIds] = await Promise.all([locationTree(ctx), allowedRootIds(ctx.db, employeeId, customerId)]);
  const allowedCodes = new Set((await findLocations(ctx.db, customerId)).filter((row) => rootIds.includes(row.id)).map((row) => row.code));
  const roots: LocationNode[] = [];
  const walk = (nodes: readonly LocationNode[]): void => {
    for (const node of nodes) {
      if (allowedCodes.has(node.code)) roots.push(node);
      else walk(node.children);
    }
  };
  walk(tree);
  return roots;
}

/** A location of the actor's customer by its code. */
export interface LocationInput {
  code: string;
  /**
   * The location when the caller already read it (the customer-access guard does, with the membership,
   * unless the membership came from its cache); undefined: read here.
   */
  known?: LocationRow | null | undefined;
}

/** The actor's customer's location of the code; 404 when the customer has none. */
export async function requireLocation(ctx: RequestContext, input: LocationInput): Promise<LocationRow> {
  const location = input.known !== undefined ? input.known : await findLocationByCode(ctx.db, ctx.actor.customerId, input.code);
  if (!location) throw new NotFoundError('The location does not exist');
  await requireAllowedLocation(ctx, location.id);
  return location;
}

const orNull = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

/** Details of one location; units and current issues count the location and everything inside it. */
export async function locationDetails(ctx: RequestContext, input: LocationInput): Promise<LocationDetails> {
  const location = await requireLocation(ctx, input);
  const counts = await countLocationContents(ctx.db, scopeOf(ctx.actor.customerId, location.id));
  return {
    code: location.code,
    name: location.name,
    streetName: orNull(location.street_name),
    zipCode: orNull(location.zip_code),
    city: orNull(location.city),
    contact: orNull(location.contact),
    phoneNumber: orNull(location.phone_number),
    units: counts.units,
    currentIssues: counts.currentIssues,
  };
}
