import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The share links, their locations and their access log (migration 0027, ADR 0064). */

export interface NewShareLink {
  customerId: number;
  tokenHash: string;
  pinHash: string | null;
  from: string;
  to: string;
  expiresAt: string;
  createdAt: string;
  createdByEmployeeId: number;
  createdByName: string;
  locationIds: readonly number[];
}

/** Makes a link with its locations (in the caller's transaction); its id. */
export async function insertShareLink(db: Kysely<Database>, link: NewShareLink): Promise<number> {
  const row = await db
    .insertInto('share_links')
    .values({
      customer_id: link.customerId,
      token_hash: link.tokenHash,
      pin_hash: link.pinHash,
      period_from: link.from,
      period_to: link.to,
      expires_at: link.expiresAt,
      created_at: link.createdAt,
      created_by_employee_id: link.createdByEmployeeId,
      created_by_name: link.createdByName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('share_link_locations')
    .values(link.locationIds.map((locationId) => ({ link_id: row.id, location_id: locationId })))
    .execute();
  return row.id;
}

export interface ShareLinkRow {
  id: number;
  customer_id: number;
  pin_hash: string | null;
  period_from: string;
  period_to: string;
  expires_at: Date | string;
  created_at: Date | string;
  created_by_name: string;
  revoked_at: Date | string | null;
}

const linkColumns = [
  'share_links.id',
  'share_links.customer_id',
  'share_links.pin_hash',
  'share_links.period_from',
  'share_links.period_to',
  'share_links.expires_at',
  'share_links.created_at',
  'share_links.created_by_name',
  'share_links.revoked_at',
] as const;

/** The link of a token's hash, whatever its state (the caller tells expired and revoked apart). */
export async function findShareLinkByTokenHash(db: Kysely<Database>, tokenHash: string): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('share_links').select(linkColumns).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findShareLink(db: Kysely<Database>, customerId: number, id: number): Promise<ShareLinkRow | undefined> {
  return db.selectFrom('share_links').select(linkColumns).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
}

export interface ShareLinkListRow extends ShareLinkRow {
  visits: number | string;
  last_visit_at: Date | string | null;
}

/** The customer's links, newest first, with their visit counts. */
export async function findShareLinks(db: Kysely<Database>, customerId: number, limit: number): Promise<ShareLinkListRow[]> {
  return db
    .selectFrom('share_links')
    .select(linkColumns)
    .select((eb) => [
      eb
        .selectFrom('share_link_accesses')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('share_link_accesses.link_id', '=', 'share_links.id')
        .where('share_link_accesses.what', '=', 'visit')
        .as('visits'),
      eb
        .selectFrom('share_link_accesses')
        .select((inner) => inner.fn.max('share_link_accesses.at').as('at'))
        .whereRef('share_link_accesses.link_id', '=', 'share_links.id')
        .where('share_link_accesses.what', '=', 'visit')
        .as('last_visit_at'),
    ])
    .where('share_links.customer_id', '=', customerId)
    .orderBy('share_links.created_at', 'desc')
    .orderBy('share_links.id', 'desc')
    .limit(limit)
    .execute() as Promise<ShareLinkListRow[]>;
}

export interface ShareLinkLocationRow {
  link_id: number;
  id: number;
  code: string;
  name: string;
  street_name: string | null;
  zip_code: string | null;
  city: string | null;
}

/** The locations of links, by link and name. */
export async function findShareLinkLocations(db: Kysely<Database>, linkIds: readonly number[]): Promise<ShareLinkLocationRow[]> {
  if (linkIds.length === 0) return [];
  return db
    .selectFrom('share_link_locations')
    .innerJoin('locations', 'locations.id', 'share_link_locations.location_id')
    .select(['share_link_locations.link_id', 'locations.id', 'locations.code', 'locations.name', 'locations.street_name', 'locations.zip_code', 'locations.city'])
    .where('share_link_locations.link_id', 'in', [...linkIds])
    .orderBy('share_link_locations.link_id')
    .orderBy('locations.name')
    .execute();
}

/** Ends a link; false when it was already ended (the first revocation's time stays). */
export async function revokeShareLink(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db.updateTable('share_links').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertShareAccess(db: Kysely<Database>, access: { linkId: number; at: string; ip: string; what: string; subject: string | null }): Promise<void> {
  await db.insertInto('share_link_accesses').values({ link_id: access.linkId, at: access.at, ip: access.ip, what: access.what, subject: access.subject }).execute();
}

/** A link's log, newest first, at most `limit`. */
export async function findShareAccesses(db: Kysely<Database>, linkId: number, limit: number) {
  return db
    .selectFrom('share_link_accesses')
    .select(['at', 'ip', 'what', 'subject'])
    .where('link_id', '=', linkId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

