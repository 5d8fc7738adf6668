import { PREFETCH_DEDUPE_MS, useIssuePageList, type IssueListMode } from './issues.resource';

/**
 * A list route's call, started with the route. The page waits for its own chunk and the grid's
 * (ag-grid), and would ask only once the grid is built; this asks while they load. It shares the page's key
 * (useIssuePageList: the active location over the page's time interval), so SWR answers the page from this one
 * request, for PREFETCH_DEDUPE_MS after it came back. Renders nothing.
 */
export function IssueListPrefetch({ mode }: { mode: IssueListMode }) {
  useIssuePageList(mode, undefined, true, { dedupingInterval: PREFETCH_DEDUPE_MS });
  return null;
}
