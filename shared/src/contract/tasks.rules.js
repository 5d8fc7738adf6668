// @ts-check
/**
 * The task (inspection, 'eftersyn') rules of spec sections 4 and 9, defined once for the API and the
 * UI. Plain JavaScript (types in tasks.rules.d.ts) because the API runs in Node straight from this package.
 */

/**
 * The `{status}` of the task list calls (spec section 4's filter states and its second reading). What each holds
 * is `taskFilterStates`.
 */
export const taskListStatuses = Object.freeze(
  /** @type {const} */ (['DASHBOARD', 'URGENT', 'COMPLETED', 'PLANNED', 'coming', 'overdue', 'all']),
);

/**
 * Which tasks each filter state holds and in which order, stated once for the API's queries, the pages, the
 * dashboard and the chart, so that they count the same tasks:
 * - `current` (DASHBOARD, URGENT: 'Aktuelle eftersyn', the chart's current inspections): open tasks due by the end
 *   of today, that is overdue or due today; most urgent first;
 * - `upcoming` (PLANNED: 'Kommende eftersyn'): open tasks due today or later, so never an overdue one; soonest first;
 * - `closed` (COMPLETED): completed or handled tasks, newest first;
 * - `coming`, `overdue`, `all`: the spec's second reading, kept as given (Completed or NotHandled; NotHandled with a
 *   future start; everything).
 * The list's day range narrows each further.
 */
export const taskFilterStates = Object.freeze({
  DASHBOARD: Object.freeze(/** @type {const} */ ({ holds: 'current', order: 'asc' })),
  URGENT: Object.freeze(/** @type {const} */ ({ holds: 'current', order: 'asc' })),
  PLANNED: Object.freeze(/** @type {const} */ ({ holds: 'upcoming', order: 'asc' })),
  COMPLETED: Object.freeze(/** @type {const} */ ({ holds: 'closed', order: 'desc' })),
  coming: Object.freeze(/** @type {const} */ ({ holds: 'coming', order: 'desc' })),
  overdue: Object.freeze(/** @type {const} */ ({ holds: 'overdue', order: 'asc' })),
  all: Object.freeze(/** @type {const} */ ({ holds: 'all', order: 'desc' })),
});

/** Statuses after which a task is no longer due (not open, never overdue). */
export const closedTaskStatusCodes = Object.freeze(/** @type {const} */ (['Completed', 'Handled']));

/** The provider-postponed status starts with this and carries the provider's name (PostponedByNordiskSikring). */
export const providerPostponedStatusPrefix = 'PostponedBy';

/**
 * The change-status select by id (spec section 4), in order. Id 3 is the provider-postponed status,
 * whose code carries the provider's name (`PostponedBy{provider}`): the API makes it from PROVIDER_NAME.
 */
export const taskStatusIds = Object.freeze(
  /** @type {const} */ ({ 1: 'Completed', 2: 'Open', 3: 'PostponedByProvider', 4: 'PostponedByCustomer', 5: 'Planned', 6: 'Handled', 7: 'NotHandled' }),
);
/** The ids the select offers, in order. */
export const taskStatusIdList = Object.freeze(/** @type {const} */ ([1, 2, 3, 4, 5, 6, 7]));

/** A task's note is optional; at most this many characters. */
export const maxTaskNoteLength = 4000;

/** The path flags of the task zip call: the same four as the issue zip (spec section 7). */
export const taskBundleFlags = Object.freeze(
  /** @type {const} */ (['includeFiles', 'includeServiceReport', 'includeIssueReport', 'includeControlSchema']),
);

/** At most this many tasks in one bundle (selected tasks plus the tasks of the selected installations). */
export const maxBundleTasks = 500;

/**
 * Whether a task status counts as open (neither Completed nor Handled).
 * @param {string} status
 */
export function isOpenTaskStatus(status) {
  return !closedTaskStatusCodes.includes(/** @type {never} */ (status));
}

/**
 * The select id of a stored status (PostponedBy{anything but Customer} is 3), or undefined (Started, Activated).
 * @param {string} status
 * @returns {number | undefined}
 */
export function taskStatusIdOf(status) {
  for (const id of taskStatusIdList) {
    if (taskStatusIds[id] === status) return id;
  }
  if (status.startsWith(providerPostponedStatusPrefix) && status !== 'PostponedByCustomer') return 3;
  return undefined;
}

/**
 * The translation key suffix of a status: the provider-postponed one is 'PostponedByProvider' whatever the name.
 * @param {string} status
 */
export function taskStatusLabelKey(status) {
  return taskStatusIdOf(status) === 3 ? 'PostponedByProvider' : status;
}

/**
 * The calendar day (YYYY-MM-DD) of an instant as the API counts days: the days of the list calls' ranges, of a
 * task's due date and of "today" (UTC).
 * @param {Date | string} instant
 */
export function dayOf(instant) {
  return new Date(instant).toISOString().slice(0, 10);
}

/**
 * Whether a task is overdue: open, and due on a day before `today` (YYYY-MM-DD, `dayOf`). A task due today is
 * not overdue.
 * @param {{ status: string, due: string }} task
 * @param {string} today
 */
export function isTaskOverdue(task, today) {
  return isOpenTaskStatus(task.status) && dayOf(task.due) < today;
}

/**
 * The instant from which a task is no longer overdue: the start of `now`'s day (`dayOf`). Open tasks due before
 * it are overdue; the API's queries compare due dates with it.
 * @param {Date | string} now
 */
export function overdueBefore(now) {
  return `${dayOf(now)}T00:00:00.000Z`;
}

/** The dictionary key of the answer to a save that would change nothing (the API's 400 and the overlay's hint). */
export const taskNoChangeKey = 'tasks.overlay.noChanges';

/**
 * Whether saving `nextStatus` with `note` on a task now in `currentStatus` changes anything: a different
 * status (by select id, so PostponedBy{provider} is one status whatever the provider's name), or a note.
 * A save that changes nothing writes neither a history entry nor an audit entry.
 * @param {string} currentStatus
 * @param {string} nextStatus
 * @param {string} note
 */
export function isTaskStatusChange(currentStatus, nextStatus, note) {
  if (note.trim() !== '') return true;
  if (currentStatus === nextStatus) return false;
  const current = taskStatusIdOf(currentStatus);
  return current === undefined || current !== taskStatusIdOf(nextStatus);
}
