import type { RequestContext } from '../../context/service-context.js';
import { ForbiddenError } from '../../errors/domain-errors.js';
import { findMembership } from '../../auth/membership.repository.js';

/**
 * 403 unless the actor is an Admin of the token's customer NOW: read from the membership, not the
 * token's Role claim (a demoted Admin's token still says Admin until it is renewed). Every admin
 * service (users, audit trail) calls it first; the UI hiding the pages is only a convenience.
 */
export async function requireAdmin(ctx: RequestContext): Promise<void> {
  const membership = await findMembership(ctx.db, ctx.actor.employeeId, ctx.actor.customerId);
  if (membership?.role !== 'Admin') throw new ForbiddenError('Only administrators of the customer may do this');
}
