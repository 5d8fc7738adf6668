import type { InstallationStatusColour } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import { findInstallationStatuses } from './installation.repository.js';

/**
 * Status colour of the actor's customer's installations (spec section 2), now: red with open
 * issues on the unit, yellow with overdue inspections, otherwise green. Ids of another customer
 * are left out. The installations remote's routes will call this.
 */
export async function installationStatuses(ctx: RequestContext, input: { installationIds: readonly number[] }): Promise<Map<number, InstallationStatusColour>> {
  return findInstallationStatuses(ctx.db, ctx.actor.customerId, input.installationIds, ctx.now().toISOString());
}
