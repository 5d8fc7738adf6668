import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocationNode } from '../../contract';
import { setActiveLocation, signOut, storeToken } from '../../session/session-store';
import { makeToken } from '../../testing/make-token';
import { renderWithPortal } from '../../testing/render-with-portal';
import { TableHeader } from '../table-header.component';
import { useLocationChoice } from './use-location-choice';

const node = (code: string, name: string, children: LocationNode[] = []): LocationNode => ({ code, name, hasIncidents: false, hasOverdue: false, children });
const tree: LocationNode[] = [
  node('NE-100', 'Hovedkontor', [node('NE-110', 'Bygning A', [node('NE-111', 'Kælder'), node('NE-112', 'Tag')]), node('NE-120', 'Bygning B')]),
  node('AS-200', 'Lager Aarhus'),
];

function Header() {
  const choice = useLocationChoice();
  return (
    <>
      <TableHeader title="Fejl" filtersOpen onFiltersOpenChange={() => undefined} searchText="" onSearchTextChange={() => undefined} {...choice.headerProps} />
      <output data-testid="chosen">{choice.selected.join(',')}</output>
    </>
  );
}

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-110');
});
afterEach(() => signOut());

describe('useLocationChoice', () => {
  it('offers the active location and its sub-locations from the tree, indented, and clears the choice on another location', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Header />, { swrFallback: { '/location/1/locations': tree } });
    await user.click(screen.getByRole('button', { name: 'Lokationer' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Bygning A NE-110', 'Kælder NE-111', 'Tag NE-112']);
    expect(boxes[1]?.closest('label')?.className).toContain('depth1');

    await user.click(screen.getByRole('checkbox', { name: /Kælder/ }));
    await user.click(screen.getByRole('checkbox', { name: /Tag/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('NE-111,NE-112');
    expect(screen.getByRole('button', { name: 'Lokationer (2 valgt)' })).toBeTruthy();

    act(() => setActiveLocation('NE-100'));
    expect(screen.getByTestId('chosen').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Lokationer' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('offers no multiselect for a location without sub-locations', () => {
    act(() => setActiveLocation('AS-200'));
    renderWithPortal(<Header />, { swrFallback: { '/location/1/locations': tree } });
    expect(screen.queryByRole('button', { name: 'Lokationer' })).toBeNull();
  });
});
