import { describe, expect, it } from 'vitest';
import type { PortfolioLocation } from '@portal/shared';
import { tableRows } from './location-tree';

const location = (code: string, name: string, parentCode: string | null, figures: Partial<PortfolioLocation> = {}): PortfolioLocation => ({
  code,
  name,
  parentCode,
  depth: parentCode === null ? 0 : 1,
  latitude: null,
  longitude: null,
  compliancePercent: null,
  badge: null,
  onTime: 0,
  late: 0,
  overdue: 0,
  dueSoon: 0,
  openIssues: 0,
  oldestOpenIssueDays: null,
  worstIssue: null,
  awaitingVerification: 0,
  ...figures,
});

const locations = [
  location('S1', 'Bravo site', null, { compliancePercent: 95, overdue: 1, openIssues: 4 }),
  location('B1', 'Building one', 'S1', { compliancePercent: 60, overdue: 1, openIssues: 3 }),
  location('B2', 'Building two', 'S1', { compliancePercent: 99, openIssues: 1 }),
  location('S2', 'Alpha site', null, { compliancePercent: 70, overdue: 5 }),
  location('S3', 'Charlie site', null),
];
const codes = (rows: ReturnType<typeof tableRows>) => rows.map((row) => row.location.code);

describe('the location table rows', () => {
  it('shows the top level by name, children only under an expanded parent, indented', () => {
    expect(codes(tableRows(locations, { key: 'name', descending: false }, new Set(), ''))).toEqual(['S2', 'S1', 'S3']);
    const open = tableRows(locations, { key: 'name', descending: false }, new Set(['S1']), '');
    expect(codes(open)).toEqual(['S2', 'S1', 'B1', 'B2', 'S3']);
    expect(open.map((row) => row.level)).toEqual([0, 0, 1, 1, 0]);
    expect(open[1]).toMatchObject({ hasChildren: true, expanded: true });
  });

  it('sorts siblings within their parent; no score sorts last both ways', () => {
    const expanded = new Set(['S1']);
    expect(codes(tableRows(locations, { key: 'compliance', descending: false }, expanded, ''))).toEqual(['S2', 'S1', 'B1', 'B2', 'S3']);
    expect(codes(tableRows(locations, { key: 'compliance', descending: true }, expanded, ''))).toEqual(['S1', 'B2', 'B1', 'S2', 'S3']);
    expect(codes(tableRows(locations, { key: 'openIssues', descending: true }, expanded, ''))).toEqual(['S1', 'B1', 'B2', 'S2', 'S3']);
  });

  it('lists every match of a search flat, by name or code, children included', () => {
    expect(codes(tableRows(locations, { key: 'name', descending: false }, new Set(), 'building'))).toEqual(['B1', 'B2']);
    expect(codes(tableRows(locations, { key: 'name', descending: false }, new Set(), 's3'))).toEqual(['S3']);
    expect(tableRows(locations, { key: 'name', descending: false }, new Set(), 'zzz')).toEqual([]);
  });
});
