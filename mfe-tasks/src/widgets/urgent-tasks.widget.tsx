import { useMemo } from 'react';
import { dashboardUrgentRange, toDay } from '../tasks/task-dates';
import { TasksWidget } from './tasks-widget.component';

/** Dashboard urgent inspections: status DASHBOARD, 5 years back to 1 year ahead, most urgent first; see-all to /aktuelle-eftersyn. */
export function UrgentTasksWidget() {
  const today = toDay(new Date());
  // Recomputed per day only, so the SWR key stays the same between renders.
  const range = useMemo(() => dashboardUrgentRange(new Date(`${today}T12:00:00`)), [today]);
  return <TasksWidget id="urgent-tasks-widget" titleKey="tasks.widget.urgentTitle" seeAllPath="/aktuelle-eftersyn" range={range} status="DASHBOARD" />;
}
