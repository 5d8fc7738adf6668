import { useMemo } from 'react';
import { dashboardUpcomingRange, toDay } from '../tasks/task-dates';
import { TasksWidget } from './tasks-widget.component';

/** Dashboard 'Kommende eftersyn': the service plan, today to one month ahead, soonest first; see-all to /kommende-eftersyn. */
export function UpcomingTasksWidget() {
  const today = toDay(new Date());
  const range = useMemo(() => dashboardUpcomingRange(new Date(`${today}T12:00:00`)), [today]);
  return <TasksWidget id="upcoming-tasks-widget" titleKey="tasks.widget.upcomingTitle" seeAllPath="/kommende-eftersyn" range={range} status="PLANNED" />;
}
