import type { LocationStatistics } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import { scopeOf } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import { countStatistics } from './chart.repository.js';

/** Statistics of one of the actor's customer's locations and everything inside it (the chart's bar group for it). */
export async function locationStatistics(ctx: RequestContext, input: LocationInput): Promise<LocationStatistics> {
  const location = await requireLocation(ctx, input);
  const counts = await countStatistics(ctx.db, scopeOf(ctx.actor.customerId, location.id));
  return { name: location.name, ...counts };
}
