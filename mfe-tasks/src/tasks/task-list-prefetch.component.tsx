import type { TaskListMode } from './task-dates';
import { useTaskPageList } from './tasks.resource';

/**
 * A list route's call, started with the route (issue 11). The page waits for its own chunk and the grid's
 * (ag-grid), and would ask only once the grid is built; this asks while they load. It shares the page's key
 * (useTaskPageList), so SWR answers the page from this one request. Renders nothing.
 */
export function TaskListPrefetch({ mode }: { mode: TaskListMode }) {
  useTaskPageList(mode);
  return null;
}
