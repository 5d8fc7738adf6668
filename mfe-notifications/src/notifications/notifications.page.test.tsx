import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocation, setRuntimeConfig, signOut, storeToken, type Notification } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { NotificationsPage } from './notifications.page';

const row = (values: Partial<Notification>): Notification => ({
  id: 1,
  customerId: 1,
  name: 'Drift',
  email: 'drift@example.com',
  type: 'CompletedTasksDaily',
  locationReferenceCode: 'NE-111',
  culture: 'da-DK',
  ...values,
});

const fallback = {
  '/notification/1/GetNotification/NE-111': [row({ id: 1 })],
  '/notification/1/GetNotification': [row({ id: 2, email: 'alle@example.com', name: 'Alle', type: 'UpcommingTasks3Week', locationReferenceCode: '' })],
};

beforeEach(() => {
  storeToken(makeToken({ CustomerId: '1' }));
  setActiveLocation('NE-111');
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('shows the form with its three checkboxes and the two tables', async () => {
    renderWithPortal(<NotificationsPage />, { route: '/Notifikation', swrFallback: fallback });
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail-notifikationer' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Navn')).toBeTruthy();
    for (const box of ['Alle lokationer', 'Afsluttede eftersyn (dagligt)', 'Nye eftersyn (kommende tre uger, ugentligt)']) {
      expect((screen.getByRole('checkbox', { name: box }) as HTMLInputElement).checked).toBe(false);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Notifikationer for denne lokation' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Notifikationer for alle lokationer' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Slet notifikationen for alle@example.com' })).toBeTruthy());
  });

  it('shows the spec’s messages for a bad e-mail and a bad name, and sends nothing', () => {
    renderWithPortal(<NotificationsPage />, { route: '/Notifikation', swrFallback: fallback });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ikke-en-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(screen.getByRole('alert').textContent).toBe('E-mailadressen er ikke gyldig.');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ny@example.com' } });
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Søren!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(screen.getByRole('alert').textContent).toBe('Navnet må kun indeholde bogstaver, tal, understregning og mellemrum.');
  });

  it('shows the overwrite warning when all locations is chosen, and the error for an e-mail already on all locations', () => {
    renderWithPortal(<NotificationsPage />, { route: '/Notifikation', swrFallback: fallback });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'alle@example.com' } });
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Alle' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nye eftersyn (kommende tre uger, ugentligt)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(screen.getByRole('dialog', { name: 'Allerede tilmeldt alle lokationer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Alle lokationer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj' }));
    const dialog = screen.getByRole('dialog', { name: 'Alle lokationer' });
    expect(dialog.textContent).toContain('overskriver');
    fireEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the overwrite warning when the all-locations box is unticked, and its OK adds for all locations (an empty location code)', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
    const sent: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify(row({ id: 9, locationReferenceCode: '' })), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithPortal(<NotificationsPage />, { route: '/Notifikation', swrFallback: fallback });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'vagt@example.com' } });
    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: 'Vagt' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Afsluttede eftersyn (dagligt)' }));
    const allLocations = screen.getByRole('checkbox', { name: 'Alle lokationer' });

    // Ticking alone warns of nothing; unticking shows the warning, and Cancel sends nothing.
    fireEvent.click(allLocations);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(allLocations);
    expect((allLocations as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Alle lokationer' }).textContent).toContain('Du har fravalgt alle lokationer');
    fireEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    // Ticked and unticked again: OK adds the subscription for all locations, and the form is cleared.
    fireEvent.click(allLocations);
    fireEvent.click(allLocations);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/notification/1/AddNotification',
      body: { id: 0, customerId: 1, name: 'Vagt', email: 'vagt@example.com', type: 'CompletedTasksDaily', locationReferenceCode: '', culture: 'da-DK' },
    });
    expect(await screen.findByText('Notifikationen er tilføjet.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it('OK after unticking checks the form first: a bad e-mail shows its message and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithPortal(<NotificationsPage />, { route: '/Notifikation', swrFallback: fallback });
    const allLocations = screen.getByRole('checkbox', { name: 'Alle lokationer' });
    fireEvent.click(allLocations);
    fireEvent.click(allLocations);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert').textContent).toBe('E-mailadressen er ikke gyldig.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks before deleting a notification: Cancel sends nothing, Slet sends the delete', async () => {
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring' } as never);
    const deletes: string[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') deletes.push(url);
      return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithPortal(<NotificationsPage />, { route: '/Notifikation', swrFallback: fallback });
    fireEvent.click(await screen.findByRole('button', { name: 'Slet notifikationen for alle@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Slet notifikation' });
    expect(dialog.textContent).toContain('Notifikationen "Alle" til alle@example.com slettes');
    fireEvent.click(screen.getByRole('button', { name: 'Annuller' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deletes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Slet notifikationen for alle@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]).toMatch(/^\/api\/notification\/1\/.*2/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
