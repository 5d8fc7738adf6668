import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditEntry, CustomerUser, LocationNode, PasswordLinkInfo, Profile } from '@portal/shared/contract';
import { hashPassword } from '../../auth/password.js';
import { fixtures } from '../../test/fixtures.js';
import { readMessage, startSmtpSink } from '../../test/smtp-sink.js';
import { bearer, describeEachDatabase, signIn, signInAs, type TestSession } from '../../test/test-app.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const PASSWORD = 'Sikker-Kode-2026!';

/** The one-time link's token from the last mail to `to` (and the mail's text). */
function lastLink(to: string): { token: string; text: string } {
  const message = [...sink.received].reverse().find((received) => received.to.includes(to));
  if (!message) throw new Error(`no mail to ${to}`);
  const { text } = readMessage(message.raw);
  const token = /set-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in: ${text}`);
  return { token, text };
}

describeEachDatabase(
  'customer administration: users, one-time links, profile, locations, audit',
  (context) => {
    let admin: TestSession;
    let user: TestSession;
    let site: string;
    let otherSite: string;
    const users = () => `/api/user/${admin.customerId}/users`;
    const inject = (options: InjectOptions) => context().app.inject(options);
    /** The mails go through the job queue: the last link once every queued mail is sent. */
    const linkTo = async (to: string) => {
      await context().app.jobs.drain();
      return lastLink(to);
    };

    beforeAll(async () => {
      const { app, db } = context();
      admin = await signInAs(app, 'demo@example.com');
      expect(admin.claims.Role).toBe('Admin');
      const make = fixtures(db);
      const siteId = await make.location(admin.customerId, { code: 'ADM-SITE', name: 'Begrænset grund' });
      await make.location(admin.customerId, { code: 'ADM-ROOM', name: 'Rum', parent_id: siteId });
      await make.location(admin.customerId, { code: 'ADM-OTHER', name: 'Anden grund' });
      site = 'ADM-SITE';
      otherSite = 'ADM-OTHER';
      const employee = await db
        .insertInto('employees')
        .values({ name: 'Almindelig Bruger', email: 'almindelig@example.com', password_hash: await hashPassword(PASSWORD), newsletter: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('memberships').values({ employee_id: employee.id, customer_id: admin.customerId, role: 'User' }).execute();
      user = await signInAs(app, 'almindelig@example.com', PASSWORD);
    });

    it('refuses every admin call to a User of the customer with 403', async () => {
      const calls = [
        { method: 'GET' as const, url: users() },
        { method: 'POST' as const, url: users(), payload: { name: 'X', email: 'x@example.com', role: 'User' } },
        { method: 'PUT' as const, url: `${users()}/${admin.employeeId}`, payload: { name: 'X', role: 'User', active: false, locationCodes: null } },
        { method: 'DELETE' as const, url: `${users()}/${admin.employeeId}` },
        { method: 'GET' as const, url: `/api/audit/${admin.customerId}/entries` },
        { method: 'GET' as const, url: `/api/audit/${admin.customerId}/entries.csv` },
      ];
      for (const call of calls) {
        const response = await inject({ ...call, headers: user.headers });
        expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(403);
      }
    });

    it('invites a user limited to one site: a mail with a one-time link over SMTP, never a password', async () => {
      const response = await inject({
        method: 'POST',
        url: users(),
        headers: admin.headers,
        payload: { name: 'Ny Tekniker', email: 'Ny.Tekniker@Example.com', role: 'User', locationCodes: [site] },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<CustomerUser>()).toMatchObject({ name: 'Ny Tekniker', email: 'ny.tekniker@example.com', role: 'User', active: true, invited: true, locationCodes: [site] });
      const { token, text } = await linkTo('ny.tekniker@example.com');
      expect(text).toContain('Ny Tekniker');
      expect(text.toLowerCase()).not.toContain('password:');
      // Stored hashed only.
      const stored = await context().db.selectFrom('employee_tokens').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(token);

      const info = await inject({ method: 'POST', url: '/api/user/password/link', payload: { token } });
      expect(info.json<PasswordLinkInfo>()).toEqual({ email: 'ny.tekniker@example.com', purpose: 'invite' });

      const tooShort = await inject({ method: 'POST', url: '/api/user/password/set', payload: { token, password: 'kort' } });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json<{ key: string }>().key).toBe('profile.password.tooShort');
      const common = await inject({ method: 'POST', url: '/api/user/password/set', payload: { token, password: 'Password123' } });
      expect(common.statusCode).toBe(400);
      expect(common.json<{ key: string }>().key).toBe('profile.password.tooCommon');
      // Invited, no password yet: signing in fails.
      expect((await inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email: 'ny.tekniker@example.com', password: 'anything-at-all' } })).statusCode).toBe(401);

      const set = await inject({ method: 'POST', url: '/api/user/password/set', payload: { token, password: PASSWORD } });
      expect(set.statusCode, set.body).toBe(204);
      const again = await inject({ method: 'POST', url: '/api/user/password/set', payload: { token, password: `${PASSWORD}x` } });
      expect(again.statusCode).toBe(410);
    });

    it('a user limited to a site sees only it: the tree, the site and its rooms; elsewhere 404', async () => {
      const limited = await signInAs(context().app, 'ny.tekniker@example.com', PASSWORD);
      const base = `/api/location/${limited.customerId}`;
      const tree = await inject({ url: `${base}/locations`, headers: limited.headers });
      expect(tree.statusCode).toBe(200);
      const roots = tree.json<LocationNode[]>();
      expect(roots.map((node) => node.code)).toEqual([site]);
      expect(roots[0]?.children.map((node) => node.code)).toEqual(['ADM-ROOM']);
      expect((await inject({ url: `${base}/location/ADM-ROOM`, headers: limited.headers })).statusCode).toBe(200);
      // Twice: the second answer may come from caches (membership, response), which must not widen it.
      for (let round = 0; round < 2; round += 1) {
        expect((await inject({ url: `${base}/location/${otherSite}`, headers: limited.headers })).statusCode).toBe(404);
        expect((await inject({ url: `/api/chart/${limited.customerId}/location/${otherSite}/statistics`, headers: limited.headers })).statusCode).toBe(404);
        expect(
          (await inject({ method: 'POST', url: `/api/issue/${limited.customerId}/issues/2000-01-01/2099-12-31/DASHBOARD`, headers: limited.headers, payload: [site, otherSite] })).statusCode,
        ).toBe(404);
        // The admin's view of the same location is not what the limited user gets from the response cache.
        expect((await inject({ url: `${base}/location/${otherSite}`, headers: admin.headers })).statusCode).toBe(200);
      }
      // The all-locations subscriptions and adding one are the whole customer's.
      expect((await inject({ url: `/api/notification/${limited.customerId}/GetNotification`, headers: limited.headers })).json()).toEqual([]);
      const all = await inject({
        method: 'POST',
        url: `/api/notification/${limited.customerId}/AddNotification`,
        headers: limited.headers,
        payload: { name: 'Alle', email: 'alle@example.com', type: 'CompletedTasksDaily', locationReferenceCode: '' },
      });
      expect(all.statusCode).toBe(403);
    });

    it('keeps the rules: no change of oneself, at least one active Admin, Admins see every location', async () => {
      const self = `${users()}/${admin.employeeId}`;
      expect((await inject({ method: 'DELETE', url: self, headers: admin.headers })).statusCode).toBe(409);
      expect((await inject({ method: 'PUT', url: self, headers: admin.headers, payload: { name: 'Demo', role: 'User', active: true, locationCodes: null } })).statusCode).toBe(409);
      const list = (await inject({ url: users(), headers: admin.headers })).json<CustomerUser[]>();
      const plain = list.find((row) => row.email === 'almindelig@example.com');
      if (!plain) throw new Error('the user is missing from the list');
      const asAdmin = await inject({ method: 'PUT', url: `${users()}/${plain.employeeId}`, headers: admin.headers, payload: { name: 'Almindelig Bruger', role: 'Admin', active: true, locationCodes: [site] } });
      expect(asAdmin.statusCode).toBe(400);
      const unknown = await inject({ method: 'PUT', url: `${users()}/${plain.employeeId}`, headers: admin.headers, payload: { name: 'Almindelig Bruger', role: 'User', active: true, locationCodes: ['NO-SUCH'] } });
      expect(unknown.statusCode).toBe(404);
      const bad = await inject({ method: 'POST', url: users(), headers: admin.headers, payload: { name: 'X', email: 'not-an-email', role: 'User' } });
      expect(bad.statusCode).toBe(400);
      const badRole = await inject({ method: 'POST', url: users(), headers: admin.headers, payload: { name: 'X', email: 'x@example.com', role: 'Root' } });
      expect(badRole.statusCode).toBe(400);
      const twice = await inject({ method: 'POST', url: users(), headers: admin.headers, payload: { name: 'X', email: 'almindelig@example.com', role: 'User' } });
      expect(twice.statusCode).toBe(409);
      // The only Admin of another customer cannot be demoted by a second Admin who is then demoted... : one Admin must stay.
      const promote = await inject({ method: 'PUT', url: `${users()}/${plain.employeeId}`, headers: admin.headers, payload: { name: 'Almindelig Bruger', role: 'Admin', active: true, locationCodes: null } });
      expect(promote.statusCode, promote.body).toBe(200);
      const promoted = await signInAs(context().app, 'almindelig@example.com', PASSWORD);
      const demoteFirst = await inject({ method: 'PUT', url: `${users()}/${admin.employeeId}`, headers: promoted.headers, payload: { name: admin.claims.EmployeeName, role: 'User', active: true, locationCodes: null } });
      expect(demoteFirst.statusCode, demoteFirst.body).toBe(200);
      // Now `promoted` is the only Admin: the demoted one's token says Admin, the server knows better.
      expect((await inject({ url: users(), headers: admin.headers })).statusCode).toBe(403);
      const restore = await inject({ method: 'PUT', url: `${users()}/${admin.employeeId}`, headers: promoted.headers, payload: { name: admin.claims.EmployeeName, role: 'Admin', active: true, locationCodes: null } });
      expect(restore.statusCode).toBe(200);
      const back = await inject({ method: 'PUT', url: `${users()}/${plain.employeeId}`, headers: admin.headers, payload: { name: 'Almindelig Bruger', role: 'User', active: true, locationCodes: null } });
      expect(back.statusCode).toBe(200);
    });

    it('deactivates (no sign-in, the token is refused) and deletes a user', async () => {
      const invited = await inject({ method: 'POST', url: users(), headers: admin.headers, payload: { name: 'Kort Tid', email: 'kort.tid@example.com', role: 'User' } });
      const { employeeId } = invited.json<CustomerUser>();
      await inject({ method: 'POST', url: '/api/user/password/set', payload: { token: (await linkTo('kort.tid@example.com')).token, password: PASSWORD } });
      const session = await signInAs(context().app, 'kort.tid@example.com', PASSWORD);
      const profileUrl = `/api/user/${session.customerId}/profile`;
      expect((await inject({ url: profileUrl, headers: session.headers })).statusCode).toBe(200);
      const off = await inject({ method: 'PUT', url: `${users()}/${employeeId}`, headers: admin.headers, payload: { name: 'Kort Tid', role: 'User', active: false, locationCodes: null } });
      expect(off.json<CustomerUser>().active).toBe(false);
      expect((await inject({ url: profileUrl, headers: session.headers })).statusCode).toBe(404);
      expect((await inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email: 'kort.tid@example.com', password: PASSWORD } })).statusCode).toBe(403);
      expect((await inject({ method: 'DELETE', url: `${users()}/${employeeId}`, headers: admin.headers })).statusCode).toBe(204);
      expect((await inject({ url: users(), headers: admin.headers })).json<CustomerUser[]>().map((row) => row.email)).not.toContain('kort.tid@example.com');
      expect((await inject({ method: 'DELETE', url: `${users()}/${employeeId}`, headers: admin.headers })).statusCode).toBe(404);
    });

    it('forgotten password: the same answer for unknown e-mails; the link sets a new password and ends old sessions', async () => {
      const before = sink.received.length;
      expect((await inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email: 'nobody@example.com' } })).statusCode).toBe(204);
      await context().app.jobs.drain();
      expect(sink.received.length).toBe(before);
      const old = await signIn(context().app, 'almindelig@example.com', PASSWORD);
      expect((await inject({ method: 'POST', url: '/api/user/password/forgot', payload: { email: 'ALMINDELIG@example.com' } })).statusCode).toBe(204);
      const { token } = await linkTo('almindelig@example.com');
      expect((await inject({ method: 'POST', url: '/api/user/password/link', payload: { token } })).json<PasswordLinkInfo>().purpose).toBe('reset');
      expect((await inject({ method: 'POST', url: '/api/user/password/set', payload: { token, password: 'Helt-Ny-Kode-2026' } })).statusCode).toBe(204);
      expect((await inject({ url: `/api/user/${admin.customerId}/profile`, headers: bearer(old) })).statusCode).toBe(401);
      expect((await signInAs(context().app, 'almindelig@example.com', 'Helt-Ny-Kode-2026')).customerId).toBe(admin.customerId);
      expect((await inject({ method: 'POST', url: '/api/user/password/link', payload: { token: 'x'.repeat(43) } })).statusCode).toBe(410);
      expect((await inject({ method: 'POST', url: '/api/user/password/set', payload: { token: 'bad token!', password: PASSWORD } })).statusCode).toBe(400);
    });

    it('profile: reads and changes name, language, newsletter and terms; the password needs the current one', async () => {
      const url = `/api/user/${user.customerId}/profile`;
      const session = await signInAs(context().app, 'almindelig@example.com', 'Helt-Ny-Kode-2026');
      const read = (await inject({ url, headers: session.headers })).json<Profile>();
      expect(read).toMatchObject({ email: 'almindelig@example.com', role: 'User', termsAcceptedAt: null });
      const updated = await inject({ method: 'PUT', url, headers: session.headers, payload: { name: 'Almindelig B.', culture: 'en-GB', newsletter: true, acceptTerms: true } });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json<Profile>()).toMatchObject({ name: 'Almindelig B.', culture: 'en-GB', newsletter: true, termsAcceptedAt: expect.any(String) as string });
      const badCulture = await inject({ method: 'PUT', url, headers: session.headers, payload: { name: 'X', culture: 'fr-FR', newsletter: true } });
      expect(badCulture.statusCode).toBe(400);
      const wrong = await inject({ method: 'POST', url: `${url}/password`, headers: session.headers, payload: { currentPassword: 'wrong-one-here', newPassword: 'Endnu-En-Kode-2026' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ key: string }>().key).toBe('profile.password.wrongCurrent');
      const common = await inject({ method: 'POST', url: `${url}/password`, headers: session.headers, payload: { currentPassword: 'Helt-Ny-Kode-2026', newPassword: 'qwertyuiop' } });
      expect(common.json<{ key: string }>().key).toBe('profile.password.tooCommon');
      const ok = await inject({ method: 'POST', url: `${url}/password`, headers: session.headers, payload: { currentPassword: 'Helt-Ny-Kode-2026', newPassword: PASSWORD } });
      expect(ok.statusCode).toBe(204);
    });

    it('audit trail: sign-ins, invitations, user changes and status changes; filters by user, location and period; CSV', async () => {
      const { db } = context();
      const issueLocation = await db.selectFrom('locations').select('id').where('code', '=', 'ADM-ROOM').executeTakeFirstOrThrow();
      const installation = await fixtures(db).installation(admin.customerId, issueLocation.id, { code: 'ABA/ADM1' });
      const issueId = await fixtures(db).issue(admin.customerId, issueLocation.id, installation, { status: 'Error', number: 'ADM-4711' });
      const status = await inject({ method: 'POST', url: `/api/issue/${admin.customerId}/updateStatus/${issueId}`, headers: admin.headers, payload: { IssueStatus: 'Completed', Comment: 'Udbedret af teknikeren i dag' } });
      expect(status.statusCode, status.body).toBe(200);

      const base = `/api/audit/${admin.customerId}/entries`;
      const all = await inject({ url: base, headers: admin.headers });
      expect(all.statusCode).toBe(200);
      const entries = all.json<AuditEntry[]>();
      expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(entries.length);
      const actions = new Set(entries.map((entry) => entry.action));
      for (const action of ['sign-in', 'user.invite', 'user.update', 'user.delete', 'password.set', 'issue.status', 'profile.update']) expect(actions, action).toContain(action);

      const bySite = (await inject({ url: base, query: { location: site }, headers: admin.headers })).json<AuditEntry[]>();
      expect(bySite.map((entry) => [entry.action, entry.subject, entry.locationCode])).toEqual([['issue.status', 'Issue ADM-4711', 'ADM-ROOM']]);
      const byUser = (await inject({ url: base, query: { employeeId: String(user.employeeId) }, headers: admin.headers })).json<AuditEntry[]>();
      expect(byUser.length).toBeGreaterThan(0);
      expect(byUser.every((entry) => entry.employeeId === user.employeeId)).toBe(true);
      const past = (await inject({ url: base, query: { from: '2000-01-01', to: '2000-12-31' }, headers: admin.headers })).json<AuditEntry[]>();
      expect(past).toEqual([]);
      expect((await inject({ url: base, query: { from: '2026-13-01', to: '2026-12-31' }, headers: admin.headers })).statusCode).toBe(400);
      expect((await inject({ url: base, query: { from: '2026-01-01' }, headers: admin.headers })).statusCode).toBe(400);

      const csv = await inject({ url: `${base}.csv`, query: { location: site }, headers: admin.headers });
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('created,person,impersonator,action,subject,details,locationCode,locationName');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('issue.status,Issue ADM-4711,Completed: Udbedret af teknikeren i dag,ADM-ROOM,Rum');
    });

    it('records an impersonated session with the impersonator', async () => {
      const { app } = context();
      const { exp, iat: _iat, ...content } = admin.claims;
      const token = await app.tokens.sign({ ...content, Impersonator: 'support.agent@provider.dk' }, exp * 1000);
      const logged = await inject({ url: `/api/authentication/logimpersonator/${admin.customerId}/${admin.employeeId}/support.agent`, headers: bearer(token) });
      expect(logged.statusCode).toBe(204);
      const entries = (await inject({ url: `/api/audit/${admin.customerId}/entries`, headers: admin.headers })).json<AuditEntry[]>();
      expect(entries.find((entry) => entry.action === 'impersonation')).toMatchObject({ impersonator: 'support.agent@provider.dk', employeeId: admin.employeeId });
    });
  },
  { env: { SMTP_URL: sink.url } },
);
