import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCulture, getSession, setCulture, setRuntimeConfig, signOut, storeToken } from '@portal/shared/core';
import { makeToken } from '@portal/shared/testing';
import { consumeAccessTokenParameter, type AskToSwitch } from './access-token';

const demo = makeToken({ EmployeeId: '7', EmployeeName: 'Demo Bruger', EmployeeEmail: 'demo@example.com' });
const other = makeToken({ EmployeeId: '8', EmployeeName: 'Anden Bruger', EmployeeEmail: 'anden@example.com', CustomerId: '2' });
const demoElsewhere = makeToken({ EmployeeId: '7', EmployeeName: 'Demo Bruger', EmployeeEmail: 'demo@example.com', CustomerId: '2' });

const open = (path: string) => window.history.replaceState(null, '', path);
const here = () => `${window.location.pathname}${window.location.search}`;

describe('?accessToken= on the first URL', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let asked: Parameters<AskToSwitch>[] = [];
  const answer = (switchUser: boolean): AskToSwitch => (current, next) => {
    asked.push([current, next]);
    return Promise.resolve(switchUser);
  };

  beforeEach(() => {
    asked = [];
    setRuntimeConfig({ apiBaseUrl: '/api', environment: 'test', providerName: 'P', publicSiteUrl: '/login' });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    signOut();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('signs in without a question when nobody is signed in, and goes to the dashboard', async () => {
    open(`/lokation?accessToken=${other}`);
    expect(await consumeAccessTokenParameter(answer(false))).toBe('accepted');
    expect(asked).toEqual([]);
    expect(getSession().token).toBe(other);
    expect(here()).toBe('/');
  });

  it("takes a single sign-on's return with the profile's language: that language, and neither parameter left", async () => {
    setCulture('da-dk');
    open(`/login?accessToken=${other}&culture=en-GB`);
    expect(await consumeAccessTokenParameter(answer(false))).toBe('accepted');
    expect(getCulture()).toBe('en-gb');
    expect(document.documentElement.lang).toBe('en-GB');
    expect(here()).toBe('/');
    setCulture('da-dk');
  });

  it('keeps the language for a culture it does not know', async () => {
    setCulture('da-dk');
    open(`/login?accessToken=${other}&culture=xx-XX`);
    expect(await consumeAccessTokenParameter(answer(false))).toBe('accepted');
    expect(getCulture()).toBe('da-dk');
  });

  it("takes the same person's token (another customer) without a question", async () => {
    storeToken(demo);
    open(`/?accessToken=${demoElsewhere}`);
    expect(await consumeAccessTokenParameter(answer(false))).toBe('accepted');
    expect(asked).toEqual([]);
    expect(getSession().token).toBe(demoElsewhere);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks before switching to another person; "stay" keeps the session and the page, without the parameter', async () => {
    storeToken(demo);
    open(`/lokation?accessToken=${other}&tab=2`);
    expect(await consumeAccessTokenParameter(answer(false))).toBe('kept');
    expect(asked).toEqual([[{ name: 'Demo Bruger', email: 'demo@example.com' }, { name: 'Anden Bruger', email: 'anden@example.com' }]]);
    expect(getSession().token).toBe(demo);
    expect(here()).toBe('/lokation?tab=2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"switch" ends the current session on the server first, then signs in as the other person', async () => {
    storeToken(demo);
    open(`/lokation?accessToken=${other}`);
    expect(await consumeAccessTokenParameter(answer(true))).toBe('accepted');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/authentication/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${demo}`);
    expect(getSession().token).toBe(other);
    expect(here()).toBe('/');
  });

  it('refuses a token it cannot read, and keeps whoever is signed in', async () => {
    storeToken(demo);
    open('/?accessToken=not-a-token');
    expect(await consumeAccessTokenParameter(answer(true))).toBe('rejected');
    expect(asked).toEqual([]);
    expect(getSession().token).toBe(demo);
    expect(here()).toBe('/login?tokenRejected=1');
  });
});
