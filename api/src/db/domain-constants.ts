/**
 * Statuses and types from spec sections 4 and 9, shared by the migration's check constraints,
 * the JSON schemas and the repositories.
 */

/** Issue statuses (and those that count as open), defined once in the contract's issue rules. */
export { issueStatusCodes as issueStatuses, openIssueStatusCodes as openIssueStatuses } from '@portal/shared/rules';
export type { IssueStatusCode as IssueStatus } from '@portal/shared/rules';

export const issueKinds = ['standard', 'thermography'] as const;
export type IssueKind = (typeof issueKinds)[number];

/**
 * Task statuses seen in the spec. The provider-postponed status carries the provider's name
 * (`PostponedBy{provider}`, e.g. PostponedByNordiskSikring), so it is matched by prefix.
 */
export const taskStatuses = ['Completed', 'Open', 'PostponedByCustomer', 'Planned', 'Handled', 'NotHandled', 'Started', 'Activated'] as const;
export type FixedTaskStatus = (typeof taskStatuses)[number];
export type TaskStatus = FixedTaskStatus | `PostponedBy${string}`;
export const providerPostponedPrefix = 'PostponedBy';
/** JSON-schema pattern of a task status. */
export const taskStatusPattern = `^(${taskStatuses.join('|')}|PostponedBy[A-Za-z0-9]+)$`;

/** SQL check: a fixed status, or PostponedBy followed by the provider's name. */
export function taskStatusCheck(column: string): string {
  return `(${column} in (${taskStatuses.map((status) => `'${status}'`).join(', ')}) or (${column} like 'PostponedBy_%' and ${column} <> 'PostponedByCustomer'))`;
}

/** The provider-postponed status for a provider name: 'Nordisk Sikring' -> 'PostponedByNordiskSikring'. */
export function providerPostponedStatus(providerName: string): TaskStatus {
  return `PostponedBy${providerName.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** Statuses after which a task is no longer due. */
export const closedTaskStatuses: readonly TaskStatus[] = ['Completed', 'Handled'];

export const notificationTypes = ['UpcommingTasks3Week', 'CompletedTasksDaily'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The owner columns of a file record; exactly one is set. */
export const fileOwnerColumns = ['location_id', 'installation_id', 'issue_id', 'task_id'] as const;
export type FileOwnerColumn = (typeof fileOwnerColumns)[number];

export const filePurposes = ['attachment', 'thermography-report'] as const;
export type FilePurpose = (typeof filePurposes)[number];
