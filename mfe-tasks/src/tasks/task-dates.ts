import type { TaskListStatus, TimeIntervalPreset } from '@portal/shared';

export type TaskListMode = 'urgent' | 'completed' | 'planned';

/** Spec section 4: the task filter of each page. */
export const statusOfMode: Record<TaskListMode, TaskListStatus> = { urgent: 'URGENT', completed: 'COMPLETED', planned: 'PLANNED' };

/**
 * Each list page's time interval in the user state (its id there) and its preset (spec section 9, ADR 0046):
 * urgent 1900-01-01 to today, completed last year to today, planned today to one year ahead. The dashboard's
 * task tables ask over the same intervals.
 */
export const intervalOfMode: Record<TaskListMode, { listId: string; preset: TimeIntervalPreset }> = {
  urgent: { listId: 'tasks-urgent', preset: 'urgent' },
  completed: { listId: 'tasks-completed', preset: 'completed' },
  planned: { listId: 'tasks-planned', preset: 'planned' },
};
