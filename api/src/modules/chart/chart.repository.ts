import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countersOf } from '../location/location-counters.js';
import type { LocationScope } from '../location/location-scope.js';

export interface StatisticsCounts {
  openIssues: number;
  closedIssues: number;
  closedTasks: number;
}

/**
 * Open and closed issues and closed tasks of the scope (the current tasks depend on the day: task.service's
 * countCurrentTasks): the per-location counters (migration 0004, kept by
 * triggers) summed over the scope's locations, so the call reads about one row per location instead
 * of counting the scope's issues and tasks.
 */
export async function countStatistics(db: Kysely<Database>, scope: LocationScope): Promise<StatisticsCounts> {
  const { openIssues, closedIssues, closedTasks } = await countersOf(db, scope);
  return { openIssues, closedIssues, closedTasks };
}
