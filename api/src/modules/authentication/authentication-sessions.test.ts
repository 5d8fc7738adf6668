import { afterEach, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createSessions } from '../../auth/sessions.js';
import { bearer, decodeClaims, describeEachDatabase, signIn, testConfig } from '../../test/test-app.js';

const HOUR = 3_600_000;

describeEachDatabase(
  'sessions (logout, absolute lifetime)',
  (context) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const customersOf = (token: string) =>
      context().app.inject({ url: `/api/employee/${decodeClaims(token).EmployeeId}/customers`, headers: bearer(token) });
    const locationsOf = (token: string) =>
      context().app.inject({ url: `/api/location/${decodeClaims(token).CustomerId}/locations`, headers: bearer(token) });
    const logout = (token: string) => context().app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(token) });
    const renew = (token: string, customerId = decodeClaims(token).CustomerId) =>
      context().app.inject({
        url: `/api/authentication/requestnewtoken/customer/${customerId}/employee/${decodeClaims(token).EmployeeId}`,
        headers: bearer(token),
      });

    it('signs every token into a session of its own, stored on the server', async () => {
      const first = decodeClaims(await signIn(context().app, 'demo@example.com'));
      const second = decodeClaims(await signIn(context().app, 'demo@example.com'));
      expect(first.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(second.sid).not.toBe(first.sid);
      const row = await context().db.selectFrom('sessions').selectAll().where('id', '=', first.sid).executeTakeFirstOrThrow();
      expect(row.employee_id).toBe(Number(first.EmployeeId));
      expect(row.revoked_at).toBeNull();
      expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(12 * HOUR);
    });

    it('refuses the token at once after logout (the verified-token cache included); other sessions go on', async () => {
      const token = await signIn(context().app, 'demo@example.com');
      const other = await signIn(context().app, 'demo@example.com');
      // Verified and cached by these calls.
      expect((await customersOf(token)).statusCode).toBe(200);
      expect((await locationsOf(token)).statusCode).toBe(200);

      const response = await logout(token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      for (const after of [await customersOf(token), await locationsOf(token), await logout(token)]) {
        expect(after.statusCode).toBe(401);
        expect(after.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'The session has ended. Sign in again.' });
      }
      const row = await context().db.selectFrom('sessions').select('revoked_at').where('id', '=', decodeClaims(token).sid).executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
      expect((await customersOf(other)).statusCode).toBe(200);
    });

    it('ends a renewed token with its session, whichever of the two logs out', async () => {
      const { db } = context();
      const token = await signIn(context().app, 'demo@example.com');
      const aarhus = await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-20877').executeTakeFirstOrThrow();
      const switched = await renew(token, String(aarhus.id));
      expect(switched.statusCode).toBe(200);
      const renewed = (switched.json() as { token: string }).token;
      expect(decodeClaims(renewed)).toMatchObject({ sid: decodeClaims(token).sid, CustomerXal: 'C-20877' });
      expect((await locationsOf(renewed)).statusCode).toBe(200);

      expect((await logout(token)).statusCode).toBe(204);
      expect((await locationsOf(renewed)).statusCode).toBe(401);
      expect((await renew(renewed)).statusCode).toBe(401);

      // And the other way round: logging out with the renewed token ends the original too.
      const second = await signIn(context().app, 'demo@example.com');
      const secondRenewed = ((await renew(second)).json() as { token: string }).token;
      expect((await logout(secondRenewed)).statusCode).toBe(204);
      expect((await customersOf(second)).statusCode).toBe(401);
    });

    it('never renews past the absolute lifetime (SESSION_MAX_HOURS, 12 h by default)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      const token = await signIn(context().app, 'demo@example.com');
      const signedIn = decodeClaims(token);
      expect((signedIn.exp - signedIn.iat) * 1000).toBe(8 * HOUR);

      vi.setSystemTime(start + 7 * HOUR);
      const late = await renew(token);
      expect(late.statusCode).toBe(200);
      const lateToken = (late.json() as { token: string }).token;
      // 7 h + 8 h would be 15 h: capped at the session's end.
      expect(decodeClaims(lateToken).exp).toBe(Math.floor((start + 12 * HOUR) / 1000));

      vi.setSystemTime(start + 11.5 * HOUR);
      const later = await renew(lateToken);
      expect(later.statusCode).toBe(200);
      const laterToken = (later.json() as { token: string }).token;
      expect(decodeClaims(laterToken).exp).toBe(Math.floor((start + 12 * HOUR) / 1000));
      expect((await customersOf(laterToken)).statusCode).toBe(200);
      // A token that would outlive the session (only a key holder could make one) ends with it too.
      const { exp: _exp, iat: _iat, ...content } = signedIn;
      const outliving = await context().app.tokens.sign(content, start + 24 * HOUR);
      expect(decodeClaims(outliving).exp).toBe(Math.floor((start + 19.5 * HOUR) / 1000));
      expect((await customersOf(outliving)).statusCode).toBe(200);

      vi.setSystemTime(start + 12 * HOUR + 1000);
      expect((await renew(laterToken)).statusCode).toBe(401);
      expect((await customersOf(laterToken)).statusCode).toBe(401);
      const refused = await customersOf(outliving);
      expect(refused.statusCode).toBe(401);
      expect((refused.json() as { message: string }).message).toBe('The session has ended. Sign in again.');
    });

    it('refuses a correctly signed token whose session does not exist (forged or deleted)', async () => {
      const claims = decodeClaims(await signIn(context().app, 'demo@example.com'));
      const { exp, iat: _iat, ...content } = claims;
      const unknown = await context().app.tokens.sign({ ...content, sid: 'AAAAAAAAAAAAAAAAAAAAAA' }, exp * 1000);
      expect((await customersOf(unknown)).statusCode).toBe(401);
      // Another employee's session under this employee's name.
      const other = decodeClaims(await signIn(context().app, 'anden@example.com'));
      const borrowed = await context().app.tokens.sign({ ...content, sid: other.sid }, exp * 1000);
      expect((await customersOf(borrowed)).statusCode).toBe(401);
    });

    it('a logout through another API process reaches this one within SESSION_RECHECK_SECONDS (0: at once)', async () => {
      const { db, database } = context();
      const everyRequest = await buildApp({ config: testConfig(database.dataDir, { SESSION_RECHECK_SECONDS: '0' }), db });
      const everyMinute = await buildApp({ config: testConfig(database.dataDir), db });
      try {
        vi.useFakeTimers({ toFake: ['Date'] });
        const token = await signIn(context().app, 'demo@example.com');
        const url = `/api/employee/${decodeClaims(token).EmployeeId}/customers`;
        expect((await everyRequest.inject({ url, headers: bearer(token) })).statusCode).toBe(200);
        expect((await everyMinute.inject({ url, headers: bearer(token) })).statusCode).toBe(200);

        expect((await logout(token)).statusCode).toBe(204);
        expect((await everyRequest.inject({ url, headers: bearer(token) })).statusCode).toBe(401);
        // Still trusted from its cache for up to 60 s...
        expect((await everyMinute.inject({ url, headers: bearer(token) })).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 61_000);
        // ...then read again and refused.
        expect((await everyMinute.inject({ url, headers: bearer(token) })).statusCode).toBe(401);
      } finally {
        await everyRequest.close();
        await everyMinute.close();
      }
    });

    it('keeps a session revoked when a database read that started before the logout answers after it', async () => {
      const { db } = context();
      const employee = await db.selectFrom('employees').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
      const sessions = createSessions(db, { maxAgeMs: HOUR, recheckMs: 0 });
      const { id } = await sessions.start(employee.id);
      const reading = sessions.live(id);
      expect(reading).toBeInstanceOf(Promise);
      const revoking = sessions.revoke(id);
      expect(await reading).toBeUndefined();
      await revoking;
      expect(await sessions.live(id)).toBeUndefined();
      const row = await db.selectFrom('sessions').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
    });
  },
);
