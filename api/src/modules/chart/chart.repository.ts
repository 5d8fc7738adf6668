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
 * sum rather than `group by status`, which made SQLite sort every row in a temporary b-tree. Both
 * aggregates are derived tables of one statement (one round trip).
 */
export async function countStatistics(db: Kysely<Database>, scope: LocationScope): Promise<StatisticsCounts> {
  const issues = db
    .selectFrom('issues')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('issues_total'),
      sql<number | string | null>`sum(case when ${isOpenIssue(eb)} then 1 else 0 end)`.as('issues_open'),
    ])
    .where('issues.location_id', 'in', scopeLocationIds(db, scope));
  const tasks = db
    .selectFrom('tasks')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('tasks_total'),
      sql<number | string | null>`sum(case when ${isOpenTask(eb)} then 1 else 0 end)`.as('tasks_open'),
    ])
    .where('tasks.location_id', 'in', scopeLocationIds(db, scope));
  const row = await db.selectFrom([issues.as('i'), tasks.as('t')]).selectAll().executeTakeFirstOrThrow();
  const openIssues = Number(row.issues_open ?? 0);
  const openTasks = Number(row.tasks_open ?? 0);
  return {
    openIssues,
    closedIssues: Number(row.issues_total) - openIssues,
    openTasks,
    closedTasks: Number(row.tasks_total) - openTasks,
  };
}
