import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../testing/make-token';
import { getSession, storeToken } from '../session/session-store';
import { apiRequest } from './api-client';
import { isApiError } from './api-error';
import { setRuntimeConfig } from './runtime-config';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.test/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    consoleError.mockClear();
    vi.unstubAllGlobals();
  });

  it('sends the Bearer token and parses JSON', async () => {
    const token = makeToken();
    storeToken(token);
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(apiRequest('/x')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.test/api/x');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('logs the spec text on 404 and throws an ApiError with the server message', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { statusCode: 404, error: 'Not Found', message: 'Location not found' }));
    const error = await apiRequest('/missing').catch((e: unknown) => e);
    expect(isApiError(error) && error.status === 404 && error.message === 'Location not found').toBe(true);
    expect(consoleError).toHaveBeenCalledWith('The requested resource does not exist or has been deleted');
  });

  it("keeps the message's dictionary key, so the page can show the text in the user's language", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { statusCode: 400, error: 'Bad Request', message: 'The password is too common', key: 'profile.password.tooCommon' }));
    const error = await apiRequest('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && error.key).toBe('profile.password.tooCommon');
    fetchMock.mockResolvedValueOnce(answer(400, { statusCode: 400, error: 'Bad Request', message: 'No key' }));
    const plain = await apiRequest('/x').catch((e: unknown) => e);
    expect(isApiError(plain) && plain.key).toBeUndefined();
  });

  it('ends the session when the API rejects the token', async () => {
    storeToken(makeToken());
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Token expired' }));
    await expect(apiRequest('/x')).rejects.toThrow('Token expired');
    expect(getSession().token).toBeNull();
  });

  it('turns a network failure into a readable error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toThrow(/could not be reached/);
  });
});
