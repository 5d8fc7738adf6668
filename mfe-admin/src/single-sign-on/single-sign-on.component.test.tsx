import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig, signOut, storeToken } from '@portal/shared';
import { makeToken, renderWithPortal } from '@portal/shared/testing';
import { SingleSignOnSettingsCard } from './single-sign-on.component';

const config = { apiBaseUrl: '/api', environment: 'test', providerName: 'Nordisk Sikring', publicSiteUrl: '/login' };

beforeEach(() => {
  setRuntimeConfig(config);
  storeToken(makeToken({ CustomerId: '1' }));
});
afterEach(() => signOut());

describe('SingleSignOnSettingsCard', () => {
  it("shows the customer's provider read-only, without a secret and without a control", async () => {
    const settings = {
      configured: true,
      issuer: 'https://login.microsoftonline.com/tenant/v2.0',
      clientId: 'client-1',
      domains: ['kunde.dk', 'kunde.com'],
      enforced: true,
      justInTime: false,
    };
    const { container } = renderWithPortal(<SingleSignOnSettingsCard />, {
      route: '/brugere',
      swrFallback: { '/user/1/single-sign-on': settings, 'runtime-config': config },
    });
    expect(await screen.findByRole('heading', { name: 'Single sign-on' })).toBeTruthy();
    expect(screen.getByText('https://login.microsoftonline.com/tenant/v2.0')).toBeTruthy();
    expect(screen.getByText('kunde.dk, kunde.com')).toBeTruthy();
    expect(screen.getByText('Adgangskoder afvises').nextElementSibling?.textContent).toBe('Ja');
    expect(container.querySelector('input, button, select')).toBeNull();
  });

  it('shows nothing for a customer without single sign-on', () => {
    const { container } = renderWithPortal(<SingleSignOnSettingsCard />, {
      route: '/brugere',
      swrFallback: { '/user/1/single-sign-on': { configured: false, issuer: null, clientId: null, domains: [], enforced: false, justInTime: false }, 'runtime-config': config },
    });
    expect(container.querySelector('section')).toBeNull();
  });
});
