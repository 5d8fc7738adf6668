import { noonOf, shiftDate, toDay, type DayRange, type TaskListStatus, type TimeIntervalPreset } from '@portal/shared';

export type TaskListMode = 'urgent' | 'completed' | 'planned';

/** Spec section 4: the task filter of each page. */
export const statusOfMode: Record<TaskListMode, TaskListStatus> = { urgent: 'URGENT', completed: 'COMPLETED', planned: 'PLANNED' };

/**
 * Each list page's time interval in the user state (its id there) and its preset (spec section 9): urgent and
 * completed last year to today, planned today to one year ahead.
 */
export const intervalOfMode: Record<TaskListMode, { listId: string; preset: TimeIntervalPreset }> = {
  urgent: { listId: 'tasks-urgent', preset: 'urgent' },
  completed: { listId: 'tasks-completed', preset: 'completed' },
  planned: { listId: 'tasks-planned', preset: 'planned' },
};

/** Spec section 9: urgent dashboard tasks, 5 years ago to 1 year ahead (`today`: YYYY-MM-DD). */
export function dashboardUrgentRange(today: string): DayRange {
  const now = noonOf(today);
  return { from: toDay(shiftDate(now, -5)), to: toDay(shiftDate(now, 1)) };
}

/** Spec section 9: the dashboard's planned tasks, 5 years back to 1 month ahead ('Kommende eftersyn', the service plan). */
export function dashboardPlannedRange(today: string): DayRange {
  const now = noonOf(today);
  return { from: toDay(shiftDate(now, -5)), to: toDay(shiftDate(now, 0, 1)) };
}
