import { isOpenTaskStatus, taskStatusLabelKey } from '../contract/tasks.rules.js';
import type { ChipTone } from './status-chip.component';

/**
 * The colour of each status, stated once for every list, dashboard table and overlay: a task not handled is
 * red, a postponed one yellow, a done one green, one planned or under way blue.
 */
export function taskStatusTone(status: string): ChipTone {
  if (!isOpenTaskStatus(status)) return 'success';
  const key = taskStatusLabelKey(status);
  if (key === 'NotHandled') return 'danger';
  if (key === 'PostponedByProvider' || key === 'PostponedByCustomer') return 'warning';
  return 'info';
}

/**
 * A fault: an error incident red, a new one (created by the provider, or reported by the customer) yellow, one
 * without incident grey, a completed one green.
 */
export function issueStatusTone(status: string): ChipTone {
  switch (status) {
    case 'Error':
      return 'danger';
    case 'Created':
    case 'Reported':
      return 'warning';
    case 'Completed':
      return 'success';
    // Completed by the customer, awaiting the provider's check.
    case 'CustomerFixPending':
      return 'info';
    default:
      return 'neutral';
  }
}

/** A fault's severity (issueSeverity): A critical red, B significant yellow, C minor grey. */
export function severityTone(severity: string): ChipTone {
  if (severity === 'A') return 'danger';
  if (severity === 'B') return 'warning';
  return 'neutral';
}
