import useSWR from 'swr';
import {
  addDays,
  apiRequest,
  calendarFeedEnd,
  complianceWindow,
  dueSoonDays,
  swrKeys,
  useSession,
  dayOf,
  type IssueRow,
  type PortfolioOverview,
  type PortfolioTrend,
  type TaskRow,
} from '@portal/shared';
import type { DrillDown } from './portfolio-paths';

/** GET /portfolio/{customerId}/overview?months=: every location the user may see. */
export function usePortfolioOverview(months: number) {
  const { customerId } = useSession();
  return useSWR<PortfolioOverview>(customerId ? swrKeys.portfolioOverview(customerId, months) : null);
}

/** GET /portfolio/{customerId}/trend?months=. */
export function usePortfolioTrend(months: number) {
  const { customerId } = useSession();
  return useSWR<PortfolioTrend>(customerId ? swrKeys.portfolioTrend(customerId, months) : null);
}

type TaskKey = ReturnType<typeof swrKeys.taskListOfLocations>;
type IssueKey = ReturnType<typeof swrKeys.issueListOfLocations>;

/** The spec's calls for several locations (POST .../tasks/{from}/{to}/{status}, POST .../issues/{from}/{to}/{status}). */
function tasksOf([, customerId, from, to, status, ...codes]: TaskKey): Promise<TaskRow[]> {
  return apiRequest<TaskRow[]>(`/task/${encodeURIComponent(customerId)}/tasks/${from}/${to}/${status}`, { method: 'POST', body: codes });
}

function issuesOf([, customerId, from, to, status, ...codes]: IssueKey): Promise<IssueRow[]> {
  return apiRequest<IssueRow[]>(`/issue/${encodeURIComponent(customerId)}/issues/${from}/${to}/${status}`, { method: 'POST', body: codes });
}

/**
 * The day range a drill-down asks for, by the compliance rule (portfolio.rules.js): overdue = open and due from
 * the window's first day to yesterday; due soon = open and due from today to 30 days ahead; planned = from today
 * to the calendar feed's last month.
 */
export function drillDownRange(kind: DrillDown['kind'], months: number, today: string): { from: string; to: string } {
  if (kind === 'dueSoon') return { from: today, to: addDays(today, dueSoonDays) };
  if (kind === 'planned') return { from: today, to: addDays(calendarFeedEnd(today), -1) };
  if (kind === 'overdue') return { from: complianceWindow(months, today).from, to: addDays(today, -1) };
  return { from: '1900-01-01', to: today };
}

/**
 * The list statuses a drill-down asks for: the open tasks (URGENT lists those due by today, PLANNED those due today
 * or later) and the current faults.
 */
const taskStatusOf = (kind: DrillDown['kind']) => (kind === 'planned' ? 'PLANNED' : 'URGENT');
const DRILL_DOWN_ISSUE_STATUS = 'active';

/** The rows of a drill-down: open tasks (URGENT lists open ones) or current faults of the locations. */
export function useDrillDownRows(drillDown: DrillDown) {
  const { customerId } = useSession();
  const today = dayOf(new Date());
  const { from, to } = drillDownRange(drillDown.kind, drillDown.months, today);
  const isTasks = drillDown.kind !== 'openFaults';
  const taskStatus = taskStatusOf(drillDown.kind);
  const status = isTasks ? taskStatus : DRILL_DOWN_ISSUE_STATUS;
  const tasks = useSWR<TaskRow[], Error, TaskKey | null>(
    customerId && isTasks ? swrKeys.taskListOfLocations(customerId, from, to, taskStatus, drillDown.locations) : null,
    tasksOf,
  );
  const issues = useSWR<IssueRow[], Error, IssueKey | null>(
    customerId && !isTasks ? swrKeys.issueListOfLocations(customerId, from, to, DRILL_DOWN_ISSUE_STATUS, drillDown.locations) : null,
    issuesOf,
  );
  return { tasks, issues, isTasks, from, to, status };
}
