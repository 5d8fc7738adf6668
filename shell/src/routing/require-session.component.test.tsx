import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { browserLocation } from '../session/public-site';
import { RequireSession } from './require-session.component';

const config = (publicSiteUrl: string): RuntimeConfig => ({ apiBaseUrl: '/api', environment: 'test', providerName: 'P', publicSiteUrl });

function renderGuarded(publicSiteUrl: string) {
  return renderWithPortal(
    <Routes>
      <Route path="/login" element={<p>login page</p>} />
      <Route
        path="*"
        element={
          <RequireSession>
            <p>portal page</p>
          </RequireSession>
        }
      />
    </Routes>,
    { route: '/aktuelle-fejl', swrFallback: { 'runtime-config': config(publicSiteUrl) } },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RequireSession without a stored token (spec section 4)', () => {
  it("goes to the portal's /login when PUBLIC_SITE_URL is unset", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderGuarded('/login');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText('portal page')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends the user to the provider's public site when it is another site", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderGuarded('https://www.provider.example/');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.provider.example/'));
    expect(screen.queryByText('portal page')).toBeNull();
    expect(screen.queryByText('login page')).toBeNull();
  });
});
