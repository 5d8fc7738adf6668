import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signOut, storeToken } from '../../session/session-store';
import { makeToken } from '../../testing/make-token';
import { renderWithPortal } from '../../testing/render-with-portal';
import { DataTable } from '../data-table.component';
import type { DataTableColumn } from '../data-table-column';
import { ColumnChooser } from './column-chooser.component';
import { columnChoicesKey } from './column-choices';
import { useColumnChooser } from './use-column-chooser';

interface Row {
  id: string;
  number: string;
  installation: string;
  jobNumber: string;
}

const rows: Row[] = [
  { id: '1', number: 'F-1', installation: 'Sprinkler nord', jobNumber: 'JOB-4711' },
  { id: '2', number: 'F-2', installation: 'Brandalarm syd', jobNumber: 'JOB-0815' },
];
const columns: DataTableColumn<Row>[] = [
  { field: 'number', headerKey: 'table.search', pinned: true },
  { field: 'installation', headerKey: 'table.locations' },
  { field: 'jobNumber', headerKey: 'table.filter', hiddenByDefault: true },
];

function Table({ searchText = '' }: { searchText?: string }) {
  const chooser = useColumnChooser('faults', columns);
  return (
    <>
      <ColumnChooser {...chooser.chooserProps} />
      <DataTable rows={rows} columns={chooser.columns} getRowId={(row) => row.id} tableName="Fejl" searchText={searchText} />
    </>
  );
}

const headers = () => screen.queryAllByRole('columnheader').map((header) => header.textContent?.trim());

beforeEach(() => {
  localStorage.clear();
  storeToken(makeToken({ CustomerId: '1', EmployeeEmail: 'Anne@Example.com' }));
});
afterEach(() => signOut());

describe('column chooser', () => {
  it('hides a default-hidden column, shows it when ticked (keyboard), and remembers the choice per person and table', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithPortal(<Table />);
    await screen.findByText('Sprinkler nord');
    expect(headers()).toEqual(['Søg', 'Lokationer']);

    const button = screen.getByRole('button', { name: 'Kolonner (1 skjult)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The identifying (pinned) column is not offered: it always shows.
    expect(screen.queryByRole('checkbox', { name: 'Søg' })).toBeNull();
    const jobNumber = screen.getByRole('checkbox', { name: 'Filter' });
    // The only shown column's box is disabled (no tab stop): the next one is the hidden column's.
    await user.tab();
    expect(document.activeElement).toBe(jobNumber);
    await user.keyboard(' ');
    await waitFor(() => expect(headers()).toEqual(['Søg', 'Lokationer', 'Filter']));
    expect(screen.getByText('JOB-4711')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(JSON.parse(localStorage.getItem(columnChoicesKey('anne@example.com', 'faults')) ?? 'null')).toEqual({ shown: ['jobNumber'], hidden: [] });

    // The same person sees the choice again; another person sees the defaults.
    unmount();
    renderWithPortal(<Table />);
    await waitFor(() => expect(headers()).toEqual(['Søg', 'Lokationer', 'Filter']));
    act(() => void storeToken(makeToken({ CustomerId: '1', EmployeeEmail: 'bo@example.com' })));
    await waitFor(() => expect(headers()).toEqual(['Søg', 'Lokationer']));
  });

  it('keeps the last shown column, and returns to the defaults', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Table />);
    await screen.findByText('Sprinkler nord');
    await user.click(screen.getByRole('button', { name: /Kolonner/ }));
    const reset = screen.getByRole('button', { name: 'Standardkolonner' });
    expect((reset as HTMLButtonElement).disabled).toBe(true);
    const installation = screen.getByRole('checkbox', { name: 'Lokationer' }) as HTMLInputElement;
    expect(installation.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Filter' }));
    expect(installation.disabled).toBe(false);
    await user.click(installation);
    await waitFor(() => expect(headers()).toEqual(['Søg', 'Filter']));
    await user.click(reset);
    await waitFor(() => expect(headers()).toEqual(['Søg', 'Lokationer']));
    expect(localStorage.getItem(columnChoicesKey('anne@example.com', 'faults'))).toBeNull();
  });

  it('finds rows by the text of a hidden column', async () => {
    renderWithPortal(<Table searchText="JOB-0815" />);
    expect(await screen.findByText('Brandalarm syd')).toBeTruthy();
    expect(screen.queryByText('Sprinkler nord')).toBeNull();
    expect(headers()).not.toContain('Filter');
  });
});
