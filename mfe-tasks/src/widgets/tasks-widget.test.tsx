import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presetInterval, setActiveLocation, signOut, storeToken, toDay, type TaskRow } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { UpcomingTasksWidget } from './upcoming-tasks.widget';

// The planned list's own call and interval (PLANNED, today to one year ahead): the widget shows the first rows of 'Se alle'.
const range = presetInterval('planned', toDay(new Date()));
const key = `/task/1/location/NE-111/tasks/${range.from}/${range.to}/PLANNED?take=5`;
const rows: TaskRow[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  number: `10421-00${index + 10}`,
  name: 'Årligt eftersyn',
  type: 'Eftersyn',
  status: 'Planned',
  installation: `Anlæg ${index + 1}`,
  installationReferenceCode: `ABA/${index + 1}`,
  installationId: index + 1,
  installationType: 'ABA brandalarmanlæg',
  location: 'NE-111',
  locationName: 'Kælder og teknikrum',
  facilityName: 'Hovedkontor København',
  due: '2026-12-01T12:00:00.000Z',
  start: null,
  planned: null,
  completed: null,
  jobNumber: null,
  latestNote: null,
  overdue: false,
  hasServiceReport: false,
  hasControlSchema: false,
  controlSchemaFile: null,
  controlSchemaItems: 0,
  fileCount: 0,
}));

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-111');
});
afterEach(() => signOut());

describe('UpcomingTasksWidget', () => {
  it("is titled 'Kommende eftersyn', shows the planned list's first 5 rows and links to /kommende-eftersyn", () => {
    renderWithPortal(<UpcomingTasksWidget />, { swrFallback: { [key]: rows } });
    const widget = screen.getByTestId('upcoming-tasks-widget');
    expect(within(widget).getByRole('heading', { name: 'Kommende eftersyn' })).toBeTruthy();
    expect(within(widget).getByRole('table', { name: 'Kommende eftersyn' }).querySelectorAll('tbody tr')).toHaveLength(5);
    expect(within(widget).getAllByText('Planlagt')).toHaveLength(5);
    expect(within(widget).getByRole('link', { name: 'Se alle' }).getAttribute('href')).toBe('/kommende-eftersyn');
  });
});
