import { describe, expect, it } from 'vitest';
import { plannedTaskPath } from '@portal/shared';
import { DRILL_DOWN_PATH, drillDownHref, drillDownOf, monthsOf } from './portfolio-paths';
import { drillDownRange } from './portfolio.resource';

describe('the drill-down URL', () => {
  it('carries the kind, the window and the locations, and reads them back', () => {
    const href = drillDownHref({ kind: 'overdue', months: 6, locations: ['NE-100', 'NE-200'] });
    expect(href).toBe('/overblik/liste?kind=overdue&months=6&locations=NE-100%2CNE-200');
    expect(drillDownOf(new URL(href, 'http://portal').searchParams)).toEqual({ kind: 'overdue', months: 6, locations: ['NE-100', 'NE-200'] });
  });

  it('refuses an unknown kind or no locations, and takes the default window for a bad one', () => {
    expect(drillDownOf(new URLSearchParams('kind=all&locations=A'))).toBeNull();
    expect(drillDownOf(new URLSearchParams('kind=overdue&locations='))).toBeNull();
    expect(monthsOf('5')).toBe(12);
    expect(monthsOf(null)).toBe(12);
    expect(monthsOf('24')).toBe(24);
  });

  it('asks the lists for the compliance rule’s days: overdue up to yesterday, due soon from today for 30 days', () => {
    expect(drillDownRange('overdue', 3, '2026-11-26')).toEqual({ from: '2026-09-01', to: '2026-11-25' });
    expect(drillDownRange('dueSoon', 3, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-26' });
  });

  it('opens a calendar event’s link: the planned inspections of its location, up to the feed’s last day', () => {
    const link = new URL(plannedTaskPath('NE-100', 'T-42'), 'http://portal');
    expect(link.pathname).toBe(DRILL_DOWN_PATH);
    expect(drillDownOf(link.searchParams)).toEqual({ kind: 'planned', months: 12, locations: ['NE-100'] });
    expect(link.searchParams.get('eftersyn')).toBe('T-42');
    expect(drillDownRange('planned', 12, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2027-11-25' });
    expect(drillDownRange('planned', 12, '2028-02-29')).toEqual({ from: '2028-02-29', to: '2029-02-27' });
  });
});
