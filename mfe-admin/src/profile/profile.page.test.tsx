import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, signOut, storeToken, type Profile } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { ProfilePage } from './profile.page';

const profile: Profile = { employeeId: 7, name: 'Anna Admin', email: 'anna@example.com', role: 'Admin', culture: null, newsletter: true, termsAcceptedAt: null };

beforeEach(() => storeToken(makeToken({ CustomerId: '1' })));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows name, e-mail, language, newsletter and the terms to accept', async () => {
    renderWithPortal(<ProfilePage />, { route: '/profil', swrFallback: { '/user/1/profile': profile } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Min profil' })).toBeTruthy());
    expect((screen.getByLabelText('Navn') as HTMLInputElement).value).toBe('Anna Admin');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Modtag nyhedsbrev' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Jeg accepterer vilkårene' })).toBeTruthy();
  });

  it('shows the accepted date instead of the checkbox once the terms are accepted', async () => {
    renderWithPortal(<ProfilePage />, { route: '/profil', swrFallback: { '/user/1/profile': { ...profile, termsAcceptedAt: '2026-01-02T10:00:00.000Z' } } });
    await waitFor(() => expect(screen.getByText(/^Accepteret /)).toBeTruthy());
    expect(screen.queryByRole('checkbox', { name: 'Jeg accepterer vilkårene' })).toBeNull();
  });

  it('checks the new password before sending it: length and the repeat', async () => {
    renderWithPortal(<ProfilePage />, { route: '/profil', swrFallback: { '/user/1/profile': profile } });
    await waitFor(() => expect(screen.getByLabelText('Nuværende adgangskode')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Nuværende adgangskode'), { target: { value: 'gammel-kode-1' } });
    fireEvent.change(screen.getByLabelText('Ny adgangskode'), { target: { value: 'kort' } });
    fireEvent.change(screen.getByLabelText('Gentag ny adgangskode'), { target: { value: 'kort' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
    expect(screen.getByRole('alert').textContent).toBe('Adgangskoden skal være mindst 10 tegn.');
    fireEvent.change(screen.getByLabelText('Ny adgangskode'), { target: { value: 'Lang-Nok-Kode-1' } });
    fireEvent.change(screen.getByLabelText('Gentag ny adgangskode'), { target: { value: 'Lang-Nok-Kode-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
    expect(screen.getByRole('alert').textContent).toBe('De to nye adgangskoder er ikke ens.');
  });

  it("shows the API's refusals in the user's language: the rules it names by key, and too many tries", async () => {
    const config = { apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring', publicSiteUrl: '/login' };
    setRuntimeConfig(config);
    const answers = [
      { status: 400, body: { statusCode: 400, error: 'Bad Request', message: "The password must not be built on your name, your e-mail or the provider's name", key: 'profile.password.personal' } },
      { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The current password is wrong', key: 'profile.password.wrongCurrent' } },
      { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many password attempts. Try again in 1 minute.' } },
    ];
    const sent = vi.fn(async () => {
      const next = answers.shift();
      return new Response(JSON.stringify(next?.body), { status: next?.status ?? 500 });
    });
    vi.stubGlobal('fetch', sent);
    renderWithPortal(<ProfilePage />, { route: '/profil', swrFallback: { '/user/1/profile': profile, 'runtime-config': config } });
    await waitFor(() => expect(screen.getByLabelText('Nuværende adgangskode')).toBeTruthy());
    expect(await screen.findByText(/ikke bygget på dit navn, din e-mail eller Nordisk Sikring/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nuværende adgangskode'), { target: { value: 'gammel-kode-1' } });
    for (const expected of [
      'Adgangskoden må ikke bygge på dit navn, din e-mail eller Nordisk Sikring.',
      'Den nuværende adgangskode er forkert.',
      'For mange forsøg med den nuværende adgangskode. Vent et minut, og prøv igen.',
    ]) {
      fireEvent.change(screen.getByLabelText('Ny adgangskode'), { target: { value: 'AnnaAdmin2026!' } });
      fireEvent.change(screen.getByLabelText('Gentag ny adgangskode'), { target: { value: 'AnnaAdmin2026!' } });
      fireEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected));
    }
    expect(sent).toHaveBeenCalledTimes(3);
  });
});
