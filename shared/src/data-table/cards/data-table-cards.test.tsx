import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../../testing/render-with-portal';
import { DataTable } from '../data-table.component';
import type { DataTableColumn } from '../data-table-column';
import { InfiniteDataTable, type InfiniteBlockRequest } from '../infinite-data-table.component';
import type { TableSort } from '../table-sort';
import { phoneScreen } from '../../testing/phone-screen';

interface Fault {
  id: string;
  number: string;
  status: string;
  installation: string;
  created: string;
  note: string;
  responsible: string;
}

/** Longer than a card shows at first (ShortenedText). */
const longNote = 'Ventilen drypper ved pumpen i kælderen; tjek pakningen, skift den ved næste besøg og notér trykket før og efter skiftet.';

function faults(count: number): Fault[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `f${index + 1}`,
    number: `EL/${1000 + index + 1}`,
    status: index % 2 === 0 ? 'Åben' : 'Lukket',
    installation: `Sprinkler ${String.fromCharCode(65 + (index % 26))}`,
    created: `2026-01-${String((index % 28) + 1).padStart(2, '0')}T10:00:00`,
    note: index === 0 ? longNote : '',
    responsible: `Ansvarlig ${index + 1}`,
  }));
}

const open = vi.fn<(row: Fault) => void>();
const columns: DataTableColumn<Fault>[] = [
  { field: 'number', headerKey: 'table.search', cell: { type: 'link', onClick: (row) => open(row) }, card: 'title' },
  { field: 'status', headerKey: 'table.filter', cell: { type: 'status', keyPrefix: 'unknown', tone: (value) => (value === 'Åben' ? 'danger' : 'success') }, card: 'chip' },
  { field: 'installation', headerKey: 'table.installationType', card: 'meta' },
  { field: 'created', headerKey: 'table.interval.from', cell: { type: 'date' }, card: 'meta' },
  { field: 'note', headerKey: 'table.columns.legend', card: 'note' },
  // Not on the card, but searched (as the grid's hidden columns are).
  { field: 'responsible', headerKey: 'table.locations' },
];

const cards = () => within(screen.getByRole('list', { name: 'Aktuelle fejl' })).getAllByRole('listitem');
const titles = () => cards().map((card) => within(card).getAllByRole('button')[0]?.textContent);

function Table({ rows, searchText = '', onFiltered, onSettled }: { rows: Fault[] | undefined; searchText?: string; onFiltered?: (ids: string[]) => void; onSettled?: () => void }) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <>
      <output data-testid="selected">{selectedIds.join(',')}</output>
      <output data-testid="sort">{sort ? `${sort.colId}:${sort.direction}` : ''}</output>
      <DataTable<Fault>
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        tableName="Aktuelle fejl"
        searchText={searchText}
        selectable
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onFilteredIdsChange={onFiltered}
        onLayoutSettled={onSettled}
        sort={sort}
        onSortChange={setSort}
      />
    </>
  );
}

beforeEach(() => {
  phoneScreen(true);
  open.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('DataTable on a phone (cards)', () => {
  it('shows each row as a card of the list named as the table: title, status chip, labelled values and the note; no grid', () => {
    const settled = vi.fn();
    renderWithPortal(<Table rows={faults(3)} onSettled={settled} />);
    expect(cards()).toHaveLength(3);
    const [first] = cards();
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('button', { name: 'EL/1001' })).toBeTruthy();
    expect(within(first).getByText('Åben').className).toMatch(/danger/);
    expect(within(first).getByText('Enhedstype').nextElementSibling?.textContent).toBe('Sprinkler A');
    expect(within(first).getByText('01.01.2026')).toBeTruthy();
    // The column without a card role is not on the card.
    expect(within(first).queryByText('Ansvarlig 1')).toBeNull();
    expect(document.querySelector('.ag-root-wrapper')).toBeNull();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('shortens the note and shows it whole on a tap, without opening the record', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Table rows={faults(1)} />);
    expect(screen.queryByText(longNote)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Vis hele' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByText(longNote)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis mindre' }).getAttribute('aria-expanded')).toBe('true');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the record of a card on a tap of its title and on Enter', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Table rows={faults(2)} />);
    await user.click(screen.getByRole('button', { name: 'EL/1002' }));
    expect(open).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'f2' }));
    screen.getByRole('button', { name: 'EL/1001' }).focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'f1' }));
  });

  it('selects cards with their check boxes, into the controlled selection', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Table rows={faults(3)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Vælg EL/1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vælg EL/1003' }));
    expect(screen.getByTestId('selected').textContent).toBe('f1,f3');
    await user.click(screen.getByRole('checkbox', { name: 'Vælg EL/1001' }));
    expect(screen.getByTestId('selected').textContent).toBe('f3');
    expect((screen.getByRole('checkbox', { name: 'Vælg EL/1003' }) as HTMLInputElement).checked).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('sorts by the chosen column and direction through the controlled sort', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Table rows={faults(3)} />);
    expect(titles()).toEqual(['EL/1001', 'EL/1002', 'EL/1003']);
    await user.selectOptions(screen.getByLabelText('Sortér efter'), 'number');
    expect(screen.getByTestId('sort').textContent).toBe('number:asc');
    await user.selectOptions(screen.getByLabelText('Rækkefølge'), 'desc');
    expect(screen.getByTestId('sort').textContent).toBe('number:desc');
    expect(titles()).toEqual(['EL/1003', 'EL/1002', 'EL/1001']);
    // Only the sortable, shown columns are offered.
    expect(within(screen.getByLabelText('Sortér efter')).getAllByRole('option').map((option) => option.textContent)).toContain('Søg');
  });

  it('shows 10 cards a page, with the next and previous page', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Table rows={faults(25)} />);
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('Side 1 af 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Næste side' }));
    await user.click(screen.getByRole('button', { name: 'Næste side' }));
    expect(cards()).toHaveLength(5);
    expect(titles()[0]).toBe('EL/1021');
    await user.click(screen.getByRole('button', { name: 'Forrige side' }));
    expect(screen.getByText('Side 2 af 3')).toBeTruthy();
  });

  it('keeps the cards the quick search finds (hidden columns too) and reports their ids; none: the empty text', async () => {
    const user = userEvent.setup();
    const filtered = vi.fn();
    function Searched() {
      const [search, setSearch] = useState('');
      return (
        <>
          <input aria-label="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Table rows={faults(12)} searchText={search} onFiltered={filtered} />
        </>
      );
    }
    renderWithPortal(<Searched />);
    expect(filtered).toHaveBeenLastCalledWith(faults(12).map((row) => row.id));
    await user.type(screen.getByLabelText('search'), 'ansvarlig 11');
    expect(titles()).toEqual(['EL/1011']);
    expect(filtered).toHaveBeenLastCalledWith(['f11']);
    await user.clear(screen.getByLabelText('search'));
    await user.type(screen.getByLabelText('search'), 'findes ikke');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // Shown once, and announced: the visible text is in the status region, with no hidden copy to read twice.
    const emptyText = screen.getByText('Der er ingen data for aktuelle fejl');
    expect(screen.getAllByRole('status').some((status) => status.contains(emptyText))).toBe(true);
  });

  it('shows the loading state while the rows are undefined', () => {
    renderWithPortal(<Table rows={undefined} />);
    expect(screen.getByText('Indlæser')).toBeTruthy();
  });
});

describe('InfiniteDataTable on a phone (cards)', () => {
  it('shows the first block, loads the next through loadBlock on "Vis flere", with the total', async () => {
    const user = userEvent.setup();
    const all = faults(13);
    const requests: InfiniteBlockRequest[] = [];
    const loadBlock = (request: InfiniteBlockRequest) => {
      requests.push(request);
      return Promise.resolve({ rows: all.slice(request.skip, request.skip + request.take), total: all.length });
    };
    const rowsChange = vi.fn();
    renderWithPortal(
      <InfiniteDataTable<Fault> columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" loadBlock={loadBlock} queryKey="q" onRowsChange={rowsChange} />,
    );
    await screen.findByText('10 af 13 vist');
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    await screen.findByText('13 af 13 vist');
    expect(cards()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
    expect(requests.map(({ skip, take }) => [skip, take])).toEqual([
      [0, 10],
      [10, 10],
    ]);
    expect(rowsChange).toHaveBeenLastCalledWith({ rows: all, total: 13 });
    expect(document.querySelector('.ag-root-wrapper')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sortér efter'), 'installation');
    await waitFor(() => expect(requests.at(-1)).toEqual({ skip: 0, take: 10, sort: { column: 'installation', direction: 'asc' } }));
    await act(async () => undefined);
  });
});
