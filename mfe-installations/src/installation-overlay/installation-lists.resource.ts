import useSWR from 'swr';
import { apiRequest, isApiError, type IssueRow } from '@portal/shared';

const segment = encodeURIComponent;

/**
 * The fields of a task row the overlay shows (spec section 3 "Task row"). A small local type: to be
 * replaced by `@portal/shared` contract task types at merge (the task calls are issue 12's).
 */
export interface InstallationTaskRow {
  id: number;
  number: string;
  status: string;
  due: string;
  completed: string | null;
  installationReferenceCode: string;
}

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
 * reference code. Spec section 8: a 404 of a task list is an empty list.
 */
export async function fetchInstallationTasks(customerId: string, code: string, status: 'Planned' | 'Completed'): Promise<InstallationTaskRow[]> {
  try {
    return await apiRequest<InstallationTaskRow[]>(`/task/${segment(customerId)}/installation/tasks/${FROM}/${TO}/${status}`, { method: 'POST', body: code });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export interface InstallationLists {
  activeIssues: IssueRow[];
  completedIssues: IssueRow[];
  plannedTasks: InstallationTaskRow[];
  completedTasks: InstallationTaskRow[];
}

/** Spec section 4: the overlay loads four sets, issues NoAction and Completed, tasks Planned and Completed. */
export function useInstallationLists(customerId: string | null, locationCode: string | null, code: string) {
  return useSWR<InstallationLists>(customerId && locationCode ? ['installation-lists', customerId, locationCode, code] : null, async () => {
    const [activeIssues, completedIssues, plannedTasks, completedTasks] = await Promise.all([
      fetchInstallationIssues(customerId as string, locationCode as string, code, 'NoAction'),
      fetchInstallationIssues(customerId as string, locationCode as string, code, 'Completed'),
      fetchInstallationTasks(customerId as string, code, 'Planned'),
      fetchInstallationTasks(customerId as string, code, 'Completed'),
    ]);
    return { activeIssues, completedIssues, plannedTasks, completedTasks };
  });
}
