import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setActiveLocation, signOut, storeToken } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { IssueListPage } from './issue-list.page';

const currentKey = '/issue/1/location/NE-111/issues/1900-01-01/3000-01-01/NoAction';

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-111');
});

afterEach(() => signOut());

function filterButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Filter' }) as HTMLButtonElement;
}

describe('IssueListPage', () => {
  it('shows the empty-table text with the lower-cased table name', async () => {
    renderWithPortal(<IssueListPage mode="current" />, { route: '/aktuelle-fejl', swrFallback: { [currentKey]: [] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Aktuelle fejl' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Der er ingen data for aktuelle fejl')).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Alle fejl', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Kun termografi' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download rapporter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('fills the search from ?tableSearchQuery= and opens the filter area', () => {
    renderWithPortal(<IssueListPage mode="current" />, { route: '/aktuelle-fejl?tableSearchQuery=NE-111%2FBA-7', swrFallback: { [currentKey]: [] } });
    expect((screen.getByRole('searchbox', { name: 'Søg' }) as HTMLInputElement).value).toBe('NE-111/BA-7');
    expect(filterButton().getAttribute('aria-expanded')).toBe('true');
  });

  it('starts with an empty search and closed filters without the parameter', () => {
    renderWithPortal(<IssueListPage mode="completed" />, { route: '/afsluttede-fejl', swrFallback: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Afsluttede fejl' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Søg', hidden: true }) as HTMLInputElement).value).toBe('');
    expect(filterButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('asks for a location when none is active', () => {
    signOut();
    renderWithPortal(<IssueListPage mode="current" />, { route: '/aktuelle-fejl' });
    expect(screen.getByText('Vælg en lokation for at se dens fejl.')).toBeTruthy();
  });
});
