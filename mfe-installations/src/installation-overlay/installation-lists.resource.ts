import useSWR from 'swr';
import { apiRequest, isApiError, swrKeys, type IssueRow } from '@portal/shared';
import type { TaskListStatus, TaskRow } from '@portal/shared/contract';

const segment = encodeURIComponent;

/** Spec section 9: the default time filter is from 1900 on; the overlay lists the unit's whole history. */
const FROM = '1900-01-01';
const TO = '3000-12-31';

/** POST /issue/{customerId}/installation/issues/{status}?locationReferenceCode=: the body is the installation reference code. */
export function fetchInstallationIssues(customerId: string, locationCode: string, code: string, status: 'NoAction' | 'Completed'): Promise<IssueRow[]> {
  return apiRequest<IssueRow[]>(`/issue/${segment(customerId)}/installation/issues/${status}?locationReferenceCode=${segment(locationCode)}`, {
    method: 'POST',
    body: code,
  });
}

/**
 * POST /task/{customerId}/installation/tasks/{dateFrom}/{dateTo}/{status}: the body is the installation
 * reference code (sent as a JSON string). Spec section 8: a 404 of a task list is an empty list.
 */
export async function fetchInstallationTasks(customerId: string, code: string, status: Extract<TaskListStatus, 'URGENT' | 'PLANNED' | 'COMPLETED'>): Promise<TaskRow[]> {
  try {
    return await apiRequest<TaskRow[]>(`/task/${segment(customerId)}/installation/tasks/${FROM}/${TO}/${status}`, { method: 'POST', body: code });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export interface InstallationLists {
  activeIssues: IssueRow[];
  completedIssues: IssueRow[];
  plannedTasks: TaskRow[];
  completedTasks: TaskRow[];
}

/** The unit's open tasks: its current ones (URGENT: overdue or due today) then its upcoming ones (PLANNED), a task due today once. */
function openTasks(current: readonly TaskRow[], upcoming: readonly TaskRow[]): TaskRow[] {
  const seen = new Set(current.map((row) => row.id));
  return [...current, ...upcoming.filter((row) => !seen.has(row.id))];
}

/**
 * Spec section 4: the overlay loads four sets, issues NoAction and Completed, tasks planned and Completed. The
 * planned tasks are the unit's open ones as the task lists hold them (the shared taskFilterStates): what
 * 'Aktuelle eftersyn' lists (URGENT) and what 'Kommende eftersyn' lists (PLANNED, never an overdue task), so
 * each row is on the list its link opens. The key is in the 'installation-lists' family, so an issue's or a
 * task's change reloads it.
 */
export function useInstallationLists(customerId: string | null, locationCode: string | null, code: string) {
  return useSWR<InstallationLists>(customerId && locationCode ? swrKeys.installationLists(customerId, locationCode, code) : null, async () => {
    const [activeIssues, completedIssues, currentTasks, upcomingTasks, completedTasks] = await Promise.all([
      fetchInstallationIssues(customerId as string, locationCode as string, code, 'NoAction'),
      fetchInstallationIssues(customerId as string, locationCode as string, code, 'Completed'),
      fetchInstallationTasks(customerId as string, code, 'URGENT'),
      fetchInstallationTasks(customerId as string, code, 'PLANNED'),
      fetchInstallationTasks(customerId as string, code, 'COMPLETED'),
    ]);
    return { activeIssues, completedIssues, plannedTasks: openTasks(currentTasks, upcomingTasks), completedTasks };
  });
}
