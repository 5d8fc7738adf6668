import type { RequestContext } from '../../context/service-context.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { requireAllowedLocation } from '../location/location-scope.js';
import { findTask, type TaskBaseRow } from './task.repository.js';

/**
 * The actor's customer's task; 404 when unknown, another customer's, or (a user limited to chosen
 * locations, ADR 0031) at a location outside theirs. Every call that names a task by id goes through here.
 */
export async function requireTask(ctx: RequestContext, taskId: number): Promise<TaskBaseRow> {
  const task = await findTask(ctx.db, ctx.actor.customerId, taskId);
  if (!task) throw new NotFoundError('The task does not exist');
  await requireAllowedLocation(ctx, task.location_id);
  return task;
}
