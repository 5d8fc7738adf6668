import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocation, setRuntimeConfig, signOut, storeToken, type TaskRow } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { pageRange, toDay } from './task-dates';
import { TaskListPage } from './task-list.page';
import { taskListFetcher } from './tasks.resource';

const today = new Date(`${toDay(new Date())}T12:00:00`);
const keyOf = (mode: 'urgent' | 'completed' | 'planned', status: string) => {
  const range = pageRange(mode, today);
  return `/task/1/location/NE-111/tasks/${range.from}/${range.to}/${status}`;
};

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
  storeToken(makeToken({ CustomerId: '1' }));
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
    expect(screen.getByRole('img', { name: 'Overskredet' })).toBeTruthy();
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

  it('asks for a location when none is active', () => {
    signOut();
    renderWithPortal(<TaskListPage mode="planned" />, { route: '/kommende-eftersyn' });
    expect(screen.getByText('Vælg en lokation for at se dens eftersyn.')).toBeTruthy();
  });
});
