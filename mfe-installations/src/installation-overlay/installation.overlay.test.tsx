import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeOverlayClose, type IssueRow } from '@portal/shared';
import type { TaskRow } from '@portal/shared/contract';
import { renderWithPortal } from '@portal/shared/testing';
import type { InstallationLists } from './installation-lists.resource';
import { InstallationOverlayContent } from './installation.overlay';

const navigateToUrl = vi.hoisted(() => vi.fn());
vi.mock('single-spa', () => ({ navigateToUrl }));

afterEach(() => navigateToUrl.mockReset());

const issue = (id: number, number: string): IssueRow => ({
  id,
  number,
  status: 'Error',
  severity: null,
  taskId: null,
  installationReferenceCode: 'ABA/1001',
  installation: 'ABA-central',
  installationType: 'ABA brandalarm',
  locationName: 'Kælder',
  locationCode: 'NE-111',
  hasIssueReport: true,
  hasServiceReport: false,
  hasControlSchema: false,
  responsible: 'Mads Holm',
  created: '2026-03-01T09:00:00.000Z',
  updated: '2026-03-01T09:00:00.000Z',
  latestNote: null,
  controlSchemaFile: null,
  controlSchemaItems: 0,
  jobNumber: null,
  fileCount: 0,
  customerFixPending: false,
});

const task = (id: number, number: string): TaskRow => ({
  id,
  number,
  name: 'Årligt eftersyn',
  type: 'Service',
  status: 'Planned',
  installation: 'ABA-central',
  installationReferenceCode: 'ABA/1001',
  installationId: 3,
  installationType: 'ABA brandalarm',
  location: 'NE-111',
  locationName: 'Kælder',
  facilityName: 'Nordhavn',
  due: '2026-09-01T09:00:00.000Z',
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
});

const lists: InstallationLists = {
  activeIssues: [issue(7, 'F-7'), issue(8, 'F-8')],
  completedIssues: [],
  plannedTasks: [{ ...task(30, '4711-0002'), overdue: true }, task(31, '4711-0005')],
  completedTasks: [],
};

describe('InstallationOverlayContent', () => {
  it('shows the unit (code: the part after the slash) and four accordions, the empty ones disabled', () => {
    renderWithPortal(<InstallationOverlayContent installationName="ABA-central" installationCode="ABA/1001" lists={lists} />);
    expect(screen.getByRole('heading', { level: 2, name: 'ABA-central' })).toBeTruthy();
    expect(screen.getByText('1001')).toBeTruthy();
    const active = screen.getByRole('button', { name: /Aktuelle fejl/ });
    const completed = screen.getByRole('button', { name: /Afsluttede fejl/ });
    const planned = screen.getByRole('button', { name: /Kommende eftersyn/ });
    const done = screen.getByRole('button', { name: /Afsluttede eftersyn/ });
    expect([active, completed, planned, done].map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true, false, true]);
    expect(active.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an issue section; its row link closes the overlay and goes to the list filtered by the reference code', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    const unsubscribe = subscribeOverlayClose(closed);
    renderWithPortal(<InstallationOverlayContent installationName="ABA-central" installationCode="ABA/1001" lists={lists} />);
    const active = screen.getByRole('button', { name: /Aktuelle fejl/ });
    await user.click(active);
    expect(active.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(active.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(panel).getByRole('link', { name: 'Vis fejl F-8' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(navigateToUrl).toHaveBeenCalledWith('/aktuelle-fejl?tableSearchQuery=ABA%2F1001');
    unsubscribe();
  });

  it('a planned task row links to the planned inspections filtered by the task number (the id is not in the list)', async () => {
    const user = userEvent.setup();
    renderWithPortal(<InstallationOverlayContent installationName="ABA-central" installationCode="ABA/1001" lists={lists} />);
    await user.click(screen.getByRole('button', { name: /Kommende eftersyn/ }));
    const link = screen.getByRole('link', { name: 'Vis eftersyn 4711-0005' });
    expect(link.getAttribute('href')).toBe('/kommende-eftersyn?tableSearchQuery=4711-0005');
    await user.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/kommende-eftersyn?tableSearchQuery=4711-0005');
    // An overdue open task is on the urgent list (the planned one starts today).
    expect(screen.getByRole('link', { name: 'Vis eftersyn 4711-0002' }).getAttribute('href')).toBe('/aktuelle-eftersyn?tableSearchQuery=4711-0002');
  });

  it('shows no sections while the lists load', () => {
    renderWithPortal(<InstallationOverlayContent installationName="ABA-central" installationCode="ABA/1001" lists={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
