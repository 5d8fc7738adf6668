import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocation, setRuntimeConfig, signOut, storeToken, type Installation, type InstallationQueryResult } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { InstallationsPage } from './installations.page';

const unit = (id: number, name: string, status: Installation['status']): Installation => ({
  id,
  name,
  code: `ABA/${1000 + id}`,
  type: 'ABA brandalarm',
  hasOverdue: status === 'yellow',
  incidents: status === 'red',
  status,
  files: [],
});

const requests: URL[] = [];

beforeEach(() => {
  requests.length = 0;
  setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as Parameters<typeof setRuntimeConfig>[0]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      requests.push(url);
      const body: InstallationQueryResult = {
        installations: [unit(1, 'ABA-central, kælder', 'red'), unit(2, 'AVS-central, tag', 'yellow'), unit(3, 'Nødlys, gang', 'green')],
        total: 3,
        types: ['ABA brandalarm', 'AVS varsling'],
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  storeToken(makeToken({ CustomerId: '1' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('InstallationsPage', () => {
  it('asks for a location when none is active', () => {
    renderWithPortal(<InstallationsPage />, { route: '/enheder' });
    expect(screen.getByText('Vælg en lokation for at se dens enheder.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('loads the first block of 10 (name ascending) of the active location and shows each unit with its status colour', async () => {
    setActiveLocation('NE-111');
    renderWithPortal(<InstallationsPage />, { route: '/enheder' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enheder' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('ABA-central, kælder')).toBeTruthy());
    const query = requests.find((url) => url.pathname.endsWith('/installations/query'));
    expect(query?.pathname).toBe('/api/installation/1/location/NE-111/installations/query');
    expect(Object.fromEntries(query?.searchParams ?? [])).toEqual({ skip: '0', take: '10', sortCol: 'name', sortDir: 'asc' });
    expect(screen.getByText('Fejl på enheden')).toBeTruthy();
    expect(screen.getByText('Forfaldne eftersyn')).toBeTruthy();
    expect(screen.getByText('1003')).toBeTruthy();
  });

  it('asks the server again when a column is sorted, with that column', async () => {
    setActiveLocation('NE-111');
    renderWithPortal(<InstallationsPage />, { route: '/enheder' });
    await waitFor(() => expect(screen.getByText('ABA-central, kælder')).toBeTruthy());
    const header = document.querySelector('.ag-header-cell[col-id="code"] .ag-header-cell-label') as HTMLElement;
    fireEvent.click(header);
    await waitFor(() => expect(requests.some((url) => url.searchParams.get('sortCol') === 'code')).toBe(true));
    const sorted = requests.filter((url) => url.searchParams.get('sortCol') === 'code');
    expect(sorted.map((url) => [url.searchParams.get('skip'), url.searchParams.get('sortDir')])).toEqual([['0', 'asc']]);
  });
});
