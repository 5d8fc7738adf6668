import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LoginForm outside a router', () => {
  it('asks for both fields before it calls the API', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it('explains a rejected ?accessToken= from the address', () => {
    window.history.replaceState(null, '', '/login?tokenRejected=1');
    renderForm();
    expect(screen.getByRole('alert').textContent).toBe(testMessages()['shell.login.tokenRejected']);
  });
});
