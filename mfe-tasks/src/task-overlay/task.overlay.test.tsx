import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, signOut, storeToken, type TaskHistoryEntry, type TaskStatusUpdated } from '@portal/shared';
import { makeToken, phoneScreen, renderWithPortal } from '@portal/shared/testing';
import { TaskOverlay } from './task.overlay';

const historyKey = '/task/1/history/7';
const history: TaskHistoryEntry[] = [
  { created: '2026-03-02T10:00:00.000Z', taskStatus: 'NotHandled', note: { value: 'Ingen adgang' }, responsible: 'Mads Holm' },
  { created: '2026-02-01T08:00:00.000Z', taskStatus: 'Planned', note: { value: null }, responsible: 'Mads Holm' },
];

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const props = { taskId: 7, installation: 'Brandalarm kælder', installationReferenceCode: 'NE-111/BA-7', status: 'NotHandled' as const };

describe('TaskOverlay', () => {
  it('shows the installation, the status select on the task status, and the history table', () => {
    renderWithPortal(<TaskOverlay {...props} />, { swrFallback: { [historyKey]: history } });
    expect(screen.getByTestId('task-installation').textContent).toBe('Brandalarm kælder');
    const select = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(select.value).toBe('7');
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const rows = screen.getAllByTestId('task-history-entry');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Ikke håndteret')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Ingen adgang')).toBeTruthy();
    // An overlay's timestamp names its zone, as the fault overlay's history does.
    expect(within(rows[0] as HTMLElement).getByText('02.03.2026 11.00 (dansk tid)')).toBeTruthy();
  });

  it('on a phone shows the history as a card an entry: the time as its title, the status as a chip, the note and the responsible', () => {
    phoneScreen(true);
    renderWithPortal(<TaskOverlay {...props} />, { swrFallback: { [historyKey]: history } });
    const list = screen.getByRole('list', { name: 'Statushistorik' });
    expect(list.querySelector('table')).toBeNull();
    const cards = within(list).getAllByTestId('task-history-entry');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('02.03.2026 11.00 (dansk tid)').closest('time')?.getAttribute('dateTime')).toBe(history[0]?.created);
    expect(first.getByText('Ikke håndteret')).toBeTruthy();
    expect(first.getByText('Ingen adgang')).toBeTruthy();
    expect(first.getByText('Mads Holm')).toBeTruthy();
    // No note: no empty "Note" fact.
    expect(within(cards[1] as HTMLElement).queryByText('Note')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('Planlagt')).toBeTruthy();
  });

  it('names the task in its header: number and name, unit, location and due date', () => {
    renderWithPortal(<TaskOverlay {...props} number="10421-0033" taskName="Årligt eftersyn" locationName="Kælder og teknikrum" due="2026-12-01T00:00:00.000Z" />, {
      swrFallback: { [historyKey]: history },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Eftersyn 10421-0033 · Årligt eftersyn' })).toBeTruthy();
    expect(screen.getByTestId('task-installation').textContent).toBe('Brandalarm kælder');
    expect(screen.getByTestId('overlay-location').textContent).toBe('Kælder og teknikrum');
    expect(screen.getByTestId('overlay-date').textContent).toMatch(/^0?1\.12\.2026$/);
  });

  it('saves the chosen status id with the note, confirms and shows the new history entry', async () => {
    const answer: TaskStatusUpdated = {
      taskId: 7,
      status: 'Completed',
      history: [{ created: '2026-03-03T09:00:00.000Z', taskStatus: 'Completed', note: { value: 'Udført i dag' }, responsible: 'Test Bruger' }, ...history],
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithPortal(<TaskOverlay {...props} />, { swrFallback: { [historyKey]: history } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Udført i dag');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status opdateret'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/task/1/updateStatus/NE-111%2FBA-7');
    expect(JSON.parse(String(init.body))).toEqual({ taskId: 7, taskStatus: 1, comment: 'Udført i dag' });
    expect(screen.getAllByTestId('task-history-entry')).toHaveLength(3);
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('');
    // Saved: Completed is now the task's status, so saving it again would change nothing.
    expect((screen.getByRole('button', { name: 'Gem' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no save that changes nothing: the same status without a note is disabled and says so, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithPortal(<TaskOverlay {...props} />, { swrFallback: { [historyKey]: history } });
    const save = screen.getByRole('button', { name: 'Gem' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-describedby')).toBe(screen.getByTestId('task-no-changes').id);
    expect(screen.getByTestId('task-no-changes').textContent).toMatch(/^Ingen ændringer/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '5');
    expect(save.disabled).toBe(false);
    expect(screen.queryByTestId('task-no-changes')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '7');
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), '   ');
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Ringet til vicevært');
    expect(save.disabled).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of a save that changes nothing in the user’s language', async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'Nothing to save: the task’s status is already Completed and no note was given', key: 'tasks.overlay.noChanges' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } })));
    renderWithPortal(<TaskOverlay {...props} />, { swrFallback: { [historyKey]: history } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ingen ændringer: vælg en anden status eller skriv en note.'));
  });

  it('shows the error of a refused update and no confirmation', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'The task does not exist' }), { status: 404 })));
    renderWithPortal(<TaskOverlay {...props} />, { swrFallback: { [historyKey]: history } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
