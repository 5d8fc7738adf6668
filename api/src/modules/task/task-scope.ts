import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { findTask, type TaskBaseRow } from './task.repository.js';

/** The actor's customer's task; 404 when unknown or another customer's. */
export async function requireTask(ctx: RequestContext, taskId: number): Promise<TaskBaseRow> {
  const task = await findTask(ctx.db, ctx.actor.customerId, taskId);
  if (!task) throw new NotFoundError('The task does not exist');
  return task;
}
