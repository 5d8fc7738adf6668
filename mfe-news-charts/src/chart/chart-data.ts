import type { LocationNode, LocationStatistics } from '@portal/shared';

/** A location of the picker: every level of the tree, in tree order. */
export interface ChartLocation {
  code: string;
  name: string;
}

export function flattenLocations(nodes: readonly LocationNode[]): ChartLocation[] {
  return nodes.flatMap((node) => [{ code: node.code, name: node.name }, ...flattenLocations(node.children)]);
}

/** The page's default choice: every top-level site of the customer. */
export function topLevelCodes(nodes: readonly LocationNode[]): string[] {
  return nodes.map((node) => node.code);
}

/**
 * The tree as the filter shows it: a node that matches (by name or code) with all its descendants, and the
 * ancestors of any match, so a match is always shown where it sits. An empty filter keeps the whole tree.
 */
export function filterTree(nodes: readonly LocationNode[], matches: (node: LocationNode) => boolean): LocationNode[] {
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterTree(node.children, matches);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** One bar group: a selected location's code and its counts (GET .../location/{code}/statistics). */
export interface ChartEntry extends LocationStatistics {
  code: string;
}

/** Spec section 4: a location with no data gets '(No Data)' appended to its label and no bar group. */
export const NO_DATA_SUFFIX = ' (No Data)';

export function hasData(entry: ChartEntry): boolean {
  return entry.openIssues + entry.closedIssues + entry.openTasks + entry.closedTasks > 0;
}

/**
 * The four series of spec section 9, in their order. Each one's fixed colour is chart.module.css's
 * `--chart-series-{index}` (Highcharts in styled mode paints by series index, not from options).
 */
export const CHART_SERIES = [
  { field: 'openIssues', labelKey: 'chart.series.currentFaults' },
  { field: 'closedIssues', labelKey: 'chart.series.completedFaults' },
  { field: 'openTasks', labelKey: 'chart.series.currentInspections' },
  { field: 'closedTasks', labelKey: 'chart.series.completedInspections' },
] as const;

export interface ChartSeries {
  name: string;
  data: number[];
}

/** One bar group per location that has data (categories), one series per count. */
export function chartSeries(entries: readonly ChartEntry[], label: (key: string) => string): { categories: string[]; series: ChartSeries[] } {
  const shown = entries.filter(hasData);
  return {
    categories: shown.map((entry) => entry.name),
    series: CHART_SERIES.map((series) => ({ name: label(series.labelKey), data: shown.map((entry) => entry[series.field]) })),
  };
}
