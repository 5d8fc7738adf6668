import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../testing/make-token';
import { storeToken } from '../session/session-store';
import { logout } from './authentication.resource';
import { setRuntimeConfig } from './runtime-config';

describe('logout', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.test/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks the API to end the session of the stored token (POST, Bearer) and reads no body', async () => {
    const token = makeToken();
    storeToken(token);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(logout()).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/api/authentication/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });
});
