import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { TableHeader } from './table-header.component';

const tabs = [
  { id: 'all', labelKey: 'table.selectAll' },
  { id: 'thermography', labelKey: 'table.filter' },
];

function Header({ onSearch = vi.fn(), onLocations = vi.fn(), initiallyOpen = false }) {
  const [filtersOpen, setFiltersOpen] = useState(initiallyOpen);
  const [activeTab, setActiveTab] = useState('all');
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <TableHeader
      title="Aktuelle fejl"
      filtersOpen={filtersOpen}
      onFiltersOpenChange={setFiltersOpen}
      searchText=""
      onSearchTextChange={onSearch}
      tabs={tabs}
      activeTab={activeTab}
      onTabChange={setActiveTab}
      installationTypes={['Sprinkler', 'ABA']}
      onInstallationTypeChange={vi.fn()}
      locations={[
        { code: 'L1', name: 'Hovedkontor' },
        { code: 'L2', name: 'Lager' },
      ]}
      selectedLocations={selected}
      onSelectedLocationsChange={(codes) => {
        setSelected(codes);
        onLocations(codes);
      }}
    />
  );
}

describe('TableHeader', () => {
  it('toggles the filter area with an expandable button', async () => {
    renderWithPortal(<Header />);
    expect(screen.getByRole('heading', { name: 'Aktuelle fejl' })).toBeTruthy();
    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('searchbox', { name: 'Søg' })).toBeNull();
    await userEvent.click(filter);
    expect(filter.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Søg' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Enhedstype' })).toBeTruthy();
  });

  it('has filter tabs that arrow keys move between', async () => {
    renderWithPortal(<Header />);
    const [all, thermography] = screen.getAllByRole('tab');
    expect(all?.getAttribute('aria-selected')).toBe('true');
    all?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thermography?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(thermography);
    await userEvent.keyboard('{ArrowRight}');
    expect(all?.getAttribute('aria-selected')).toBe('true');
  });

  it('lets the user choose locations and shows how many are chosen', async () => {
    const onLocations = vi.fn();
    renderWithPortal(<Header initiallyOpen onLocations={onLocations} />);
    const button = screen.getByRole('button', { name: 'Lokationer' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Lager/ }));
    expect(onLocations).toHaveBeenLastCalledWith(['L2']);
    expect(screen.getByRole('button', { name: 'Lokationer (1 valgt)' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
