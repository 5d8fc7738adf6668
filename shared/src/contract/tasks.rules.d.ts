export declare const taskListStatuses: readonly ['DASHBOARD', 'URGENT', 'COMPLETED', 'PLANNED', 'coming', 'overdue', 'all'];
export type TaskListStatus = (typeof taskListStatuses)[number];
/** What a task filter state holds (tasks.rules.js). */
export type TaskFilterHolds = 'current' | 'upcoming' | 'closed' | 'coming' | 'overdue' | 'all';
export declare const taskFilterStates: Readonly<Record<TaskListStatus, Readonly<{ holds: TaskFilterHolds; order: 'asc' | 'desc' }>>>;
export declare const closedTaskStatusCodes: readonly ['Completed', 'Handled'];
export declare const providerPostponedStatusPrefix: 'PostponedBy';
export declare const taskStatusIds: Readonly<{
  1: 'Completed';
  2: 'Open';
  3: 'PostponedByProvider';
  4: 'PostponedByCustomer';
  5: 'Planned';
  6: 'Handled';
  7: 'NotHandled';
}>;
export type TaskStatusId = keyof typeof taskStatusIds;
export declare const taskStatusIdList: readonly [1, 2, 3, 4, 5, 6, 7];
export declare const maxTaskNoteLength: 4000;
export declare const taskBundleFlags: readonly ['includeFiles', 'includeServiceReport', 'includeIssueReport', 'includeControlSchema'];
export type TaskBundleFlag = (typeof taskBundleFlags)[number];
export declare const maxBundleTasks: 500;
export declare function isOpenTaskStatus(status: string): boolean;
export declare function taskStatusIdOf(status: string): TaskStatusId | undefined;
export declare function taskStatusLabelKey(status: string): string;
export declare function dayOf(instant: Date | string): string;
export declare function isTaskOverdue(task: { status: string; due: string }, today: string): boolean;
export declare function overdueBefore(now: Date | string): string;
