import type { Kysely } from 'kysely';
import { closedTaskStatuses, openIssueStatuses } from '../../db/domain-constants.js';
import type { Database } from '../../db/schema.js';
import { scopeLocationIds, type LocationScope } from '../location/location-scope.js';

export interface StatisticsCounts {
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

/**
 * Open and closed issues and tasks of the scope: two queries grouped by status, each an index-only
 * walk of the (location_id, status, ...) index over the scope's locations; the statuses are then
 * classified with the same sets as the rest of the API (db/conditions.ts).
 */
export async function countStatistics(db: Kysely<Database>, scope: LocationScope): Promise<StatisticsCounts> {
  const [issues, tasks] = await Promise.all([
    db
      .selectFrom('issues')
      .select((eb) => ['issues.status', eb.fn.countAll<number | string>().as('count')])
      .where('issues.location_id', 'in', scopeLocationIds(db, scope))
      .groupBy('issues.status')
      .execute(),
    db
      .selectFrom('tasks')
      .select((eb) => ['tasks.status', eb.fn.countAll<number | string>().as('count')])
      .where('tasks.location_id', 'in', scopeLocationIds(db, scope))
      .groupBy('tasks.status')
      .execute(),
  ]);
  const sum = <S extends string>(rows: { status: S; count: number | string }[], include: (status: S) => boolean) =>
    rows.filter((row) => include(row.status)).reduce((total, row) => total + Number(row.count), 0);
  const openIssue = (status: string) => (openIssueStatuses as readonly string[]).includes(status);
  const closedTask = (status: string) => (closedTaskStatuses as readonly string[]).includes(status);
  return {
    openIssues: sum(issues, openIssue),
    closedIssues: sum(issues, (status) => !openIssue(status)),
    openTasks: sum(tasks, (status) => !closedTask(status)),
    closedTasks: sum(tasks, closedTask),
  };
}
