import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import { closedTaskStatuses, openIssueStatuses } from './domain-constants.js';
import type { Database } from './schema.js';

/**
 * Definitions the derived values share, so 'open issue' or 'overdue task' mean the same in the
 * location picker badges, the key numbers, the installation colours and the statistics.
 */

/** An issue that is not completed (Error, NoAction or Created). */
export function isOpenIssue(eb: ExpressionBuilder<Database, 'issues'>): ExpressionWrapper<Database, 'issues', SqlBool> {
  return eb('issues.status', 'in', openIssueStatuses);
}

/** A task that is neither completed nor handled. */
export function isOpenTask(eb: ExpressionBuilder<Database, 'tasks'>): ExpressionWrapper<Database, 'tasks', SqlBool> {
  return eb('tasks.status', 'not in', closedTaskStatuses);
}

/** An open task whose due date has passed. `now` is an ISO timestamp. */
export function isOverdueTask(eb: ExpressionBuilder<Database, 'tasks'>, now: string): ExpressionWrapper<Database, 'tasks', SqlBool> {
  return eb.and([isOpenTask(eb), eb('tasks.due_date', '<', now)]);
}
