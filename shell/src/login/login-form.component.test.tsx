import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@portal/shared/core';
import { testMessages } from '@portal/shared/testing';
import { LoginForm } from './login-form.component';

/** Without a router: the sign-in page opened directly renders the form before the router is loaded (ADR 0027). */
function renderForm() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale="da-DK" messages={testMessages()}>
        <LoginForm />
      </IntlProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('LoginForm outside a router', () => {
  it('asks for the e-mail first, before it calls the API', async () => {
    renderForm();
    expect(screen.queryByLabelText('Adgangskode')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(testMessages()['shell.login.emailRequired']);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it("explains a refused single sign-on from the address, and ignores a key that is not one of its", () => {
    window.history.replaceState(null, '', '/login?ssoError=common.singleSignOn.unknownUser');
    const { unmount } = renderForm();
    expect(screen.getByRole('alert').textContent).toBe(testMessages()['common.singleSignOn.unknownUser']);
    unmount();
    window.history.replaceState(null, '', '/login?ssoError=shell.login.title');
    renderForm();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a rejected ?accessToken= from the address', () => {
    window.history.replaceState(null, '', '/login?tokenRejected=1');
    renderForm();
    expect(screen.getByRole('alert').textContent).toBe(testMessages()['shell.login.tokenRejected']);
  });

  it('asks the API where the e-mail signs in, and shows the password step for a password address', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ password: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Fortsæt' }));
    expect(await screen.findByLabelText('Adgangskode')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/authentication\/sso\/start$/);
    expect(init?.body).toBe(JSON.stringify({ email: 'demo@example.com' }));
    expect(screen.getByRole('button', { name: 'Log ind' })).toBeTruthy();
  });
});
