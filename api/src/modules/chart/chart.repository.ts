import { sql, type Kysely } from 'kysely';
import { isOpenIssue, isOpenTask } from '../../db/conditions.js';
import type { Database } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

export interface StatisticsCounts {
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

/**
 * Open and closed issues and tasks of the scope: one aggregate per table, each an index-only walk of
 * the (location_id, status, ...) index over the scope's locations. A plain count plus a conditional
 * sum rather than `group by status`, which made SQLite sort every row in a temporary b-tree.
 */
export async function countStatistics(db: Kysely<Database>, scope: LocationScope): Promise<StatisticsCounts> {
  const [issues, tasks] = await Promise.all([
    db
      .selectFrom('issues')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string | null>`sum(case when ${isOpenIssue(eb)} then 1 else 0 end)`.as('open'),
      ])
      .where('issues.location_id', 'in', scopeLocationIds(db, scope))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tasks')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        sql<number | string | null>`sum(case when ${isOpenTask(eb)} then 1 else 0 end)`.as('open'),
      ])
      .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
      .executeTakeFirstOrThrow(),
  ]);
  const openIssues = Number(issues.open ?? 0);
  const openTasks = Number(tasks.open ?? 0);
  return {
    openIssues,
    closedIssues: Number(issues.total) - openIssues,
    openTasks,
    closedTasks: Number(tasks.total) - openTasks,
  };
}
