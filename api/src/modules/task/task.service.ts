import type { TaskHistoryEntry, TaskListStatus, TaskRow, TaskStatusUpdated } from '@portal/shared/contract';
import { taskStatusIds, taskStatusLabelKey, type TaskStatusId } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { providerPostponedStatus, type TaskStatus } from '../../db/domain-constants.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { dayRange } from '../issue/issue-scope.js';
import { recordAudit } from '../audit/audit.service.js';
import { actorLocationScope, requireAllowedLocation, scopeOf, type LocationScope } from '../location/location-scope.js';
import { requireLocation, type LocationInput } from '../location/location.service.js';
import { toHistoryEntry, toTaskRow } from './task-mapper.js';
import { changeTaskStatus, countTasks, findHistory, findInstallationByCode, findSiteNames, findTaskListRows, type TaskFilter, type TaskSelection } from './task.repository.js';
import { requireTask } from './task-scope.js';

/**
 * The task calls of spec section 7. Everything is scoped to the actor's customer, a location means
 * it and everything inside it, and anything of another customer is a 404 - as is, for a user limited
 * to chosen locations (ADR 0031), anything outside them. The day range applies to the due date (ADR 0028).
 */

/** A list path's filter state -> which tasks, and in which order (spec section 4). */
const SELECTIONS: Record<TaskListStatus, { selection: TaskSelection; order: 'asc' | 'desc' }> = {
  DASHBOARD: { selection: 'open', order: 'asc' },
  URGENT: { selection: 'open', order: 'asc' },
  PLANNED: { selection: 'open', order: 'asc' },
  COMPLETED: { selection: 'closed', order: 'desc' },
  coming: { selection: 'coming', order: 'desc' },
  overdue: { selection: 'overdue', order: 'asc' },
  all: { selection: 'all', order: 'desc' },
};

export interface TaskRange {
  from: string;
  to: string;
  status: TaskListStatus;
}

/** A list, whole, or with `take` its first rows and the number of all matching (`total`). */
export interface TaskList {
  rows: TaskRow[];
  total?: number;
}

/** The filter of a list path (the day range checked first: a bad day is a 400). */
function listFilter(ctx: RequestContext, range: TaskRange) {
  const days = dayRange(range.from, range.to);
  const { selection, order } = SELECTIONS[range.status];
  return (extra: Partial<TaskFilter>): TaskFilter => ({
    customerId: ctx.actor.customerId,
    selection,
    order,
    now: ctx.now().toISOString(),
    ...days,
    ...extra,
  });
}

async function taskList(ctx: RequestContext, filter: TaskFilter, take: number | undefined): Promise<TaskList> {
  const now = ctx.now().toISOString();
  const [rows, total] = await Promise.all([findTaskListRows(ctx.db, filter, take), take === undefined ? undefined : countTasks(ctx.db, filter)]);
  const sites = await findSiteNames(ctx.db, rows.map((row) => row.location_id));
  return { rows: rows.map((row) => toTaskRow(row, now, sites)), ...(total !== undefined ? { total } : {}) };
}

/** Tasks of a location and everything inside it. */
export async function listLocationTasks(ctx: RequestContext, input: LocationInput & TaskRange & { take?: number }): Promise<TaskList> {
  const filter = listFilter(ctx, input);
  const location = await requireLocation(ctx, input);
  return taskList(ctx, filter({ scope: scopeOf(ctx.actor.customerId, location.id) }), input.take);
}

/** Tasks of several locations (an unknown code is a 404) and everything inside them. */
export async function listTasksOfLocations(ctx: RequestContext, input: TaskRange & { locationCodes: readonly string[]; take?: number }): Promise<TaskList> {
  const filter = listFilter(ctx, input);
  const scope = await actorLocationScope(ctx, input.locationCodes);
  return taskList(ctx, filter({ scope }), input.take);
}

/**
 * Tasks of one installation (by reference code); an unknown code (or another customer's, or one
 * outside a restricted user's locations) is a 404, which the UI shows as an empty list. A restricted
 * user's list is also kept to their locations, should a task lie elsewhere than its installation.
 */
export async function listInstallationTasks(ctx: RequestContext, input: TaskRange & { installationCode: string }): Promise<TaskRow[]> {
  const filter = listFilter(ctx, input);
  const installation = await findInstallationByCode(ctx.db, ctx.actor.customerId, input.installationCode);
  if (!installation) throw new NotFoundError('The installation does not exist');
  await requireAllowedLocation(ctx, installation.location_id);
  const scope = await actorLocationScope(ctx);
  return (await taskList(ctx, filter({ installationCode: input.installationCode, ...(scope ? { scope } : {}) }), undefined)).rows;
}

type PlanRange = { from?: string | undefined; to?: string | undefined; take?: number };

/** The service plan of a location (the path's, checked by the guard) and everything inside it. */
export async function locationServicePlan(ctx: RequestContext, input: LocationInput & PlanRange): Promise<TaskList> {
  return servicePlan(ctx, input, async () => scopeOf(ctx.actor.customerId, (await requireLocation(ctx, input)).id));
}

/** The service plan of several locations (an unknown code, or one outside a restricted user's, is a 404). */
export async function servicePlanOfLocations(ctx: RequestContext, input: PlanRange & { locationCodes: readonly string[] }): Promise<TaskList> {
  return servicePlan(ctx, input, () => actorLocationScope(ctx, input.locationCodes));
}

/**
 * The service plan: the planned visits (status Planned) due in [from, to] (default today to one month ahead),
 * soonest first, the days checked before the scope; with `take` the first rows and the number of all. A planned
 * visit whose day has passed stays on it until it is done or moved (ADR 0042).
 */
async function servicePlan(ctx: RequestContext, input: PlanRange, scopeOfPlan: () => Promise<LocationScope>): Promise<TaskList> {
  const today = ctx.now();
  const monthAhead = new Date(today);
  monthAhead.setUTCMonth(monthAhead.getUTCMonth() + 1);
  const range: TaskRange = {
    from: input.from ?? today.toISOString().slice(0, 10),
    to: input.to ?? monthAhead.toISOString().slice(0, 10),
    status: 'PLANNED',
  };
  const filter = listFilter(ctx, range);
  return taskList(ctx, filter({ scope: await scopeOfPlan(), selection: 'planned' }), input.take);
}

/** The status history of a task of the actor's customer, newest first. */
export async function taskHistory(ctx: RequestContext, taskId: number): Promise<TaskHistoryEntry[]> {
  const task = await requireTask(ctx, taskId);
  return (await findHistory(ctx.db, task.id)).map(toHistoryEntry);
}

/** The stored status of a select id (3: PostponedBy{provider}, from PROVIDER_NAME). */
export function statusOfId(id: TaskStatusId, providerName: string): TaskStatus {
  const status = taskStatusIds[id];
  return status === 'PostponedByProvider' ? providerPostponedStatus(providerName) : status;
}

/**
 * Changes a task's status by select id (1-7) with an optional note: the history entry (by the
 * actor) and the status in one transaction. The path's installation must be the task's (else 404),
 * so a stale overlay cannot change another unit's task.
 */
export async function updateTaskStatus(
  ctx: RequestContext,
  input: { installationCode: string; taskId: number; statusId: TaskStatusId; comment?: string | undefined },
): Promise<TaskStatusUpdated> {
  const status = statusOfId(input.statusId, ctx.config.providerName);
  const note = (input.comment ?? '').trim();
  const task = await requireTask(ctx, input.taskId);
  if (task.installation_code !== input.installationCode) throw new NotFoundError('The task does not exist on this installation');
  if (note.length > 4000) throw new InvalidInputError('The note must be at most 4000 characters');
  await changeTaskStatus(ctx.db, { taskId: task.id, status, note: note === '' ? null : note, responsible: ctx.actor.name, now: ctx.now().toISOString() }, (trx) =>
    recordAudit(trx, ctx, { action: 'task.status', subject: `Task ${task.number}`, locationId: task.location_id, details: note === '' ? status : `${status}: ${note}`, params: { subject: { kind: 'task', number: task.number }, details: { kind: 'status', status: taskStatusLabelKey(status), note } } }),
  );
  ctx.changes.changed(ctx.actor.customerId);
  return { taskId: task.id, status, history: (await findHistory(ctx.db, task.id)).map(toHistoryEntry) };
}
