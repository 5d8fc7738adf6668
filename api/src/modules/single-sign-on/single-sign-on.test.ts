import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { singleSignOnMessageKeys } from '@portal/shared/rules';
import { importProviderData } from '../../import/import.service.js';
import { startTestProvider, signInAtProvider, type TestProvider } from '../../test/oidc-provider-process.js';
import { auditEntries } from '../../test/restricted-user.js';
import { bearer, decodeClaims, describeEachDatabase, signInAs } from '../../test/test-app.js';

/**
 * Single sign-on (ADR 0063) through the real API on both databases against a real OpenID provider on loopback
 * (`oidc-provider` in a child process): the e-mail's first step, a sign-in, the refusals of a wrong state,
 * nonce or issuer and of unknown or unverified addresses, just-in-time users, enforced single sign-on, the
 * import's sealed secret and the Admins' read-only view.
 */

const PUBLIC_URL = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_URL}/api/authentication/sso/callback`;
const CLIENT = { client_id: 'portal-test', client_secret: 'a-client-secret-for-the-tests', redirect_uris: [CALLBACK] };
const PASSWORD = 'Sso-Test-Adgangskode-1';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider([CLIENT]);
});

afterAll(async () => {
  await provider.stop();
});

const ssoOf = (domain: string, extra: Record<string, boolean> = {}) => ({
  issuer: provider.issuer,
  clientId: CLIENT.client_id,
  clientSecret: CLIENT.client_secret,
  domains: [domain],
  ...extra,
});

describeEachDatabase(
  'single sign-on (OpenID Connect)',
  (context) => {
    const inject = (options: InjectOptions) => context().app.inject(options);
    const customerIds: Record<string, number> = {};

    beforeAll(async () => {
      const result = await importProviderData(
        context().db,
        {
          customers: [
            { xalId: 'C-SSO-1', name: 'Ét A/S', singleSignOn: ssoOf('sso-one.example') },
            { xalId: 'C-SSO-JIT', name: 'Jit A/S', singleSignOn: ssoOf('sso-jit.example', { justInTimeUsers: true }) },
            { xalId: 'C-SSO-ENF', name: 'Tvang A/S', singleSignOn: ssoOf('sso-enforced.example', { enforced: true }) },
          ],
          employees: [
            { email: 'anna@sso-one.example', name: 'Anna', password: PASSWORD, memberships: [{ customerXalId: 'C-SSO-1', role: 'User' }] },
            { email: 'admin@sso-one.example', name: 'Admin', password: PASSWORD, memberships: [{ customerXalId: 'C-SSO-1', role: 'Admin' }] },
            { email: 'bo@sso-enforced.example', name: 'Bo', password: PASSWORD, memberships: [{ customerXalId: 'C-SSO-ENF', role: 'User' }] },
          ],
        },
        { ssoSecretKey: context().config.ssoSecretKey },
      );
      expect(result.ok, JSON.stringify(result)).toBe(true);
      for (const row of await context().db.selectFrom('customers').select(['id', 'xal_id']).where('xal_id', 'like', 'C-SSO-%').execute()) {
        customerIds[row.xal_id] = row.id;
      }
    });

    /** The first step for `email`: the answer and the flow cookie it set. */
    async function start(email: string): Promise<{ redirectUrl: string; cookie: string }> {
      const response = await inject({ method: 'POST', url: '/api/authentication/sso/start', payload: { email } });
      expect(response.statusCode, response.body).toBe(200);
      const { redirectUrl } = response.json() as { redirectUrl: string };
      const cookie = response.cookies.find((entry) => entry.name === 'portal_sso_flow');
      expect(cookie?.value).toBeTruthy();
      return { redirectUrl, cookie: cookie?.value ?? '' };
    }

    /** The provider's return at the portal's callback, with the browser's flow cookie (or none). */
    const callback = (url: URL, cookie: string | undefined): Promise<LightMyRequestResponse> =>
      inject({ method: 'GET', url: `${url.pathname}${url.search}`, ...(cookie ? { cookies: { portal_sso_flow: cookie } } : {}) });

    const locationOf = (response: LightMyRequestResponse): URL => {
      expect(response.statusCode, response.body).toBe(302);
      return new URL(String(response.headers.location), PUBLIC_URL);
    };

    /** A whole sign-in: start, the provider's form as `login`, the callback; where the portal sends the browser. */
    async function signInThrough(email: string, login = email, tamper: { authorization?: (url: URL) => void; callback?: (url: URL) => void } = {}): Promise<URL> {
      const { redirectUrl, cookie } = await start(email);
      const authorization = new URL(redirectUrl);
      tamper.authorization?.(authorization);
      const back = await signInAtProvider(authorization.href, login);
      expect(back.href.startsWith(CALLBACK)).toBe(true);
      tamper.callback?.(back);
      return locationOf(await callback(back, cookie));
    }

    const refusalOf = (location: URL): string | null => {
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('accessToken')).toBeNull();
      return location.searchParams.get('ssoError');
    };

    it('answers the password step for an address without single sign-on, whatever the address', async () => {
      for (const email of ['demo@example.com', 'nobody@nowhere.example']) {
        const response = await inject({ method: 'POST', url: '/api/authentication/sso/start', payload: { email } });
        expect(response.json()).toEqual({ password: true });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const bad = await inject({ method: 'POST', url: '/api/authentication/sso/start', payload: { email: 'not an address' } });
      expect(bad.statusCode).toBe(400);
    });

    it("answers the provider's URL with PKCE, state and nonce, and a sealed, HttpOnly, Lax cookie", async () => {
      const response = await inject({ method: 'POST', url: '/api/authentication/sso/start', payload: { email: ' Anna@SSO-one.example ' } });
      const { redirectUrl } = response.json() as { redirectUrl: string };
      const url = new URL(redirectUrl);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('client_id')).toBe(CLIENT.client_id);
      expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)?.length).toBeGreaterThan(20);
      expect(url.searchParams.get('login_hint')).toBe('anna@sso-one.example');
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/portal_sso_flow=v1\./);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\/api\/authentication\/sso/);
      // Neither the state nor the verifier can be read from the cookie.
      expect(setCookie).not.toContain(url.searchParams.get('state') ?? 'state');
    });

    it('signs an active member in: a session of the customer, audited, the cookie cleared', async () => {
      const { redirectUrl, cookie } = await start('anna@sso-one.example');
      const back = await signInAtProvider(redirectUrl, 'anna@sso-one.example');
      const response = await callback(back, cookie);
      const location = locationOf(response);
      expect(location.pathname).toBe('/login');
      const token = location.searchParams.get('accessToken') ?? '';
      const claims = decodeClaims(token);
      expect(claims.EmployeeEmail).toBe('anna@sso-one.example');
      expect(Number(claims.CustomerId)).toBe(customerIds['C-SSO-1']);
      expect(String(response.headers['set-cookie'])).toMatch(/portal_sso_flow=;/);
      // The session works as a password's does: a renewed token, then logout ends it.
      const renewed = await inject({ method: 'GET', url: `/api/authentication/requestnewtoken/customer/${claims.CustomerId}/employee/${claims.EmployeeId}`, headers: bearer(token) });
      expect(renewed.statusCode).toBe(200);
      expect((await inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(token) })).statusCode).toBe(204);
      expect((await inject({ method: 'GET', url: `/api/authentication/requestnewtoken/customer/${claims.CustomerId}/employee/${claims.EmployeeId}`, headers: bearer(token) })).statusCode).toBe(401);
      const audit = await auditEntries(context().db, customerIds['C-SSO-1'] ?? 0, { action: 'sign-in.sso', subject: 'anna@sso-one.example' });
      expect(audit).toHaveLength(1);
      // The same return again is refused: the cookie is gone and the code used.
      expect(refusalOf(locationOf(await callback(back, undefined)))).toBe(singleSignOnMessageKeys.failed);
    });

    it("carries the profile's language back with the token, as a password sign-in's answer does, and none without one", async () => {
      expect((await signInThrough('admin@sso-one.example')).searchParams.has('culture')).toBe(false);
      await context().db.updateTable('employees').set({ culture: 'en-GB' }).where('email', '=', 'admin@sso-one.example').execute();
      try {
        const location = await signInThrough('admin@sso-one.example');
        expect(location.pathname).toBe('/login');
        expect(location.searchParams.get('culture')).toBe('en-GB');
        expect(decodeClaims(location.searchParams.get('accessToken') ?? '').EmployeeEmail).toBe('admin@sso-one.example');
      } finally {
        await context().db.updateTable('employees').set({ culture: null }).where('email', '=', 'admin@sso-one.example').execute();
      }
    });

    it('refuses a wrong state', async () => {
      const location = await signInThrough('anna@sso-one.example', undefined, { callback: (url) => url.searchParams.set('state', 'another-state-than-the-one-sent') });
      expect(refusalOf(location)).toBe(singleSignOnMessageKeys.failed);
      const refusals = await auditEntries(context().db, customerIds['C-SSO-1'] ?? 0, { action: 'sign-in.sso-refused', subject: 'single sign-on' });
      expect(refusals.some((entry) => /state/i.test(entry.details ?? ''))).toBe(true);
    });

    it('refuses a wrong nonce (the ID token carries another than the flow sent)', async () => {
      const location = await signInThrough('anna@sso-one.example', undefined, { authorization: (url) => url.searchParams.set('nonce', 'a-nonce-the-portal-never-made') });
      expect(refusalOf(location)).toBe(singleSignOnMessageKeys.failed);
      const refusals = await auditEntries(context().db, customerIds['C-SSO-1'] ?? 0, { action: 'sign-in.sso-refused', subject: 'single sign-on' });
      expect(refusals.some((entry) => /nonce/i.test(entry.details ?? ''))).toBe(true);
    });

    it('refuses a wrong issuer (a return naming another provider)', async () => {
      const location = await signInThrough('anna@sso-one.example', undefined, { callback: (url) => url.searchParams.set('iss', 'https://evil.example') });
      expect(refusalOf(location)).toBe(singleSignOnMessageKeys.failed);
      const refusals = await auditEntries(context().db, customerIds['C-SSO-1'] ?? 0, { action: 'sign-in.sso-refused', subject: 'single sign-on' });
      expect(refusals.some((entry) => /iss/i.test(entry.details ?? ''))).toBe(true);
    });

    it('refuses a return without the flow cookie, or with an altered one', async () => {
      const { redirectUrl, cookie } = await start('anna@sso-one.example');
      const back = await signInAtProvider(redirectUrl, 'anna@sso-one.example');
      expect(refusalOf(locationOf(await callback(back, undefined)))).toBe(singleSignOnMessageKeys.failed);
      expect(refusalOf(locationOf(await callback(back, `${cookie.slice(0, -4)}AAAA`)))).toBe(singleSignOnMessageKeys.failed);
    });

    it('refuses an address no user of the customer has, with just-in-time creation off', async () => {
      const location = await signInThrough('carl@sso-one.example');
      expect(refusalOf(location)).toBe(singleSignOnMessageKeys.unknownUser);
      expect(await context().db.selectFrom('employees').select('id').where('email', '=', 'carl@sso-one.example').executeTakeFirst()).toBeUndefined();
      const refusals = await auditEntries(context().db, customerIds['C-SSO-1'] ?? 0, { action: 'sign-in.sso-refused', subject: 'carl@sso-one.example' });
      expect(refusals).toHaveLength(1);
    });

    it("refuses an unverified address and one outside the customer's domains", async () => {
      expect(refusalOf(await signInThrough('anna@sso-one.example', 'unverified.anna@sso-one.example'))).toBe(singleSignOnMessageKeys.unverifiedEmail);
      expect(refusalOf(await signInThrough('anna@sso-one.example', 'demo@example.com'))).toBe(singleSignOnMessageKeys.unverifiedEmail);
    });

    it('creates a restricted User without locations with just-in-time creation on', async () => {
      const location = await signInThrough('nina@sso-jit.example');
      const claims = decodeClaims(location.searchParams.get('accessToken') ?? '');
      expect(claims.EmployeeEmail).toBe('nina@sso-jit.example');
      expect(claims.Role).toBe('User');
      const customerId = customerIds['C-SSO-JIT'] ?? 0;
      expect(Number(claims.CustomerId)).toBe(customerId);
      const membership = await context()
        .db.selectFrom('memberships')
        .select(['role', 'restricted', 'active'])
        .where('employee_id', '=', Number(claims.EmployeeId))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      expect({ role: membership.role, restricted: Boolean(membership.restricted), active: Boolean(membership.active) }).toEqual({ role: 'User', restricted: true, active: true });
      const granted = await context().db.selectFrom('membership_locations').select('location_id').where('employee_id', '=', Number(claims.EmployeeId)).execute();
      expect(granted).toEqual([]);
      expect(await auditEntries(context().db, customerId, { action: 'user.just-in-time', subject: 'nina@sso-jit.example' })).toHaveLength(1);
      // The second time, the same user signs in.
      const again = decodeClaims((await signInThrough('nina@sso-jit.example')).searchParams.get('accessToken') ?? '');
      expect(again.EmployeeId).toBe(claims.EmployeeId);
    });

    it('lets two first sign-ins of a new address at once in as the one user they make', async () => {
      const flows = [];
      for (let flow = 0; flow < 2; flow += 1) {
        const { redirectUrl, cookie } = await start('ole@sso-jit.example');
        flows.push({ back: await signInAtProvider(redirectUrl, 'ole@sso-jit.example'), cookie });
      }
      const returns = await Promise.all(flows.map(async ({ back, cookie }) => locationOf(await callback(back, cookie))));
      const ids = returns.map((location) => decodeClaims(location.searchParams.get('accessToken') ?? '').EmployeeId);
      expect(ids[0]).toBeTruthy();
      expect(ids[1]).toBe(ids[0]);
      const people = await context().db.selectFrom('employees').select('id').where('email', '=', 'ole@sso-jit.example').execute();
      expect(people).toHaveLength(1);
    });

    it("refuses the password of an enforcing customer's user with its reason, after the password only", async () => {
      const refused = await inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email: 'bo@sso-enforced.example', password: PASSWORD } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ key: singleSignOnMessageKeys.enforced, message: expect.stringMatching(/single sign-on/) as string });
      const wrong = await inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email: 'bo@sso-enforced.example', password: 'wrong-password' } });
      expect(wrong.statusCode).toBe(401);
      expect(await auditEntries(context().db, customerIds['C-SSO-ENF'] ?? 0, { action: 'sign-in.refused', subject: 'bo@sso-enforced.example' })).toHaveLength(1);
      // Not enforced: the password signs in as before.
      expect((await signInAs(context().app, 'anna@sso-one.example', PASSWORD)).claims.EmployeeEmail).toBe('anna@sso-one.example');
      // Single sign-on still lets the enforcing customer's user in.
      expect(decodeClaims((await signInThrough('bo@sso-enforced.example')).searchParams.get('accessToken') ?? '').EmployeeEmail).toBe('bo@sso-enforced.example');
    });

    it("stores the client secret sealed; the customer's Admins read the configuration without it", async () => {
      const stored = await context().db.selectFrom('customer_single_sign_on').select('client_secret').where('customer_id', '=', customerIds['C-SSO-1'] ?? 0).executeTakeFirstOrThrow();
      expect(stored.client_secret).toMatch(/^v1\./);
      expect(stored.client_secret).not.toContain(CLIENT.client_secret);
      const admin = await signInAs(context().app, 'admin@sso-one.example', PASSWORD);
      const read = await inject({ method: 'GET', url: `/api/user/${admin.customerId}/single-sign-on`, headers: admin.headers });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ configured: true, issuer: provider.issuer, clientId: CLIENT.client_id, domains: ['sso-one.example'], enforced: false, justInTime: false });
      expect(read.body).not.toContain(CLIENT.client_secret);
      const user = await signInAs(context().app, 'anna@sso-one.example', PASSWORD);
      expect((await inject({ method: 'GET', url: `/api/user/${user.customerId}/single-sign-on`, headers: user.headers })).statusCode).toBe(403);
      const demoAdmin = await signInAs(context().app, 'demo@example.com');
      const none = await inject({ method: 'GET', url: `/api/user/${demoAdmin.customerId}/single-sign-on`, headers: demoAdmin.headers });
      expect(none.json()).toMatchObject({ configured: false, domains: [] });
    });

    it('imports the same configuration again without a write, and refuses a domain of another customer', async () => {
      const again = await importProviderData(
        context().db,
        { customers: [{ xalId: 'C-SSO-1', name: 'Ét A/S', singleSignOn: ssoOf('sso-one.example') }] },
        { ssoSecretKey: context().config.ssoSecretKey },
      );
      expect(again.ok && again.summary.changed.customer_single_sign_on).toBe(0);
      const taken = await importProviderData(
        context().db,
        { customers: [{ xalId: 'C-SSO-JIT', name: 'Jit A/S', singleSignOn: ssoOf('sso-one.example') }] },
        { ssoSecretKey: context().config.ssoSecretKey },
      );
      expect(taken.ok).toBe(false);
      if (!taken.ok) expect(taken.errors[0]?.message).toMatch(/sso-one\.example already signs in at another customer/);
    });
  },
  { env: { PUBLIC_URL } },
);
