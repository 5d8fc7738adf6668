import type { TaskHistoryEntry, TaskListStatus, TaskRow, TaskStatusUpdated } from '@portal/shared/contract';
import { dayOf, isTaskStatusChange, overdueBefore, taskFilterStates, taskNoChangeKey, taskStatusIds, taskStatusLabelKey, type TaskFilterHolds, type TaskStatusId } from '@portal/shared/rules';
import type { RequestContext } from '../../context/service-context.js';
import { providerPostponedStatus, type TaskStatus } from '../../db/domain-constants.js';
import { InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { dayRange } from '../issue/issue-scope.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueProviderEvent } from '../provider-events/provider-events.service.js';
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

/** What a filter state holds (the shared taskFilterStates) -> the query's selection; current and upcoming are open tasks bounded by today. */
const SELECTIONS: Record<TaskFilterHolds, TaskSelection> = {
  current: 'open',
  upcoming: 'open',
  closed: 'closed',
  coming: 'coming',
  overdue: 'overdue',
  all: 'all',
};

const laterOf = (a: string, b: string): string => (a > b ? a : b);
const earlierOf = (a: string, b: string): string => (a < b ? a : b);

/**
 * The due-date bounds of a filter state on the day `now`, within the path's day range: current tasks are due
 * before tomorrow (overdue or due today), upcoming ones today or later (never overdue).
 */
function stateDays(holds: TaskFilterHolds, days: { from: string; toExclusive: string }, now: Date): { from: string; toExclusive: string } {
  const today = dayOf(now);
  if (holds === 'current') return { from: days.from, toExclusive: earlierOf(days.toExclusive, dayRange(today, today).toExclusive) };
  if (holds === 'upcoming') return { from: laterOf(days.from, overdueBefore(now)), toExclusive: days.toExclusive };
  return days;
}

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
  const { holds, order } = taskFilterStates[range.status];
  const now = ctx.now();
  const days = stateDays(holds, dayRange(range.from, range.to), now);
  return (extra: Partial<TaskFilter>): TaskFilter => ({
    customerId: ctx.actor.customerId,
    selection: SELECTIONS[holds],
    order,
    now: now.toISOString(),
    ...days,
    ...extra,
  });
}

/**
 * How many current tasks (open, due by the end of today: 'Aktuelle eftersyn') the scope holds: the chart's
 * current inspections, the number the urgent list shows over its preset.
 */
export async function countCurrentTasks(ctx: RequestContext, scope: LocationScope): Promise<number> {
  const today = dayOf(ctx.now());
  return countTasks(ctx.db, { customerId: ctx.actor.customerId, scope, selection: 'open', toExclusive: dayRange(today, today).toExclusive });
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
 * actor) and the status in one transaction. The same status without a note is refused (400), not recorded. The path's installation must be the task's (else 404),
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
  // A save that changes nothing would put "X → X" into the statutory history and the audit trail.
  if (!isTaskStatusChange(task.status, status, note)) {
    throw new InvalidInputError(`Nothing to save: the task's status is already ${status} and no note was given`).withKey(taskNoChangeKey);
  }
  await changeTaskStatus(ctx.db, { taskId: task.id, status, note: note === '' ? null : note, responsible: ctx.actor.name, now: ctx.now().toISOString() }, async (trx) => {
    await recordAudit(trx, ctx, { action: 'task.status', locationId: task.location_id, details: note === '' ? status : `${status}: ${note}`, params: { subject: { kind: 'task', number: task.number }, details: { kind: 'status', status: taskStatusLabelKey(status), note } } });
    await enqueueProviderEvent(trx, ctx, { type: 'task.statusChanged', taskId: task.id, data: { from: task.status, to: status, comment: note === '' ? null : note } });
  });
  ctx.changes.changed(ctx.actor.customerId);
  return { taskId: task.id, status, history: (await findHistory(ctx.db, task.id)).map(toHistoryEntry) };
}
