import { useMemo } from 'react';
import { routePath, toDay } from '@portal/shared';
import meta from '../../remote.meta.json';
import { dashboardUrgentRange } from '../tasks/task-dates';
import { useTaskList } from '../tasks/tasks.resource';
import { dashboardPageSize, TasksWidget } from './tasks-widget.component';

/** Dashboard urgent inspections: status DASHBOARD, 5 years back to 1 year ahead, most urgent first; see-all to /aktuelle-eftersyn. */
export function UrgentTasksWidget() {
  const today = toDay(new Date());
  // Recomputed per day only, so the SWR key stays the same between renders.
  const range = useMemo(() => dashboardUrgentRange(today), [today]);
  // Only the rows the widget shows: the API bounds the list (a large site has thousands).
  const list = useTaskList(range, 'DASHBOARD', dashboardPageSize);
  return <TasksWidget id="urgent-tasks-widget" titleKey="tasks.widget.urgentTitle" seeAllPath={routePath(meta, 'urgentTasks')} list={list} />;
}
