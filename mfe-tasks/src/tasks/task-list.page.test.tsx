import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetInterval, setActiveLocation, setRuntimeConfig, signOut, storeToken, toDay, type LocationNode, type TaskRow } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { TaskListPage } from './task-list.page';
import { taskListFetcher } from './tasks.resource';

const today = toDay(new Date());
const keyOf = (mode: 'urgent' | 'completed' | 'planned', status: string) => {
  const range = presetInterval(mode, today);
  return `/task/1/location/NE-111/tasks/${range.from}/${range.to}/${status}`;
};
const node = (code: string, name: string, children: LocationNode[] = []): LocationNode => ({ code, name, hasIncidents: false, hasOverdue: false, children });
const tree = [node('NE-111', 'Bygning A', [node('NE-112', 'Kælder')])];
const headers = () => screen.queryAllByRole('columnheader').map((header) => header.textContent?.trim());

const row: TaskRow = {
  id: 7,
  number: '10421-0033',
  name: 'Årligt eftersyn',
  type: 'Eftersyn',
  status: 'NotHandled',
  installation: 'Røglemme trappetårn A',
  installationReferenceCode: 'RGV/1013',
  installationId: 3,
  installationType: 'Røgventilation',
  location: 'NE-111',
  locationName: 'Bygning A',
  facilityName: 'Hovedkontor København',
  due: '2026-01-10T12:00:00.000Z',
  start: null,
  planned: null,
  completed: null,
  jobNumber: null,
  latestNote: 'Ingen adgang',
  overdue: true,
  hasServiceReport: true,
  hasControlSchema: false,
  controlSchemaFile: null,
  controlSchemaItems: 0,
  fileCount: 2,
};

beforeEach(() => {
  localStorage.clear();
  storeToken(makeToken({ CustomerId: '1', EmployeeEmail: 'lene@example.com' }));
  setActiveLocation('NE-111');
  setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('TaskListPage', () => {
  it('lists the rows with the overdue mark, the translated status, the files link and the report link', async () => {
    renderWithPortal(<TaskListPage mode="urgent" />, { route: '/aktuelle-eftersyn', swrFallback: { [keyOf('urgent', 'URGENT')]: [row] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Aktuelle eftersyn' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: '10421-0033' })).toBeTruthy());
    // The overdue mark is a readable label beside the due date.
    expect(screen.getByText('Overskredet')).toBeTruthy();
    expect(screen.getByText('Ikke håndteret')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis filer (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Servicerapport' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kontrolskema' })).toBeNull();
  });

  it('reads a 404 from the list call as an empty list (spec section 8), other failures as errors', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'The location does not exist' }), { status: 404 })));
    await expect(taskListFetcher(keyOf('completed', 'COMPLETED'))).resolves.toEqual([]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Invalid date' }), { status: 400 })));
    await expect(taskListFetcher(keyOf('completed', 'COMPLETED'))).rejects.toThrow('Invalid date');
  });

  it('explains the status in a question-mark cell under a header that names it', async () => {
    renderWithPortal(<TaskListPage mode="urgent" />, { route: '/aktuelle-eftersyn', swrFallback: { [keyOf('urgent', 'URGENT')]: [row] } });
    await screen.findByRole('button', { name: '10421-0033' });
    expect(headers()).toContain('Hvad betyder status?');
    expect(screen.getByRole('img', { name: 'Eftersynet er ikke udført endnu. Efter fristen er det overskredet.' }).textContent).toBe('?');
  });

  it('has the facility, the inspection type and the start in the column chooser, hidden at first', async () => {
    const user = userEvent.setup();
    const started = { ...row, type: 'Lovpligtigt eftersyn', start: '2026-01-08T07:30:00.000Z' };
    renderWithPortal(<TaskListPage mode="planned" />, { route: '/kommende-eftersyn', swrFallback: { [keyOf('planned', 'PLANNED')]: [started] } });
    await screen.findByRole('button', { name: '10421-0033' });
    expect(headers()).not.toContain('Ejendom');
    await user.click(screen.getByRole('button', { name: /^Kolonner/ }));
    const chooser = screen.getByTestId('column-chooser');
    for (const name of ['Ejendom', 'Eftersynstype', 'Start']) await user.click(within(chooser).getByRole('checkbox', { name }));
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['Ejendom', 'Eftersynstype', 'Start'])));
    expect(screen.getByText('Hovedkontor København')).toBeTruthy();
    expect(screen.getByText('Lovpligtigt eftersyn')).toBeTruthy();
    expect(screen.getByText('08.01.2026')).toBeTruthy();
  });

  it('asks with the page’s interval, and POSTs the chosen sub-locations to the tasks call', async () => {
    const user = userEvent.setup();
    const asked: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
        asked.push({ method: init.method ?? 'GET', url, body });
        const rows = init.method === 'POST' ? [{ ...row, id: 8, number: '10421-0099', location: 'NE-112', locationName: 'Kælder' }] : [row];
        return new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const range = presetInterval('completed', today);
    // As in the portal, a new key is asked for on mount (renderWithPortal's default is not to).
    renderWithPortal(
      <SWRConfig value={{ revalidateOnMount: true }}>
        <TaskListPage mode="completed" />
      </SWRConfig>,
      { route: '/afsluttede-eftersyn', swrFallback: { '/location/1/locations': tree, [keyOf('completed', 'COMPLETED')]: [row] } },
    );
    await screen.findByRole('button', { name: '10421-0033' });
    expect((screen.getByLabelText('Fra') as HTMLInputElement).value).toBe(range.from);
    expect((screen.getByLabelText('Til') as HTMLInputElement).value).toBe(range.to);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Lokationer' }));
    await user.click(screen.getByRole('checkbox', { name: /Kælder/ }));
    expect(await screen.findByRole('button', { name: '10421-0099' })).toBeTruthy();
    expect(asked.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', url: `/api/task/1/tasks/${range.from}/${range.to}/COMPLETED`, body: ['NE-112'] }]);
  });

  it('asks for a location when none is active', () => {
    signOut();
    renderWithPortal(<TaskListPage mode="planned" />, { route: '/kommende-eftersyn' });
    expect(screen.getByText('Vælg en lokation for at se dens eftersyn.')).toBeTruthy();
  });
});
