import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '../testing/render-with-portal';
import { DataTable } from './data-table.component';
import { ReportLinksCell } from './cells/report-links-cell.component';
import type { DataTableColumn } from './data-table-column';

interface Fault {
  id: string;
  installation: string;
  created: string;
  status: string;
}

function faults(count: number): Fault[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `f${index + 1}`,
    installation: `Installation ${index + 1}`,
    created: `2026-01-${String((index % 28) + 1).padStart(2, '0')}T10:00:00`,
    status: index % 2 === 0 ? 'Sprinkler' : 'Brandalarm',
  }));
}

const columns: DataTableColumn<Fault>[] = [
  { field: 'installation', headerKey: 'table.locations' },
  { field: 'created', headerKey: 'table.filter', cell: { type: 'date' } },
  { field: 'status', headerKey: 'table.installationType' },
];

/** ag-grid renders rows into several containers (pinned, centre); the row index attribute is stable. */
function renderedRowIndexes(): string[] {
  return [...new Set([...document.querySelectorAll('.ag-row[row-index]')].map((row) => row.getAttribute('row-index') ?? ''))];
}

function Controlled({ rows, onChange, searchText = '' }: { rows: Fault[]; onChange: (ids: string[]) => void; searchText?: string }) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setSelectedIds([])}>
        reset
      </button>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        tableName="Aktuelle fejl"
        selectable
        searchText={searchText}
        selectedIds={selectedIds}
        onSelectionChange={(ids) => {
          setSelectedIds(ids);
          onChange(ids);
        }}
      />
    </>
  );
}

describe('DataTable', () => {
  it('renders rows with translated headers and da-DK dates', async () => {
    renderWithPortal(<DataTable rows={faults(3)} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" />);
    expect(await screen.findByText('Installation 1')).toBeTruthy();
    expect(screen.getByText('Installation 3')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Lokationer/ })).toBeTruthy();
    expect(screen.getByText('01.01.2026')).toBeTruthy();
  });

  it('shows the missing-data text followed by the lower-cased table name when empty', async () => {
    renderWithPortal(<DataTable rows={[]} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" />);
    const drawn = await screen.findByText('Der er ingen data for aktuelle fejl', { selector: '.ag-overlay *' });
    // Screen readers hear it once, from the table's own status, which follows the displayed rows: the drawn
    // copy is hidden from them.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Der er ingen data for aktuelle fejl'));
    expect(drawn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByText('Der er ingen data for aktuelle fejl').filter((element) => element.closest('[aria-hidden="true"]') === null)).toHaveLength(1);
  });

  it('shows no pager on an empty table (no "Side 0 af 0"), and the pager again when rows come', async () => {
    function Later() {
      const [rows, setRows] = useState<Fault[]>([]);
      return (
        <>
          <button type="button" onClick={() => setRows(faults(3))}>
            load
          </button>
          <DataTable rows={rows} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" />
        </>
      );
    }
    renderWithPortal(<Later />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Der er ingen data for aktuelle fejl'));
    const pager = () => document.querySelector('.ag-paging-panel');
    await waitFor(() => expect(pager() === null || pager()?.classList.contains('ag-hidden')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'load' }));
    await screen.findByText('Installation 1');
    await waitFor(() => expect(pager()?.classList.contains('ag-hidden')).toBe(false));
  });

  it('announces nothing empty while a search shows rows (ag-grid announced its overlays even when they never showed)', async () => {
    renderWithPortal(
      <DataTable rows={faults(12)} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" searchText="Installation 11" />,
    );
    await waitFor(() => expect(renderedRowIndexes()).toEqual(['0']));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.querySelector('.ag-aria-description-container')?.textContent ?? '').not.toContain('ingen data');
  });

  it('shows a loading overlay while rows are undefined', async () => {
    renderWithPortal(<DataTable rows={undefined} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" />);
    expect(await screen.findByText('Indlæser')).toBeTruthy();
  });

  // Types four searches key by key into a real grid: slow when the machine is busy, so a longer limit.
  it('filters across all columns with the quick search, including the displayed date', async () => {
    function Searchable() {
      const [searchText, setSearchText] = useState('Installation 11');
      return (
        <>
          <input aria-label="søg" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
          <DataTable rows={faults(12)} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" searchText={searchText} />
        </>
      );
    }
    renderWithPortal(<Searchable />);
    await waitFor(() => expect(renderedRowIndexes()).toEqual(['0']));
    expect(screen.getByText('Installation 11')).toBeTruthy();

    const search = screen.getByRole('textbox', { name: 'søg' });
    await userEvent.clear(search);
    await userEvent.type(search, 'brandalarm');
    await waitFor(() => expect(renderedRowIndexes()).toHaveLength(6));

    await userEvent.clear(search);
    await userEvent.type(search, '05.01.2026');
    await waitFor(() => expect(renderedRowIndexes()).toEqual(['0']));
    expect(screen.getByText('Installation 5')).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'findes ikke');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Der er ingen data for aktuelle fejl'));
  }, 20_000);

  it('shows 10 of 25 rows a page, with pagination', async () => {
    renderWithPortal(<DataTable rows={faults(25)} columns={columns} getRowId={(row) => row.id} tableName="Aktuelle fejl" />);
    await screen.findByText('Installation 1');
    await waitFor(() => expect(renderedRowIndexes()).toHaveLength(10));
    expect(screen.queryByText('Installation 11')).toBeNull();
    // ag-grid's paging panel, in Danish: 'Side 1 af 3'.
    expect(screen.getByLabelText('Næste side')).toBeTruthy();
    expect(document.querySelector('[data-ref="lbTotal"]')?.textContent).toBe('3');

    await userEvent.click(screen.getByLabelText('Næste side'));
    expect(await screen.findByText('Installation 11')).toBeTruthy();
    expect(screen.queryByText('Installation 1')).toBeNull();
  });

  it('honours a smaller page size (dashboard)', async () => {
    renderWithPortal(<DataTable rows={faults(8)} columns={columns} getRowId={(row) => row.id} tableName="Fejl" pageSize={5} />);
    await screen.findByText('Installation 1');
    await waitFor(() => expect(renderedRowIndexes()).toHaveLength(5));
  });

  it('reports the selected ids from the row checkboxes, which have accessible labels', async () => {
    const onChange = vi.fn();
    renderWithPortal(<Controlled rows={faults(3)} onChange={onChange} />);
    await screen.findByText('Installation 1');
    const rowCheckboxes = await screen.findAllByRole('checkbox', { name: /^Vælg række/ });
    expect(rowCheckboxes).toHaveLength(3);

    await userEvent.click(rowCheckboxes[0] as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['f1']));
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^Vælg række/ })[2] as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['f1', 'f3']));
  });

  it('selects and deselects all rows with the header checkbox', async () => {
    const onChange = vi.fn();
    renderWithPortal(<Controlled rows={faults(4)} onChange={onChange} />);
    await screen.findByText('Installation 1');
    const selectAll = await screen.findByRole('checkbox', { name: 'Vælg alle rækker' });

    await userEvent.click(selectAll);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['f1', 'f2', 'f3', 'f4']));
    await userEvent.click(selectAll);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it('follows the selection the page holds (a reset clears the checkboxes)', async () => {
    const onChange = vi.fn();
    renderWithPortal(<Controlled rows={faults(2)} onChange={onChange} />);
    await screen.findByText('Installation 1');
    await userEvent.click((await screen.findAllByRole('checkbox', { name: /^Vælg række/ }))[0] as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['f1']));
    expect((screen.getAllByRole('checkbox', { name: /^Vælg række/ })[0] as HTMLInputElement).checked).toBe(true);

    await act(async () => screen.getByRole('button', { name: 'reset' }).click());
    await waitFor(() => expect((screen.getAllByRole('checkbox', { name: /^Vælg række/ })[0] as HTMLInputElement).checked).toBe(false));
    // The reset came from the page: it is not reported back.
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports the ids that pass the search', async () => {
    const onFilteredIdsChange = vi.fn();
    renderWithPortal(
      <DataTable
        rows={faults(4)}
        columns={columns}
        getRowId={(row) => row.id}
        tableName="Fejl"
        searchText="sprinkler"
        onFilteredIdsChange={onFilteredIdsChange}
      />,
    );
    await waitFor(() => expect(onFilteredIdsChange).toHaveBeenLastCalledWith(['f1', 'f3']));
  });

  it('calls onRowClicked with the row', async () => {
    const onRowClicked = vi.fn();
    renderWithPortal(<DataTable rows={faults(2)} columns={columns} getRowId={(row) => row.id} tableName="Fejl" onRowClicked={onRowClicked} />);
    await userEvent.click(await screen.findByText('Installation 2'));
    expect(onRowClicked).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2' }));
  });

  it('renders link cells as buttons that call back with the row', async () => {
    const open = vi.fn();
    const linkColumns: DataTableColumn<Fault>[] = [{ field: 'installation', headerKey: 'table.locations', cell: { type: 'link', onClick: open } }];
    const onRowClicked = vi.fn();
    renderWithPortal(<DataTable rows={faults(1)} columns={linkColumns} getRowId={(row) => row.id} tableName="Fejl" onRowClicked={onRowClicked} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Installation 1' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1' }));
    // The link's own action only: the row click (e.g. another overlay) does not fire as well.
    expect(onRowClicked).not.toHaveBeenCalled();
  });

  it('renders the domain cell types', async () => {
    interface Issue {
      id: string;
      status: string;
      files: string[];
      hasIssueReport: boolean;
      hasServiceReport: boolean;
      fileName: string;
      fileUrl: string;
    }
    const openReport = vi.fn();
    const issueColumns: DataTableColumn<Issue>[] = [
      { field: 'status', headerKey: 'table.filter', cell: { type: 'status', keyPrefix: 'downloadReports' } },
      { field: 'files', headerKey: 'table.locations', cell: { type: 'files' } },
      {
        id: 'reports',
        headerKey: 'table.downloadReports',
        cell: {
          type: 'custom',
          render: (row) => (
            <ReportLinksCell
              data={row}
              links={[
                { labelKey: 'downloadReports.includeIssueReport', isAvailable: (issue) => issue.hasIssueReport, onClick: openReport },
                { labelKey: 'downloadReports.includeServiceReport', isAvailable: (issue) => issue.hasServiceReport, onClick: openReport },
              ]}
            />
          ),
        },
      },
      // A domain cell the remote renders, with the text the quick search sees.
      {
        id: 'thermography',
        headerKey: 'table.search',
        cell: { type: 'custom', render: (row) => <a href={row.fileUrl}>{row.fileName}</a>, text: (row) => row.fileName },
      },
      { id: 'help', headerKey: 'table.selectAll', cell: { type: 'question-mark', text: () => 'Fejlklasse 2' } },
    ];
    const issue: Issue = {
      id: 'i1',
      status: 'includeFiles',
      files: ['a.pdf', 'b.png'],
      hasIssueReport: true,
      hasServiceReport: false,
      fileName: 'Termografi1.pdf',
      fileUrl: 'https://files.example/t1.pdf',
    };
    renderWithPortal(<DataTable rows={[issue]} columns={issueColumns} getRowId={(row) => row.id} tableName="Fejl" />);

    expect(await screen.findByText('Filer')).toBeTruthy();
    expect(screen.getByRole('img', { name: '2 filer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Servicerapport' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fejlrapport' }));
    expect(openReport).toHaveBeenCalledWith(issue);
    const report = screen.getByRole('link', { name: /Termografi1\.pdf/ });
    expect(report.getAttribute('href')).toBe('https://files.example/t1.pdf');
    expect(screen.getByRole('img', { name: 'Fejlklasse 2' })).toBeTruthy();
  });
});
