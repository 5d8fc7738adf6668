import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, storeToken, type CustomerUser, type LocationNode } from '@portal/shared';
import { makeToken, phoneScreen, renderWithPortal } from '@portal/shared/testing';
import { UsersPage } from './users.page';

const user = (values: Partial<CustomerUser>): CustomerUser => ({
  employeeId: 1,
  name: 'Anna Admin',
  email: 'anna@example.com',
  role: 'Admin',
  active: true,
  invited: false,
  locationCodes: null,
  mayApproveQuotes: false,
  ...values,
});

const node = (code: string, name: string, children: LocationNode[] = []): LocationNode => ({ code, name, children, hasIncidents: false, hasOverdue: false });

const fallback = {
  '/user/1/users': [
    user({}),
    user({ employeeId: 2, name: 'Bo Bruger', email: 'bo@example.com', role: 'User', locationCodes: ['NE-1'] }),
    user({ employeeId: 3, name: 'Cai Ny', email: 'cai@example.com', role: 'User', invited: true }),
  ],
  '/location/1/locations': [node('NE-1', 'Nordhavn', [node('NE-11', 'Bygning A')]), node('SY-1', 'Sydhavn')],
};

beforeEach(() => storeToken(makeToken({ CustomerId: '1', EmployeeId: '1' })));
afterEach(() => signOut());

describe('UsersPage', () => {
  it('lists the users with role, state and locations; no edit or delete of oneself', async () => {
    renderWithPortal(<UsersPage />, { route: '/brugere', swrFallback: fallback });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Brugere' })).toBeTruthy());
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[2]).toContain('Bo Bruger');
    expect(rows[2]).toContain('NE-1');
    expect(rows[3]).toContain('Inviteret');
    expect(screen.queryByRole('button', { name: 'Rediger Anna Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rediger Bo Bruger' })).toBeTruthy();
  });

  it('the edit form shows the chosen locations in the tree; an Admin has no location choice', async () => {
    renderWithPortal(<UsersPage />, { route: '/brugere', swrFallback: fallback });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rediger Bo Bruger' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Bo Bruger' }));
    expect((screen.getByRole('checkbox', { name: 'Alle lokationer' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Nordhavn (NE-1)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Bygning A (NE-11)' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Rolle'), { target: { value: 'Admin' } });
    expect(screen.queryByRole('checkbox', { name: 'Alle lokationer' })).toBeNull();
  });

  it("the edit form gives a User the right to approve quotes and sends it; an Admin always has it", async () => {
    const sent = vi.fn(async (url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(String(url).includes('/user/') ? user({ employeeId: 2, name: 'Bo Bruger', role: 'User', mayApproveQuotes: true }) : { apiBaseUrl: '/api' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', sent);
    renderWithPortal(<UsersPage />, { route: '/brugere', swrFallback: fallback });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rediger Bo Bruger' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Bo Bruger' }));
    const right = screen.getByRole('checkbox', { name: 'Må godkende tilbud' }) as HTMLInputElement;
    expect(right.checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Rolle'), { target: { value: 'Admin' } });
    expect(screen.getByText('Administratorer må altid godkende tilbud.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Må godkende tilbud' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Rolle'), { target: { value: 'User' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Må godkende tilbud' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(sent.mock.calls.some(([url]) => String(url).includes('/user/1/users/2'))).toBe(true));
    const [, init] = sent.mock.calls.find(([url]) => String(url).includes('/user/1/users/2')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ mayApproveQuotes: true });
    vi.unstubAllGlobals();
  });
});

describe('UsersPage on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a card a user (no table): name, role, state and two-factor as chips; a tap on the card opens the form', async () => {
    phoneScreen(true);
    renderWithPortal(<UsersPage />, { route: '/brugere', swrFallback: fallback });
    const list = await screen.findByRole('list', { name: 'Brugere' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]?.textContent).toContain('Bo Bruger');
    expect(cards[1]?.textContent).toContain('Aktiv');
    expect(cards[1]?.textContent).toContain('Totrin: Fra');
    expect(cards[2]?.textContent).toContain('Inviteret');
    // Oneself: a card without an action, delete or reset.
    expect(within(cards[0] as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Rediger Bo Bruger' }));
    const form = screen.getByRole('form', { name: 'Rediger Bo Bruger' });
    expect((within(form).getByLabelText('Navn') as HTMLInputElement).value).toBe('Bo Bruger');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Navn')));
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Slet Bo Bruger' })).toBeTruthy();
  });
});
