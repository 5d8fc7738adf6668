import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setActiveLocation, signOut, storeToken, type LocationNode } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { chartSeries, flattenLocations, type ChartEntry } from './chart-data';
import { ChartPage } from './chart.page';

const node = (code: string, name: string, children: LocationNode[] = []): LocationNode => ({ code, name, hasIncidents: false, hasOverdue: false, children });
const tree = [node('S1', 'Hovedkontor', [node('R1', 'Kælder')]), node('S2', 'Lager')];
const stats = (code: string, name: string, counts: number[]): ChartEntry => {
  const [openIssues = 0, closedIssues = 0, openTasks = 0, closedTasks = 0] = counts;
  return { code, name, openIssues, closedIssues, openTasks, closedTasks };
};

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('S1');
});
afterEach(() => signOut());

describe('chart page', () => {
  it('flattens the tree and builds one group per location with data, four series in fixed colours', () => {
    expect(flattenLocations(tree).map((location) => location.code)).toEqual(['S1', 'R1', 'S2']);
    const { categories, series } = chartSeries([stats('S1', 'Hovedkontor', [3, 2, 1, 4]), stats('S2', 'Lager', [0, 0, 0, 0])], (key) => key);
    expect(categories).toEqual(['Hovedkontor']);
    expect(series.map((entry) => [entry.name, entry.color, entry.data])).toEqual([
      ['chart.series.currentFaults', '#c62828', [3]],
      ['chart.series.completedFaults', '#2e7d32', [2]],
      ['chart.series.currentInspections', '#ef6c00', [1]],
      ['chart.series.completedInspections', '#1565c0', [4]],
    ]);
  });

  it('filters the available list, moves locations with the keyboard, and marks one without data "(No Data)"', async () => {
    renderWithPortal(<ChartPage />, {
      route: '/chart',
      swrFallback: {
        '/location/1/locations': tree,
      },
    });
    const available = (await screen.findByTestId('chart-available')) as HTMLSelectElement;
    await waitFor(() => expect(available.options).toHaveLength(3));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrér lokationer' }), { target: { value: 'lag' } });
    expect(Array.from(available.options, (option) => option.text)).toEqual(['Lager']);
    const lager = available.options[0];
    if (lager) lager.selected = true;
    fireEvent.change(available, { target: available });
    fireEvent.keyDown(available, { key: 'Enter' });
    const selected = screen.getByTestId('chart-selected') as HTMLSelectElement;
    expect(Array.from(selected.options, (option) => option.value)).toEqual(['S2']);
    expect(available.options).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Statistik pr. lokation' })).queryByText(/Vælg en eller flere/)).toBeNull();
  });

  it('asks each selected location’s counts with the spec’s GET for that location and marks one without data', async () => {
    renderWithPortal(<ChartPage />, {
      route: '/chart',
      swrFallback: {
        '/location/1/locations': tree,
        // Only the spec's per-location calls answer here (no grouped call).
        '/chart/1/location/S1/statistics': { name: 'Hovedkontor', openIssues: 3, closedIssues: 2, openTasks: 1, closedTasks: 4 },
        '/chart/1/location/S2/statistics': { name: 'Lager', openIssues: 0, closedIssues: 0, openTasks: 0, closedTasks: 0 },
      },
    });
    const available = (await screen.findByTestId('chart-available')) as HTMLSelectElement;
    await waitFor(() => expect(available.options).toHaveLength(3));
    const move = (code: string) => {
      for (const option of Array.from(available.options)) option.selected = option.value === code;
      fireEvent.change(available, { target: available });
      fireEvent.keyDown(available, { key: 'Enter' });
    };
    move('S1');
    move('S2');
    const selected = screen.getByTestId('chart-selected') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(selected.options, (option) => option.text)).toEqual(['Hovedkontor', 'Lager (No Data)']));
    expect(await screen.findByTestId('statistics-chart')).toBeTruthy();
  });
});
