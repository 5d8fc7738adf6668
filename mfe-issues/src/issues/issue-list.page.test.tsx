import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetInterval, setActiveLocation, setRuntimeConfig, signOut, storeToken, toDay, type IssueRow, type LocationNode, type ThermographyIssueRow } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { IssueListPage } from './issue-list.page';

const today = toDay(new Date());
const current = presetInterval('default', today);
const completed = presetInterval('completed', today);
const currentKey = `/issue/1/location/NE-111/issues/${current.from}/${current.to}/NoAction`;

const node = (code: string, name: string, children: LocationNode[] = []): LocationNode => ({ code, name, hasIncidents: false, hasOverdue: false, children });
const tree = [node('NE-111', 'Kælder', [node('NE-112', 'Fyrrum'), node('NE-113', 'Tavlerum')])];

const issue = (id: number, values: Partial<IssueRow> = {}): IssueRow => ({
  id,
  number: `F-${id}`,
  status: 'NoAction',
  severity: null,
  taskId: null,
  installationReferenceCode: `EL/${id}`,
  installation: `Tavle ${id}`,
  installationType: 'El-tavle',
  locationName: 'Kælder',
  locationCode: 'NE-111',
  hasIssueReport: true,
  hasServiceReport: false,
  hasControlSchema: false,
  responsible: 'Lene Dahl',
  created: '2026-01-10T10:00:00.000Z',
  updated: '2026-01-11T10:00:00.000Z',
  latestNote: null,
  controlSchemaFile: null,
  controlSchemaItems: 4,
  jobNumber: `JOB-${id}`,
  fileCount: 0,
  customerFixPending: false,
  ...values,
});

beforeEach(() => {
  localStorage.clear();
  storeToken(makeToken({ CustomerId: '1', EmployeeEmail: 'lene@example.com' }));
  setActiveLocation('NE-111');
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

function filterButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Filter' }) as HTMLButtonElement;
}

const headers = () => screen.queryAllByRole('columnheader').map((header) => header.textContent?.trim());

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

  it('asks for the page’s time interval (completed: last year to today) and again for a chosen one', async () => {
    const completedKey = (from: string, to: string) => `/issue/1/location/NE-111/issues/${from}/${to}/Completed`;
    renderWithPortal(<IssueListPage mode="completed" />, {
      route: '/afsluttede-fejl',
      swrFallback: {
        [completedKey(completed.from, completed.to)]: [issue(1, { status: 'Completed' })],
        [completedKey('2020-01-01', '2020-12-31')]: [issue(2, { status: 'Completed' })],
      },
    });
    expect(await screen.findByRole('button', { name: 'F-1' })).toBeTruthy();
    expect((screen.getByLabelText('Fra') as HTMLInputElement).value).toBe(completed.from);
    fireEvent.change(screen.getByLabelText('Fra'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('Til'), { target: { value: '2020-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(await screen.findByRole('button', { name: 'F-2' })).toBeTruthy();
    // ag-grid lets a removed row fade out first.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'F-1' })).toBeNull());
  });

  it('asks the API for the sub-locations chosen in the multiselect (POST with the codes), and for the active location again when none is', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
    const asked: { method: string; url: string; body: unknown }[] = [];
    const rowsAt: Record<string, IssueRow> = {
      'NE-112': issue(2, { locationCode: 'NE-112', locationName: 'Fyrrum' }),
      'NE-113': issue(3, { locationCode: 'NE-113', locationName: 'Tavlerum' }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
        asked.push({ method: init.method ?? 'GET', url, body });
        const rows = Array.isArray(body) ? (body as string[]).map((code) => rowsAt[code]) : url.includes('/location/1/locations') ? tree : [issue(1)];
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    // As in the portal, a new key is asked for on mount (renderWithPortal's default is not to).
    renderWithPortal(
      <SWRConfig value={{ revalidateOnMount: true }}>
        <IssueListPage mode="current" />
      </SWRConfig>,
      { route: '/aktuelle-fejl', swrFallback: { '/location/1/locations': tree, [currentKey]: [issue(1)] } },
    );
    expect(await screen.findByRole('button', { name: 'F-1' })).toBeTruthy();
    await user.click(filterButton());
    await user.click(screen.getByRole('button', { name: 'Lokationer' }));
    await user.click(screen.getByRole('checkbox', { name: /Fyrrum/ }));
    await user.click(screen.getByRole('checkbox', { name: /Tavlerum/ }));
    expect(await screen.findByRole('button', { name: 'F-3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'F-2' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'F-1' })).toBeNull());
    expect(asked.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/issue/1/issues/${current.from}/${current.to}/NoAction`, body: ['NE-112'] },
      { method: 'POST', url: `/api/issue/1/issues/${current.from}/${current.to}/NoAction`, body: ['NE-112', 'NE-113'] },
    ]);
    // The rows say where they are.
    expect(headers()).toContain('Lokation');
    expect(screen.getAllByText('Tavlerum').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Ryd valgte' }));
    expect(await screen.findByRole('button', { name: 'F-1' })).toBeTruthy();
  });

  it('has job number and control schema items in the column chooser, hidden at first', async () => {
    const user = userEvent.setup();
    renderWithPortal(<IssueListPage mode="current" />, { route: '/aktuelle-fejl', swrFallback: { [currentKey]: [issue(1)] } });
    await screen.findByRole('button', { name: 'F-1' });
    expect(headers()).not.toContain('Jobnummer');
    await user.click(screen.getByRole('button', { name: /^Kolonner/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Jobnummer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Punkter i kontrolskema' }));
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Jobnummer', 'Punkter i kontrolskema'])));
    expect(screen.getByText('JOB-1')).toBeTruthy();
  });

  it('offers the thermography rows’ initials and custom fields as columns, hidden at first but searchable', async () => {
    const user = userEvent.setup();
    const thermoKey = `/issue/1/location/NE-111/ThermographyIssue/${current.from}/${current.to}/NoAction`;
    const row = (issueId: number, temp: string): ThermographyIssueRow => ({
      created: '2026-01-10',
      issueId,
      number: `T-${issueId}`,
      responsible: 'Lene Dahl',
      responsibleInitials: 'LD',
      status: 'NoAction',
      note: null,
      fileUrl: null,
      fileName: null,
      Tavlenr: 'T1',
      Tavletype: 'Hovedtavle',
      Fejlklasse: '2',
      Fejltype: 'Løs forbindelse',
      FejlId: `TF-${issueId}`,
      Tempmax: temp,
    });
    renderWithPortal(<IssueListPage mode="current" />, { route: '/aktuelle-fejl', swrFallback: { [currentKey]: [], [thermoKey]: [row(1, '81,5 °C'), row(2, '44,0 °C')] } });
    await user.click(screen.getByRole('tab', { name: 'Kun termografi' }));
    await screen.findByRole('button', { name: 'T-1' });
    expect(headers()).not.toContain('Tempmax');
    expect(headers()).not.toContain('Initialer');

    await user.click(filterButton());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Søg' }), { target: { value: '81,5' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'T-2' })).toBeNull());
    expect(screen.getByRole('button', { name: 'T-1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Kolonner/ }));
    const chooser = screen.getByTestId('column-chooser');
    await user.click(within(chooser).getByRole('checkbox', { name: 'Tempmax' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Initialer' }));
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Tempmax', 'Initialer'])));
    expect(screen.getByText('81,5 °C')).toBeTruthy();
    expect(screen.getByText('LD')).toBeTruthy();
  });

  it('asks for a location when none is active', () => {
    act(() => signOut());
    renderWithPortal(<IssueListPage mode="current" />, { route: '/aktuelle-fejl' });
    expect(screen.getByText('Vælg en lokation for at se dens fejl.')).toBeTruthy();
  });

  it('exports the rows as the page shows them: the list call, the address filters and the search', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        asked.push(input);
        return new Response(JSON.stringify({ url: '/api/export/download/a.b.c/faults.csv' }), { status: 200 });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithPortal(<IssueListPage mode="current" />, {
      route: '/aktuelle-fejl?tableSearchQuery=Tavle&severity=A&status=Error',
      swrFallback: { [currentKey]: [issue(1, { severity: 'A', status: 'Error' }), issue(2)] },
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Eksportér' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([`/api/export/1/faults.csv/link?location=NE-111&from=${current.from}&to=${current.to}&status=NoAction&severity=A&issueStatus=Error&q=Tavle`]);
    click.mockRestore();
  });
});
