import { swrKeyFamilies, type SwrKeyFamily } from './swr-keys';

/**
 * Which cached data each data-changed domain makes stale: the one place that says who reloads after
 * what, whichever remote wrote and whichever remote or the shell shows the data. The writer updates
 * what its call returned itself (e.g. the details after a status update) and dispatches the
 * domain; everything listed here is revalidated on the whole page.
 */
export const revalidationMap = {
  // Spec section 4: after a status update the lists reload. The key numbers (current issues), the
  // picker's issue badges, the chart's counts and the portfolio overview count current issues, so they reload too.
  'issue-status': ['issue-lists', 'location-details', 'location-tree', 'location-statistics', 'installation-lists', 'portfolio'],
  // A file added to or removed from an issue: the lists show the file count.
  'issue-files': ['issue-lists', 'installation-lists'],
  // A document uploaded to or deleted from a location: its documents block.
  'location-files': ['location-files'],
  // A task's status: the task lists (also the installation overlay's), its history, the picker's overdue
  // badges, the chart's task counts and the portfolio overview's inspections.
  'task-status': ['task-lists', 'task-details', 'location-tree', 'location-statistics', 'installation-lists', 'portfolio'],
  // A file added to or removed from a task: the lists' file count and the task's file list.
  'task-files': ['task-lists', 'task-details'],
  // A quote decided: every quote list, and the faults' details (their history has the decision).
  'quote-decision': ['quotes', 'issue-details'],
} as const satisfies Record<string, readonly SwrKeyFamily[]>;

/** What a `dispatchDataChanged({ domain })` can say changed. */
export type DataDomain = keyof typeof revalidationMap;

/** The SWR key matcher for a domain: true for every key the change makes stale. */
export function staleKeysOf(domain: DataDomain): (key: unknown) => boolean {
  const families: readonly SwrKeyFamily[] = revalidationMap[domain] ?? [];
  return (key) => families.some((family) => swrKeyFamilies[family](key));
}
