import { complianceWindowMonths, routePath, defaultComplianceWindowMonths, isComplianceWindowMonths, type ComplianceWindowMonths } from '@portal/shared';
import meta from '../../remote.meta.json';

/** The overview, and the list a figure opens (the URL carries what it shows, so it can be bookmarked and sent). */
export const OVERVIEW_PATH = routePath(meta, 'overview');
export const DRILL_DOWN_PATH = `${OVERVIEW_PATH}/liste`;

/**
 * What a figure lists: open inspections past their day, those due within 30 days, open faults (oldest first); and
 * the open inspections of the calendar feed's months ahead, which a calendar event's link opens.
 */
export const drillDownKinds = ['overdue', 'dueSoon', 'openFaults', 'planned'] as const;
export type DrillDownKind = (typeof drillDownKinds)[number];

export interface DrillDown {
  kind: DrillDownKind;
  months: ComplianceWindowMonths;
  /** Location codes; each with its sub-locations. */
  locations: readonly string[];
}

/** The window of a `?months=` value; the default when absent or not one of the choices. */
export function monthsOf(value: string | null): ComplianceWindowMonths {
  const months = Number(value);
  return isComplianceWindowMonths(months) ? months : defaultComplianceWindowMonths;
}

export const windowChoices: readonly ComplianceWindowMonths[] = complianceWindowMonths;

export function drillDownHref({ kind, months, locations }: DrillDown): string {
  const query = new URLSearchParams({ kind, months: String(months), locations: locations.join(',') });
  return `${DRILL_DOWN_PATH}?${query.toString()}`;
}

/** The drill-down a URL's query asks for; null when it names no kind or no location. */
export function drillDownOf(search: URLSearchParams): DrillDown | null {
  const kind = search.get('kind');
  const locations = (search.get('locations') ?? '').split(',').map((code) => code.trim()).filter((code) => code !== '');
  if (!drillDownKinds.includes(kind as DrillDownKind) || locations.length === 0) return null;
  return { kind: kind as DrillDownKind, months: monthsOf(search.get('months')), locations };
}
