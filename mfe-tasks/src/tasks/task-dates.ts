import type { TaskListStatus } from '@portal/shared';

/** A date range of the list calls, as calendar days (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of a date as YYYY-MM-DD. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function shifted(date: Date, years: number, months = 0): Date {
  const result = new Date(date);
  result.setFullYear(result.getFullYear() + years, result.getMonth() + months);
  return result;
}

export type TaskListMode = 'urgent' | 'completed' | 'planned';

/** Spec section 4: the task filter of each page. */
export const statusOfMode: Record<TaskListMode, TaskListStatus> = { urgent: 'URGENT', completed: 'COMPLETED', planned: 'PLANNED' };

/** Spec section 9: completed / urgent, last year to today; planned, today to one year ahead. */
export function pageRange(mode: TaskListMode, now: Date = new Date()): DayRange {
  if (mode === 'planned') return { from: toDay(now), to: toDay(shifted(now, 1)) };
  return { from: toDay(shifted(now, -1)), to: toDay(now) };
}

/** Spec section 9: urgent dashboard tasks, 5 years ago to 1 year ahead. */
export function dashboardUrgentRange(now: Date = new Date()): DayRange {
  return { from: toDay(shifted(now, -5)), to: toDay(shifted(now, 1)) };
}

/** Spec section 9: the dashboard's service plan, today to one month ahead ('Kommende eftersyn'). */
export function dashboardUpcomingRange(now: Date = new Date()): DayRange {
  return { from: toDay(now), to: toDay(shifted(now, 0, 1)) };
}
