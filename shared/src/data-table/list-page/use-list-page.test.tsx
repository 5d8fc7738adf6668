import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocation, signOut, storeToken } from '../../session/session-store';
import { makeToken } from '../../testing/make-token';
import { useListPage } from './use-list-page';
import { useRowFilters, type RowFilterFields } from './use-row-filters';

interface Row {
  id: string;
  type: string;
  code: string;
  name: string;
}
const rows: Row[] = [
  { id: '1', type: 'Brandalarm', code: 'NE-111', name: 'Kælder' },
  { id: '2', type: 'Sprinkler', code: 'NE-100', name: 'Hovedkontor' },
  { id: '3', type: 'Brandalarm', code: 'NE-100', name: 'Hovedkontor' },
];
const fields: RowFilterFields<Row> = { installationType: (row) => row.type };

const at = (route: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  };

afterEach(() => signOut());

describe('useListPage', () => {
  it('takes the search from ?tableSearchQuery= and opens the filter area', () => {
    const { result } = renderHook(() => useListPage(), { wrapper: at('/aktuelle-fejl?tableSearchQuery=EL%2F1042') });
    expect(result.current.headerProps.searchText).toBe('EL/1042');
    expect(result.current.headerProps.filtersOpen).toBe(true);
    expect(result.current.tableProps.searchText).toBe('EL/1042');
  });

  it('clears the selection on another tab and on another location', () => {
    storeToken(makeToken({ CustomerId: '1' }));
    act(() => setActiveLocation('NE-100'));
    const { result } = renderHook(() => useListPage<'all' | 'thermography'>('all', ['all', 'thermography']), { wrapper: at('/aktuelle-fejl') });
    expect(result.current.headerProps.filtersOpen).toBe(false);

    act(() => result.current.selection.setSelectedIds(['1', '2']));
    expect(result.current.selection.selectedIds).toEqual(['1', '2']);
    act(() => result.current.headerProps.onTabChange?.('thermography'));
    expect(result.current.tab).toBe('thermography');
    expect(result.current.selection.selectedIds).toEqual([]);

    act(() => result.current.selection.setSelectedIds(['3']));
    act(() => setActiveLocation('NE-111'));
    expect(result.current.locationCode).toBe('NE-111');
    expect(result.current.selection.selectedIds).toEqual([]);
  });
});

describe('useListPage in the address', () => {
  const useWithLocation = () => ({ page: useListPage<'all' | 'thermography'>('all', ['all', 'thermography']), location: useLocation() });

  it('writes the search, the tab and the sort into the address, replacing nothing else', () => {
    const { result } = renderHook(useWithLocation, { wrapper: at('/aktuelle-fejl?severity=A') });
    act(() => result.current.page.headerProps.onSearchTextChange?.('EL/10'));
    act(() => result.current.page.headerProps.onTabChange?.('thermography'));
    act(() => result.current.page.tableProps.onSortChange?.({ colId: 'created', direction: 'desc' }));
    const params = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(params)).toEqual({ severity: 'A', tableSearchQuery: 'EL/10', tab: 'thermography', sort: '-created' });
    expect(result.current.page.tab).toBe('thermography');
    expect(result.current.page.sort).toEqual({ colId: 'created', direction: 'desc' });

    act(() => result.current.page.headerProps.onSearchTextChange?.(''));
    act(() => result.current.page.headerProps.onTabChange?.('all'));
    act(() => result.current.page.tableProps.onSortChange?.(null));
    expect(result.current.location.search).toBe('?severity=A');
  });

  it('reads them from a shared link, and ignores a tab or sort it does not know', () => {
    const shared = renderHook(useWithLocation, { wrapper: at('/aktuelle-fejl?tab=thermography&sort=number') });
    expect(shared.result.current.page.tab).toBe('thermography');
    expect(shared.result.current.page.tableProps.sort).toEqual({ colId: 'number', direction: 'asc' });
    const odd = renderHook(useWithLocation, { wrapper: at('/aktuelle-fejl?tab=other&sort=-%3Cscript%3E') });
    expect(odd.result.current.page.tab).toBe('all');
    expect(odd.result.current.page.sort).toBeNull();
  });
});

describe('useRowFilters', () => {
  it('offers the rows’ types, filters by one, keeps it as an option without rows, and resets on another location', () => {
    storeToken(makeToken({ CustomerId: '1' }));
    act(() => setActiveLocation('NE-111'));
    let current: Row[] = rows;
    const { result, rerender } = renderHook(() => useRowFilters(current, fields), { wrapper: at('/') });
    expect(result.current.headerProps.installationTypes).toEqual(['Brandalarm', 'Sprinkler']);

    act(() => result.current.headerProps.onInstallationTypeChange?.('Brandalarm'));
    expect(result.current.rows?.map((row) => row.id)).toEqual(['1', '3']);

    current = rows.filter((row) => row.type === 'Sprinkler');
    rerender();
    expect(result.current.headerProps.installationTypes).toEqual(['Brandalarm', 'Sprinkler']);
    expect(result.current.rows).toEqual([]);

    act(() => setActiveLocation('NE-100'));
    expect(result.current.headerProps.installationType).toBe('');
    expect(result.current.rows).toHaveLength(1);
  });

  it('keeps the chosen type in the address and takes it from a shared link', () => {
    const { result } = renderHook(() => ({ filters: useRowFilters(rows, fields), location: useLocation() }), {
      wrapper: at('/aktuelle-eftersyn?installationType=Sprinkler'),
    });
    expect(result.current.filters.headerProps.installationType).toBe('Sprinkler');
    expect(result.current.filters.rows?.map((row) => row.id)).toEqual(['2']);
    act(() => result.current.filters.headerProps.onInstallationTypeChange?.('Brandalarm'));
    expect(result.current.location.search).toBe('?installationType=Brandalarm');
    act(() => result.current.filters.headerProps.onInstallationTypeChange?.(''));
    expect(result.current.location.search).toBe('');
  });
});
