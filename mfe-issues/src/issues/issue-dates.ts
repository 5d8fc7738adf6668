import type { IssueListStatus, TimeIntervalPreset } from '@portal/shared';

export type IssueListMode = 'current' | 'completed';

/** Spec section 4: the fault filter of each list page. */
export const statusOfMode: Record<IssueListMode, IssueListStatus> = { current: 'NoAction', completed: 'Completed' };

/**
 * Each list page's time interval in the user state (its id there) and its preset (spec section 9): current
 * faults the default time filter, completed faults last year to today.
 */
export const intervalOfMode: Record<IssueListMode, { listId: string; preset: TimeIntervalPreset }> = {
  current: { listId: 'issues-current', preset: 'default' },
  completed: { listId: 'issues-completed', preset: 'completed' },
};
