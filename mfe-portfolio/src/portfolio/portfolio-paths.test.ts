import { describe, expect, it } from 'vitest';
import { drillDownHref, drillDownOf, monthsOf } from './portfolio-paths';
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
});
