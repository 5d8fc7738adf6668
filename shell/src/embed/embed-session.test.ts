import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCulture, getRuntimeConfig, getSession, signOut, subscribeLocationChanged } from '@portal/shared';
import { makeToken } from '@portal/shared/testing';
import { setToken, startEmbedSession } from './embed-session';

const nowSeconds = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
});

describe('the session of /embed.js', () => {
  it('refuses an expired or undecodable token with a message for the host developer', () => {
    expect(() => setToken(makeToken({ exp: nowSeconds() - 10 }))).toThrow(/cannot be decoded or has expired/);
    expect(() => setToken('not-a-token')).toThrow(/PortalEmbed/);
    expect(getSession().token).toBeNull();
  });

  it('takes the API base URL, culture, token and location from the mount options', async () => {
    const token = makeToken({ CustomerId: '3' });
    await startEmbedSession({ token, apiBaseUrl: 'https://portal.example/api/', culture: 'en-gb', customerId: '3', locationCode: 'L-7' });
    expect((await getRuntimeConfig()).apiBaseUrl).toBe('https://portal.example/api');
    expect(getCulture()).toBe('en-gb');
    expect(getSession()).toMatchObject({ token, customerId: '3', locationCode: 'L-7' });
  });

  it("asks the host's getToken() a minute before the token expires, and again when the API refused it", async () => {
    vi.useFakeTimers();
    const first = makeToken({ exp: nowSeconds() + 120 });
    const renewed = makeToken({ exp: nowSeconds() + 3600, sid: 'renewed' });
    const again = makeToken({ exp: nowSeconds() + 3600, sid: 'again' });
    const getToken = vi.fn<() => Promise<string>>().mockResolvedValueOnce(renewed).mockResolvedValueOnce(again);
    await startEmbedSession({ token: first, apiBaseUrl: '/api', locationCode: 'L-1', getToken });

    await vi.advanceTimersByTimeAsync(58_000);
    expect(getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBe(renewed);

    // What the API client does on a 401: the session ends; the loader asks the host for a new token.
    signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(getSession().token).toBe(again);
  });

  it('is one session for the mounts of a page: the same options again change nothing, other ones wait for the first', async () => {
    const token = makeToken({ CustomerId: '4', sid: 'two-mounts' });
    const changes: string[] = [];
    const unsubscribe = subscribeLocationChanged(({ locationCode }) => changes.push(locationCode));
    const options = { token, apiBaseUrl: '/api', customerId: '4', locationCode: 'L-4' };
    // A page and a widget mounted at once (examples/embed.html?show=page,widget).
    await Promise.all([startEmbedSession(options), startEmbedSession({ ...options })]);
    expect(changes).toEqual(['L-4']);
    await startEmbedSession({ ...options });
    expect(changes).toEqual(['L-4']);

    await Promise.all([startEmbedSession({ ...options, locationCode: 'L-5' }), startEmbedSession(options)]);
    // In call order: the last mount's options are the page's.
    expect(changes).toEqual(['L-4', 'L-5', 'L-4']);
    expect(getSession().locationCode).toBe('L-4');
    unsubscribe();
  });
});
