import type { LocationStatistics } from '@portal/shared/contract';
import type { RequestContext } from '../../context/service-context.js';
import { scopeOf } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import { countCurrentTasks } from '../task/task.service.js';
import { countStatistics } from './chart.repository.js';

/**
 * Statistics of one of the actor's customer's locations and everything inside it (the chart's bar group for it).
 * Its current inspections (`openTasks`) are the tasks 'Aktuelle eftersyn' lists (open, due by the end of today),
 * counted as the list does, not every open task: a visit planned for next spring is not current.
 */
export async function locationStatistics(ctx: RequestContext, input: LocationInput): Promise<LocationStatistics> {
  const location = await requireLocation(ctx, input);
  const scope = scopeOf(ctx.actor.customerId, location.id);
  const [counts, openTasks] = await Promise.all([countStatistics(ctx.db, scope), countCurrentTasks(ctx, scope)]);
  return { name: location.name, ...counts, openTasks };
}
