import { useMemo } from 'react';
import { routePath, toDay } from '@portal/shared';
import meta from '../../remote.meta.json';
import { dashboardPlannedRange } from '../tasks/task-dates';
import { useServicePlan } from '../tasks/tasks.resource';
import { dashboardPageSize, TasksWidget } from './tasks-widget.component';

/**
 * Dashboard 'Kommende eftersyn' (spec sections 2, 7 and 9): the location's service plan (GET .../serviceplan)
 * over the dashboard's planned-tasks interval, 5 years back to 1 month ahead, so a planned inspection that is
 * still not done stays on it, marked overdue; soonest first; see-all to /kommende-eftersyn.
 */
export function UpcomingTasksWidget() {
  const today = toDay(new Date());
  const range = useMemo(() => dashboardPlannedRange(today), [today]);
  const list = useServicePlan(range, dashboardPageSize);
  return <TasksWidget id="upcoming-tasks-widget" titleKey="tasks.widget.upcomingTitle" seeAllPath={routePath(meta, 'plannedTasks')} list={list} />;
}
