import { routePath } from '@portal/shared';
import meta from '../../remote.meta.json';
import { useTaskList, useTaskPageInterval } from '../tasks/tasks.resource';
import { dashboardPageSize, TasksWidget } from './tasks-widget.component';

/**
 * Dashboard 'Kommende eftersyn': status PLANNED (open tasks due today or later, never an overdue one) over the
 * planned list's own interval, soonest first, so its rows are the first of what 'Se alle' (/kommende-eftersyn)
 * lists (ADR 0042 addendum).
 */
export function UpcomingTasksWidget() {
  const { range } = useTaskPageInterval('planned');
  const list = useTaskList(range, 'PLANNED', dashboardPageSize);
  return <TasksWidget id="upcoming-tasks-widget" titleKey="tasks.widget.upcomingTitle" seeAllPath={routePath(meta, 'plannedTasks')} list={list} />;
}
