import { sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import { closedTaskStatuses, openIssueStatuses } from './domain-constants.js';
import type { Database } from './schema.js';

/**
 * Definitions the derived values share, so 'open issue' or 'overdue task' mean the same in the
 * location picker badges, the key numbers, the installation colours and the statistics.
 *
 * The status sets are written as literals, not bound parameters: SQLite uses a partial index
 * (issues_open_location_idx, tasks_open_location_due_idx) only when the query's terms match the
 * index's WHERE clause at prepare time, which a parameter never does.
 */
const literals = <T extends string>(values: readonly T[]) => values.map((value) => sql.lit<T>(value));

/** An issue that is not completed (Error, NoAction or Created). */
export function isOpenIssue(eb: ExpressionBuilder<Database, 'issues'>): ExpressionWrapper<Database, 'issues', SqlBool> {
  return eb('issues.status', 'in', literals(openIssueStatuses));
}

/** A task that is neither completed nor handled. */
export function isOpenTask(eb: ExpressionBuilder<Database, 'tasks'>): ExpressionWrapper<Database, 'tasks', SqlBool> {
  return eb('tasks.status', 'not in', literals(closedTaskStatuses));
}

/**
 * An open task due before `overdueBefore`: the start of today as an ISO timestamp (`overdueBefore(now)` of the
 * shared rules), so a task due today is not overdue.
 */
export function isOverdueTask(eb: ExpressionBuilder<Database, 'tasks'>, overdueBefore: string): ExpressionWrapper<Database, 'tasks', SqlBool> {
  return eb.and([isOpenTask(eb), eb('tasks.due_date', '<', overdueBefore)]);
}
