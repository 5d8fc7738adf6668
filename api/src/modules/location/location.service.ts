import type { Kysely } from 'kysely';
import type { LocationDetails, LocationNode } from '@portal/shared/contract';
import type { Database, LocationRow } from '../../db/schema.js';
import { notFound } from '../../plugins/errors.js';
import {
  countLocationContents,
  findLocationByCode,
  findLocationIndicators,
  findLocations,
  type LocationIndicators,
} from './location.repository.js';

const byName = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** Builds the tree: roots are locations without a (known) parent; siblings sorted by name. */
export function buildLocationTree(rows: LocationRow[], indicators: Map<number, LocationIndicators>): LocationNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number | null, LocationRow[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(row);
    childrenOf.set(parent, siblings);
  }
  const toNode = (row: LocationRow): LocationNode => ({
    code: row.code,
    name: row.name,
    hasIncidents: indicators.get(row.id)?.hasIncidents ?? false,
    hasOverdue: indicators.get(row.id)?.hasOverdue ?? false,
    children: nodesOf(row.id),
  });
  const nodesOf = (parent: number | null): LocationNode[] =>
    (childrenOf.get(parent) ?? []).sort((a, b) => byName.compare(a.name, b.name)).map(toNode);
  return nodesOf(null);
}

export async function locationTree(db: Kysely<Database>, customerId: number): Promise<LocationNode[]> {
  const rows = await findLocations(db, customerId);
  const indicators = await findLocationIndicators(
    db,
    customerId,
    rows.map((row) => row.id),
  );
  return buildLocationTree(rows, indicators);
}

/** Ids of the location and all its descendants. */
function subtreeIds(rows: LocationRow[], rootId: number): number[] {
  const result = [rootId];
  for (let index = 0; index < result.length; index++) {
    const current = result[index];
    for (const row of rows) {
      if (row.parent_id === current && !result.includes(row.id)) result.push(row.id);
    }
  }
  return result;
}

const orNull = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

export async function locationDetails(
  db: Kysely<Database>,
  customerId: number,
  code: string,
): Promise<LocationDetails> {
  const location = await findLocationByCode(db, customerId, code);
  if (!location) throw notFound('The location does not exist');
  const rows = await findLocations(db, customerId);
  const counts = await countLocationContents(db, customerId, subtreeIds(rows, location.id));
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
