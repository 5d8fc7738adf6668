import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession, storeToken, type LocationNode } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { LocationPicker } from './location-picker.component';

const locations: LocationNode[] = [
  {
    code: 'NE-100',
    name: 'Hovedkontor København',
    hasIncidents: true,
    hasOverdue: false,
    children: [
      {
        code: 'NE-110',
        name: 'Bygning A',
        hasIncidents: false,
        hasOverdue: true,
        children: [{ code: 'NE-111', name: 'Kælder og teknikrum', hasIncidents: false, hasOverdue: false, children: [] }],
      },
    ],
  },
  { code: 'NE-200', name: 'Lager Glostrup', hasIncidents: false, hasOverdue: false, children: [] },
];

function renderPicker(onClose = vi.fn()) {
  storeToken(makeToken({ CustomerId: '1' }));
  renderWithPortal(<LocationPicker open onClose={onClose} />, { swrFallback: { '/location/1/locations': locations } });
  return onClose;
}

describe('LocationPicker', () => {
  it('shows the top level with badges and opens nested levels as an accordion', async () => {
    renderPicker();
    const dialog = screen.getByRole('dialog', { name: 'Vælg lokation' });
    expect(within(dialog).getByText('Hovedkontor København')).toBeTruthy();
    expect(within(dialog).getByText('Fejl')).toBeTruthy();
    expect(within(dialog).queryByText('Bygning A')).toBeNull();

    await userEvent.click(screen.getByTitle('Vis underlokationer til Hovedkontor København'));
    expect(within(dialog).getByText('Bygning A')).toBeTruthy();
    expect(within(dialog).getByText('Eftersyn overskredet')).toBeTruthy();
  });

  it('searches case-insensitively by name, showing the path to each match', async () => {
    renderPicker();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Søg efter lokation' }), 'kælder');
    expect(screen.getByText('Kælder og teknikrum')).toBeTruthy();
    expect(screen.getByText('Bygning A')).toBeTruthy();
    expect(screen.queryByText('Lager Glostrup')).toBeNull();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'xyz');
    expect(screen.getByText('Ingen lokationer matcher søgningen.')).toBeTruthy();
  });

  it('finds a location by its code too', async () => {
    renderPicker();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Søg efter lokation' }), 'ne-111');
    expect(screen.getByRole('treeitem', { name: /Kælder og teknikrum/ })).toBeTruthy();
    expect(screen.queryByText('Lager Glostrup')).toBeNull();
  });

  it('is a tree for the keyboard: one Tab stop, arrows move, Right and Left open and close, Enter chooses', async () => {
    const onClose = renderPicker();
    const tree = screen.getByRole('tree', { name: 'Vælg lokation' });
    const headquarters = screen.getByRole('treeitem', { name: /Hovedkontor København/ });
    expect(within(tree).getAllByRole('treeitem').map((item) => item.tabIndex)).toEqual([0, -1]);
    expect(headquarters.getAttribute('aria-expanded')).toBe('false');

    await userEvent.tab();
    expect(document.activeElement).toBe(headquarters);
    await userEvent.keyboard('{ArrowRight}');
    expect(headquarters.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    const buildingA = screen.getByRole('treeitem', { name: /Bygning A/ });
    expect(document.activeElement).toBe(buildingA);
    expect(buildingA.getAttribute('aria-level')).toBe('2');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /Lager Glostrup/ }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(headquarters);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: /Lager Glostrup/ }));
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(headquarters);
    await userEvent.keyboard('{ArrowLeft}');
    expect(headquarters.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Bygning A')).toBeNull();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(getSession().locationCode).toBe('NE-200');
    expect(onClose).toHaveBeenCalled();
  });

  it('makes the chosen location active for the customer and closes', async () => {
    const onClose = renderPicker();
    await userEvent.type(screen.getByRole('searchbox'), 'kælder');
    await userEvent.click(screen.getByText('Kælder og teknikrum'));
    expect(getSession().locationCode).toBe('NE-111');
    expect(JSON.parse(localStorage.getItem('location') ?? '{}')).toEqual({ '1': 'NE-111' });
    expect(onClose).toHaveBeenCalled();
  });
});
