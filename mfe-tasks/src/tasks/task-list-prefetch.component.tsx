import type { TaskListMode } from './task-dates';
import { PREFETCH_DEDUPE_MS, useTaskPageList } from './tasks.resource';

/**
 * A list route's call, started with the route. The page waits for its own chunk and the grid's
 * (ag-grid), and would ask only once the grid is built; this asks while they load. It shares the page's key
 * (useTaskPageList: the active location over the page's time interval), so SWR answers the page from this one
 * request, for PREFETCH_DEDUPE_MS after it came back. Renders nothing.
 */
export function TaskListPrefetch({ mode }: { mode: TaskListMode }) {
  useTaskPageList(mode, undefined, { dedupingInterval: PREFETCH_DEDUPE_MS });
  return null;
}
