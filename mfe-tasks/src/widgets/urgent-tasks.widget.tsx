import { routePath } from '@portal/shared';
import meta from '../../remote.meta.json';
import { useTaskList, useTaskPageInterval } from '../tasks/tasks.resource';
import { dashboardPageSize, TasksWidget } from './tasks-widget.component';

/**
 * Dashboard urgent inspections: status DASHBOARD (the current tasks, as URGENT) over the urgent list's own
 * interval, most urgent first, so its rows are the first of what 'Se alle' (/aktuelle-eftersyn) lists.
 */
export function UrgentTasksWidget() {
  const { range } = useTaskPageInterval('urgent');
  // Only the rows the widget shows: the API bounds the list (a large site has thousands).
  const list = useTaskList(range, 'DASHBOARD', dashboardPageSize);
  return <TasksWidget id="urgent-tasks-widget" titleKey="tasks.widget.urgentTitle" seeAllPath={routePath(meta, 'urgentTasks')} list={list} />;
}
