import type { Kysely } from 'kysely';
import { isOpenIssue, isOpenTask } from '../../db/conditions.js';
import { toBoolean } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface StatisticsCounts {
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

/** Open and closed issues and tasks at the given locations, in two grouped queries. */
export async function countStatistics(db: Kysely<Database>, customerId: number, locationIds: readonly number[]): Promise<StatisticsCounts> {
  if (locationIds.length === 0) {
    return { openIssues: 0, closedIssues: 0, openTasks: 0, closedTasks: 0 };
  }
  const [issues, tasks] = await Promise.all([
    db
      .selectFrom('issues')
      .select((eb) => [isOpenIssue(eb).as('open'), eb.fn.countAll<number | string>().as('count')])
      .where('issues.customer_id', '=', customerId)
      .where('issues.location_id', 'in', locationIds)
      .groupBy('open')
      .execute(),
    db
      .selectFrom('tasks')
      .select((eb) => [isOpenTask(eb).as('open'), eb.fn.countAll<number | string>().as('count')])
      .where('tasks.customer_id', '=', customerId)
      .where('tasks.location_id', 'in', locationIds)
      .groupBy('open')
      .execute(),
  ]);
  // The grouping key is a boolean on PostgreSQL and 0/1 on SQLite.
  const sum = (rows: { open: boolean | number; count: number | string }[], open: boolean) =>
    rows.filter((row) => toBoolean(row.open) === open).reduce((total, row) => total + Number(row.count), 0);
  return {
    openIssues: sum(issues, true),
    closedIssues: sum(issues, false),
    openTasks: sum(tasks, true),
    closedTasks: sum(tasks, false),
  };
}
