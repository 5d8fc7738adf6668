import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { apiFetcher, setActiveLocation, setRuntimeConfig, signOut, storeToken, type LocationNode } from '@portal/shared';
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
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('chart page', () => {
  it('flattens the tree and builds one group per location with data, the four series in the spec’s order', () => {
    expect(flattenLocations(tree).map((location) => location.code)).toEqual(['S1', 'R1', 'S2']);
    const { categories, series } = chartSeries([stats('S1', 'Hovedkontor', [3, 2, 1, 4]), stats('S2', 'Lager', [0, 0, 0, 0])], (key) => key);
    expect(categories).toEqual(['Hovedkontor']);
    expect(series.map((entry) => [entry.name, entry.data])).toEqual([
      ['chart.series.currentFaults', [3]],
      ['chart.series.completedFaults', [2]],
      ['chart.series.currentInspections', [1]],
      ['chart.series.completedInspections', [4]],
    ]);
  });

  it('checks every top-level site at first, follows the tree’s order and filters by name or code', async () => {
    renderWithPortal(<ChartPage />, { route: '/chart', swrFallback: { '/location/1/locations': tree } });
    const box = (name: RegExp) => screen.findByRole('checkbox', { name });
    expect(((await box(/^Hovedkontor/)) as HTMLInputElement).checked).toBe(true);
    expect(((await box(/^Lager/)) as HTMLInputElement).checked).toBe(true);
    expect(((await box(/^Kælder/)) as HTMLInputElement).checked).toBe(false);
    expect(within(screen.getByRole('region', { name: 'Statistik pr. lokation' })).queryByText(/Vælg en eller flere/)).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrér lokationer' }), { target: { value: 'r1' } });
    // The match by code, under its parent: the tree keeps where it sits.
    expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.closest('label')?.textContent)).toEqual(['HovedkontorS1', 'KælderR1']);
    fireEvent.click(await box(/^Kælder/));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filtrér lokationer' }), { target: { value: '' } });
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, true, true]);

    fireEvent.click(screen.getByRole('button', { name: 'Fravælg alle' }));
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(screen.getByText(/Vælg en eller flere/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alle hovedlokationer' }));
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, false, true]);

    fireEvent.click(screen.getByRole('button', { name: 'Skjul underlokationer til Hovedkontor' }));
    expect(screen.queryByRole('checkbox', { name: /^Kælder/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Vis underlokationer til Hovedkontor' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('asks each checked location’s counts with the spec’s GET for that location and marks one without data', async () => {
    renderWithPortal(<ChartPage />, {
      route: '/chart',
      swrFallback: {
        '/location/1/locations': tree,
        // Only the spec's per-location calls answer here (no grouped call).
        '/chart/1/location/S1/statistics': { name: 'Hovedkontor', openIssues: 3, closedIssues: 2, openTasks: 1, closedTasks: 4 },
        '/chart/1/location/S2/statistics': { name: 'Lager', openIssues: 0, closedIssues: 0, openTasks: 0, closedTasks: 0 },
      },
    });
    await waitFor(() => expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.closest('label')?.textContent)).toEqual(['HovedkontorS1', 'KælderR1', 'Lager (No Data)S2']));
    expect(await screen.findByTestId('statistics-chart')).toBeTruthy();
  });

  it('says when a location’s counts fail and asks again on “Prøv igen”', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/locations')) return new Response(JSON.stringify([node('S1', 'Hovedkontor')]), { status: 200, headers: { 'content-type': 'application/json' } });
        calls += 1;
        if (calls === 1) return new Response(JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Tællingerne fejlede' }), { status: 500, headers: { 'content-type': 'application/json' } });
        return new Response(JSON.stringify({ name: 'Hovedkontor', openIssues: 1, closedIssues: 0, openTasks: 0, closedTasks: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    // The portal's fetcher, asking on mount (the test wrapper's SWR asks nothing by itself).
    renderWithPortal(
      <SWRConfig value={{ fetcher: apiFetcher, revalidateOnMount: true, shouldRetryOnError: false }}>
        <ChartPage />
      </SWRConfig>,
      { route: '/chart', swrFallback: { '/location/1/locations': [node('S1', 'Hovedkontor')] } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tællingerne fejlede');
    fireEvent.click(within(alert).getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByTestId('statistics-chart')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
