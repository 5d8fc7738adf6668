import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, signOut, storeToken } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { CalendarFeedSection } from './calendar-feed.component';

const config = { apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring', publicSiteUrl: '/login' };
const url = 'https://portal.example/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';

beforeEach(() => {
  setRuntimeConfig(config);
  storeToken(makeToken({ CustomerId: '1' }));
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('CalendarFeedSection', () => {
  it('makes an address, shows it once with a copy button, and offers a new one after', async () => {
    const sent = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      expect(init?.method).toBe('POST');
      return new Response(JSON.stringify({ url, createdAt: '2026-11-27T10:00:00.000Z' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', sent);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithPortal(<CalendarFeedSection />, { route: '/profil', swrFallback: { '/calendar/1/feed': { createdAt: null }, 'runtime-config': config } });
    expect(await screen.findByText('Du har ingen kalenderadresse.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opret kalenderadresse' }));
    const field = (await screen.findByLabelText('Din kalenderadresse')) as HTMLInputElement;
    expect(field.value).toBe(url);
    expect(String(sent.mock.calls[0]?.[0])).toContain('/api/calendar/1/feed');
    // The copy button is enabled once the making has finished, which the status line announces.
    expect(await screen.findByText('Kalenderadressen er oprettet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kopiér adressen' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Adressen er kopieret.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lav en ny adresse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fjern adressen' })).toBeTruthy();
  });

  it('says when the address was made without showing it, and shows a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'There is no calendar address to remove' }), { status: 404 })));
    renderWithPortal(<CalendarFeedSection />, { route: '/profil', swrFallback: { '/calendar/1/feed': { createdAt: '2026-11-02T10:00:00.000Z' }, 'runtime-config': config } });
    expect(await screen.findByText(/Du har en kalenderadresse, oprettet 02\.11\.2026/)).toBeTruthy();
    expect(screen.queryByLabelText('Din kalenderadresse')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern adressen' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
  });
});
