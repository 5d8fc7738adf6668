import type { LocationStatistics, LocationStatisticsEntry } from '@portal/shared/contract';
import { NotFoundError } from '../../errors/domain-errors.js';
import type { RequestContext } from '../../context/service-context.js';
import { requireAllowedLocation, scopeOf } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import { countStatistics, countStatisticsByLocation, findLocationsByCodes } from './chart.repository.js';

/** Statistics of one of the actor's customer's locations and everything inside it (the chart's bar group for it). */
export async function locationStatistics(ctx: RequestContext, input: LocationInput): Promise<LocationStatistics> {
  const location = await requireLocation(ctx, input);
  const counts = await countStatistics(ctx.db, scopeOf(ctx.actor.customerId, location.id));
  return { name: location.name, ...counts };
}

/**
 * The chart's bar groups for many locations in one grouped query (plus one lookup of the codes), in
 * the order asked; an unknown code (or another customer's) is a 404 naming it, as for one location,
 * and so is, for a user limited to chosen locations (ADR 0031), one outside theirs.
 */
export async function statisticsOfLocations(ctx: RequestContext, input: { codes: readonly string[] }): Promise<LocationStatisticsEntry[]> {
  const codes = [...new Set(input.codes)];
  const locations = await findLocationsByCodes(ctx.db, ctx.actor.customerId, codes);
  const byCode = new Map(locations.map((location) => [location.code, location]));
  const unknown = codes.find((code) => !byCode.has(code));
  if (unknown !== undefined) throw new NotFoundError(`The location '${unknown}' does not exist`);
  for (const location of locations) await requireAllowedLocation(ctx, location.id);
  const counts = new Map((await countStatisticsByLocation(ctx.db, locations.map((location) => location.id))).map((row) => [row.locationId, row]));
  return codes.map((code) => {
    const location = byCode.get(code) as { id: number; name: string };
    const row = counts.get(location.id);
    return {
      code,
      name: location.name,
      openIssues: row?.openIssues ?? 0,
      closedIssues: row?.closedIssues ?? 0,
      openTasks: row?.openTasks ?? 0,
      closedTasks: row?.closedTasks ?? 0,
    };
  });
}
