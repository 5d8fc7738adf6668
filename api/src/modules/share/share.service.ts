import { randomBytes } from 'node:crypto';
import type { ShareLinkAccess, ShareLinkCreated, ShareLinkInput, ShareLinkSummary } from '@portal/shared/contract';
import { dayOf, shareLinkMaxDays, shareLinkMaxLocations, shareLinkPath, shareLinkPinPattern, shareLinkState, type ShareAccessKind } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { hashPassword } from '../../auth/password.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { actorLocationScope } from '../location/location-scope.js';
import { statementPeriod } from '../portfolio/portfolio-statement.service.js';
import { requireAdmin } from '../user/user-access.js';
import { findShareAccesses, findShareLink, findShareLinkLocations, findShareLinks, insertShareLink, revokeShareLink } from './share.repository.js';
import { tokenHashOf } from '../../auth/token-hash.js';
import { toIso } from '../issue/issue-mapper.js';

/**
 * The Admins' share links (ADR 0064): a secret address that opens the evidence of chosen locations over a period,
 * without an account, until it expires or an Admin revokes it. The token is 256 random bits kept only as its
 * SHA-256; an optional PIN is kept as a scrypt hash.
 */

/** The Admins' list shows this many links, the newest first. */
const LISTED_LINKS = 500;
/** A link's log shows this many accesses, the newest first. */
const LISTED_ACCESSES = 1000;


/** The input checked: the rules every refusal names, so the form can show it. */
function checkInput(input: ShareLinkInput, now: Date): { codes: string[]; expiresAt: string } {
  const codes = [...new Set(input.locations.map((code) => code.trim()).filter(Boolean))];
  if (codes.length === 0) throw new InvalidInputError('Choose at least one location');
  if (codes.length > shareLinkMaxLocations) throw new InvalidInputError(`A link can cover at most ${shareLinkMaxLocations} locations`);
  statementPeriod(input, dayOf(now));
  const expires = Date.parse(input.expiresAt);
  if (Number.isNaN(expires)) throw new InvalidInputError(`'${input.expiresAt}' is not a time`);
  if (expires <= now.getTime()) throw new InvalidInputError('The link must expire in the future');
  if (expires > now.getTime() + shareLinkMaxDays * 86_400_000) throw new InvalidInputError(`A link can last at most ${shareLinkMaxDays} days`);
  if (input.pin !== undefined && input.pin !== '' && !shareLinkPinPattern.test(input.pin)) throw new InvalidInputError('The PIN must be 4 to 8 digits');
  return { codes, expiresAt: new Date(expires).toISOString() };
}

export async function createShareLink(ctx: RequestContext, input: ShareLinkInput): Promise<ShareLinkCreated> {
  await requireAdmin(ctx);
  const now = ctx.now();
  const { codes, expiresAt } = checkInput(input, now);
  // A limited Admin shares only what they may see; an unknown code is the same 404 as elsewhere.
  const scope = await actorLocationScope(ctx, codes);
  const token = randomBytes(32).toString('base64url');
  const pinHash = input.pin ? await hashPassword(input.pin) : null;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const made = await insertShareLink(trx, {
      customerId: ctx.actor.customerId,
      tokenHash: tokenHashOf(token),
      pinHash,
      from: input.from,
      to: input.to,
      expiresAt,
      createdAt: now.toISOString(),
      createdByEmployeeId: ctx.actor.employeeId,
      createdByName: ctx.actor.name,
      locationIds: scope.rootIds,
    });
    await recordAudit(trx, ctx, {
      action: 'share.link-created',
      subject: `Share link ${made}`,
      details: `${codes.join(', ')}: ${input.from} – ${input.to}, until ${expiresAt.slice(0, 10)}${pinHash ? ', PIN' : ''}`,
    });
    return made;
  });
  return { id, url: `${ctx.config.publicUrl.replace(/\/+$/, '')}${shareLinkPath}/${token}`, expiresAt };
}

export async function listShareLinks(ctx: RequestContext): Promise<ShareLinkSummary[]> {
  await requireAdmin(ctx);
  const rows = await findShareLinks(ctx.db, ctx.actor.customerId, LISTED_LINKS);
  const locations = await findShareLinkLocations(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = ctx.now();
  return rows.map((row) => {
    const revokedAt = row.revoked_at === null ? null : toIso(row.revoked_at);
    const expiresAt = toIso(row.expires_at);
    return {
      id: row.id,
      locations: locations.filter((location) => location.link_id === row.id).map(({ code, name }) => ({ code, name })),
      from: row.period_from,
      to: row.period_to,
      expiresAt,
      createdAt: toIso(row.created_at),
      createdBy: row.created_by_name,
      revokedAt,
      pinProtected: row.pin_hash !== null,
      state: shareLinkState({ revokedAt, expiresAt }, now),
      visits: Number(row.visits ?? 0),
      lastVisitAt: row.last_visit_at === null ? null : toIso(row.last_visit_at),
    };
  });
}

async function requireLink(ctx: RequestContext, id: number) {
  await requireAdmin(ctx);
  const link = await findShareLink(ctx.db, ctx.actor.customerId, id);
  if (!link) throw new NotFoundError('The share link does not exist');
  return link;
}

/** Ends a link at once: every public call reads its row. Revoking an ended link again changes nothing. */
export async function revokeLink(ctx: RequestContext, id: number): Promise<void> {
  const link = await requireLink(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (await revokeShareLink(trx, link.id, ctx.now().toISOString())) {
      await recordAudit(trx, ctx, { action: 'share.link-revoked', subject: `Share link ${link.id}` });
    }
  });
}

export async function linkAccesses(ctx: RequestContext, id: number): Promise<ShareLinkAccess[]> {
  const link = await requireLink(ctx, id);
  const rows = await findShareAccesses(ctx.db, link.id, LISTED_ACCESSES);
  return rows.map((row) => ({ at: toIso(row.at), ip: row.ip, what: row.what as ShareAccessKind, subject: row.subject }));
}
