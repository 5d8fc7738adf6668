import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, storeToken, type PortfolioLocation } from '@portal/shared';
import { makeToken, phoneScreen, renderWithPortal } from '@portal/shared/testing';
import { LocationTable } from './location-table.component';
import { sortOf, sortValue } from './location-cards.component';

const location = (code: string, name: string, values: Partial<PortfolioLocation> = {}): PortfolioLocation => ({
  code,
  name,
  parentCode: null,
  depth: 0,
  latitude: null,
  longitude: null,
  compliancePercent: 90,
  badge: 'Compliant',
  onTime: 9,
  late: 1,
  overdue: 0,
  dueSoon: 0,
  openIssues: 0,
  oldestOpenIssueDays: null,
  worstIssue: null,
  awaitingVerification: 0,
  ...values,
});

const locations = [
  location('NE-100', 'Hovedkontor', { badge: 'AtRisk', compliancePercent: 70, overdue: 3, openIssues: 1, oldestOpenIssueDays: 12, worstIssue: { id: 1, number: 'F-1', severity: 'A' } }),
  location('NE-110', 'Bygning A', { parentCode: 'NE-100', depth: 1, openIssues: 1 }),
  location('NE-200', 'Lager', { openIssues: 4 }),
];

beforeEach(() => storeToken(makeToken({ CustomerId: '1' })));
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('LocationTable on a phone', () => {
  it('shows a card a location (no table): badge as words, figures as links to their lists, children on demand', () => {
    phoneScreen(true);
    renderWithPortal(<LocationTable locations={locations} months={12} />, { route: '/overblik' });
    expect(screen.queryByTestId('portfolio-table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Lokationer' });
    expect(within(list).getAllByTestId('location-card')).toHaveLength(2);
    const head = within(list).getAllByTestId('location-card')[0] as HTMLElement;
    expect(head.textContent).toContain('I risiko');
    expect(head.textContent).toContain('Klasse A, 12 dage');
    expect(within(head).getByRole('link', { name: '3 overskredne eftersyn på Hovedkontor' }).getAttribute('href')).toBe('/overblik/liste?kind=overdue&months=12&locations=NE-100');
    fireEvent.click(within(head).getByRole('button', { name: 'Vis lokationer under Hovedkontor' }));
    expect(within(list).getAllByTestId('location-card')).toHaveLength(3);
  });

  it('sorts with a select: open faults, most first', () => {
    phoneScreen(true);
    renderWithPortal(<LocationTable locations={locations} months={12} />, { route: '/overblik' });
    const names = () => screen.getAllByTestId('location-card').map((card) => card.querySelector('[data-level]')?.textContent);
    expect(names()[0]).toContain('Hovedkontor');
    fireEvent.change(screen.getByLabelText('Sortér efter'), { target: { value: 'openIssues:desc' } });
    expect(names()[0]).toContain('Lager');
    expect((screen.getByLabelText('Sortér efter') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Åbne fejl, faldende');
  });

  it('on a desktop keeps the table with its sortable column headers', () => {
    phoneScreen(false);
    renderWithPortal(<LocationTable locations={locations} months={12} />, { route: '/overblik' });
    expect(screen.getByTestId('portfolio-table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Lokationer' })).toBeNull();
    expect(screen.queryByLabelText('Sortér efter')).toBeNull();
  });
});

describe('the sort select value', () => {
  it('round-trips and falls back to the name', () => {
    expect(sortOf(sortValue({ key: 'overdue', descending: true }))).toEqual({ key: 'overdue', descending: true });
    expect(sortOf('nonsense')).toEqual({ key: 'name', descending: false });
  });
});
