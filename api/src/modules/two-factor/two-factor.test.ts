import type { InjectOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, expect, it } from 'vitest';
import { recoveryCodeCount, recoveryCodePattern, totpMaxFailedCodes, twoFactorMessageKeys } from '@portal/shared/rules';
import { hashPassword } from '../../auth/password.js';
import { describeEachDatabase, signInAs, type TestSession } from '../../test/test-app.js';

/**
 * Two-factor sign-in (ADR 0057) through the real API on both databases: enrolment and confirmation,
 * sign-in with a code made from the key by `otpauth` (as an authenticator app makes it), recovery codes
 * that work once, the per-user limit on wrong codes, the customer's requirement and the audited reset.
 */

const PASSWORD = 'Totp-Hemmelig-Kode-7';

/** The code an authenticator shows for `secret`, `offsetSteps` 30-second steps from now. */
function codeOf(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

interface ErrorAnswer {
  statusCode: number;
  message: string;
  key?: string;
  totpRequired?: boolean;
  enrolment?: { secret: string; otpauthUrl: string; qrCode: string };
}

describeEachDatabase('two-factor sign-in (TOTP)', (context) => {
  let admin: TestSession;
  let seq = 0;
  const inject = (options: InjectOptions) => context().app.inject(options);
  const authenticate = (email: string, extra: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/authentication/authenticate', payload: { email, password: PASSWORD, ...extra }, remoteAddress: `10.9.${seq}.${++seq % 250}` });

  beforeAll(async () => {
    admin = await signInAs(context().app, 'demo@example.com');
  });

  /** A password user of the demo customer (the Admin's first customer). */
  async function person(email: string, role: 'User' | 'Admin' = 'User'): Promise<number> {
    const row = await context()
      .db.insertInto('employees')
      .values({ name: email.split('@')[0] ?? email, email, password_hash: await hashPassword(PASSWORD), newsletter: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context().db.insertInto('memberships').values({ employee_id: row.id, customer_id: admin.customerId, role }).execute();
    return row.id;
  }

  /** Signs in with the password and enrols: the key and the recovery codes. */
  async function enrolled(email: string): Promise<{ id: number; secret: string; recoveryCodes: string[]; session: TestSession }> {
    const id = await person(email);
    const session = await signInAs(context().app, email, PASSWORD);
    const enrol = await inject({ method: 'POST', url: '/api/authentication/totp/enrol', headers: session.headers });
    const { secret } = enrol.json() as { secret: string };
    const confirm = await inject({ method: 'POST', url: '/api/authentication/totp/confirm', headers: session.headers, payload: { code: codeOf(secret) } });
    expect(confirm.statusCode).toBe(200);
    return { id, secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes, session };
  }

  /** Forgets the last accepted step, so a code of the current step is accepted again (tests run within one step). */
  const forgetLastStep = (id: number) => context().db.updateTable('employee_totp').set({ last_step: null }).where('employee_id', '=', id).execute();

  it('enrols: a key with its otpauth URL and QR code, confirmed by a code; ten recovery codes stored hashed', async () => {
    const id = await person('totp.enrol@example.com');
    const session = await signInAs(context().app, 'totp.enrol@example.com', PASSWORD);
    const enrol = await inject({ method: 'POST', url: '/api/authentication/totp/enrol', headers: session.headers });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = enrol.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*totp\.enrol%40example\.com\?/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    // Not on until confirmed: the password alone still signs in.
    expect((await authenticate('totp.enrol@example.com')).statusCode).toBe(200);

    const wrong = await inject({ method: 'POST', url: '/api/authentication/totp/confirm', headers: session.headers, payload: { code: '000000' === codeOf(secret) ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.wrongCode);

    const confirm = await inject({ method: 'POST', url: '/api/authentication/totp/confirm', headers: session.headers, payload: { code: codeOf(secret) } });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodeCount);
    for (const code of recoveryCodes) expect(code).toMatch(new RegExp(recoveryCodePattern));
    const stored = await context().db.selectFrom('employee_recovery_codes').select('code_hash').where('employee_id', '=', id).execute();
    expect(stored).toHaveLength(recoveryCodeCount);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.map((code) => code.replace('-', ''))).not.toContain(code_hash);
    }

    const status = await inject({ method: 'GET', url: '/api/authentication/totp/status', headers: session.headers });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: recoveryCodeCount });
    // A second enrolment while on is refused, and so is a confirmation.
    expect((await inject({ method: 'POST', url: '/api/authentication/totp/enrol', headers: session.headers })).statusCode).toBe(409);
    expect((await inject({ method: 'POST', url: '/api/authentication/totp/confirm', headers: session.headers, payload: { code: '123456' } })).statusCode).toBe(409);
  });

  it('signs in with the password and then a code; the same code is not accepted twice', async () => {
    const { id, secret } = await enrolled('totp.signin@example.com');
    const first = await authenticate('totp.signin@example.com');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ totpRequired: true, key: twoFactorMessageKeys.required, message: expect.any(String) as string });
    expect((first.json() as ErrorAnswer).enrolment).toBeUndefined();

    // A wrong password with a right code is the plain wrong-credentials answer: the code says nothing.
    const wrongPassword = await inject({
      method: 'POST',
      url: '/api/authentication/authenticate',
      payload: { email: 'totp.signin@example.com', password: 'wrong-password', totp: codeOf(secret) },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect((wrongPassword.json() as ErrorAnswer).totpRequired).toBeUndefined();

    await forgetLastStep(id);
    const code = codeOf(secret);
    const signedIn = await authenticate('totp.signin@example.com', { totp: code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String) as string, culture: null });
    const replay = await authenticate('totp.signin@example.com', { totp: code });
    expect(replay.statusCode).toBe(401);
    expect((replay.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.wrongCode);
    // The next step's code (an authenticator a little ahead) is accepted.
    expect((await authenticate('totp.signin@example.com', { totp: codeOf(secret, 1) })).statusCode).toBe(200);
  });

  it('a recovery code signs in once', async () => {
    const { session, recoveryCodes } = await enrolled('totp.recovery@example.com');
    const code = recoveryCodes[0] ?? '';
    expect((await authenticate('totp.recovery@example.com', { totp: code.toUpperCase() })).statusCode).toBe(200);
    const again = await authenticate('totp.recovery@example.com', { totp: code });
    expect(again.statusCode).toBe(401);
    expect((again.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.wrongCode);
    const status = await inject({ method: 'GET', url: '/api/authentication/totp/status', headers: session.headers });
    expect((status.json() as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(recoveryCodeCount - 1);
  });

  it('refuses wrong codes and, after too many for the user, every code for a while (429)', async () => {
    const { id, secret } = await enrolled('totp.limit@example.com');
    const wrongCode = codeOf(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < totpMaxFailedCodes; i += 1) {
      const answer = await authenticate('totp.limit@example.com', { totp: wrongCode });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ totpRequired: true, key: twoFactorMessageKeys.wrongCode });
    }
    await forgetLastStep(id);
    const limited = await authenticate('totp.limit@example.com', { totp: codeOf(secret) });
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.tooManyCodes);
    // Counted per user in the shared table: another user is not limited.
    const other = await enrolled('totp.limit.other@example.com');
    await forgetLastStep(other.id);
    expect((await authenticate('totp.limit.other@example.com', { totp: codeOf(other.secret) })).statusCode).toBe(200);
    // The window ends: the code is accepted again.
    await context().db.updateTable('rate_limits').set({ window_ends: Date.now() - 1 }).where('key', '=', `totp-failures|${id}`).execute();
    expect((await authenticate('totp.limit@example.com', { totp: codeOf(secret) })).statusCode).toBe(200);
  });

  it('bad input is a 400 with a message; turning off needs a current code', async () => {
    const { session, secret, id } = await enrolled('totp.off@example.com');
    const bad = await authenticate('totp.off@example.com', { totp: '12' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorAnswer).message).toMatch(/totp/);
    const noCode = await inject({ method: 'POST', url: '/api/authentication/totp/disable', headers: session.headers, payload: {} });
    expect(noCode.statusCode).toBe(400);
    const wrong = await inject({ method: 'POST', url: '/api/authentication/totp/disable', headers: session.headers, payload: { code: codeOf(secret) === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.wrongCode);
    await forgetLastStep(id);
    const off = await inject({ method: 'POST', url: '/api/authentication/totp/disable', headers: session.headers, payload: { code: codeOf(secret) } });
    expect(off.statusCode).toBe(204);
    expect((await authenticate('totp.off@example.com')).statusCode).toBe(200);
    const noPending = await inject({ method: 'POST', url: '/api/authentication/totp/confirm', headers: session.headers, payload: { code: '123456' } });
    expect(noPending.statusCode).toBe(409);
    expect((noPending.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.noPendingEnrolment);
  });

  it("an Admin resets a user's two-factor; the reset is in the audit trail; only Admins, only their members", async () => {
    const { id } = await enrolled('totp.reset@example.com');
    const userId = await person('totp.reset.user@example.com');
    const user = await signInAs(context().app, 'totp.reset.user@example.com', PASSWORD);
    const url = `/api/user/${admin.customerId}/users/${id}/two-factor`;
    expect((await inject({ method: 'DELETE', url: `/api/user/${user.customerId}/users/${id}/two-factor`, headers: user.headers })).statusCode).toBe(403);
    // A user without two-factor: nothing to reset, nothing audited.
    expect((await inject({ method: 'DELETE', url: `/api/user/${admin.customerId}/users/${userId}/two-factor`, headers: admin.headers })).statusCode).toBe(204);
    const other = await context().db.selectFrom('employees').select('id').where('email', '=', 'anden@example.com').executeTakeFirstOrThrow();
    const otherMember = await context().db.selectFrom('memberships').select('customer_id').where('employee_id', '=', other.id).execute();
    if (!otherMember.some((row) => row.customer_id === admin.customerId)) {
      expect((await inject({ method: 'DELETE', url: `/api/user/${admin.customerId}/users/${other.id}/two-factor`, headers: admin.headers })).statusCode).toBe(404);
    }

    const reset = await inject({ method: 'DELETE', url, headers: admin.headers });
    expect(reset.statusCode).toBe(204);
    expect((await authenticate('totp.reset@example.com')).statusCode).toBe(200);
    const entries = await context()
      .db.selectFrom('audit_log')
      .select(['action', 'subject', 'employee_id', 'customer_id'])
      .where('action', '=', 'two-factor.reset')
      .execute();
    expect(entries).toEqual([{ action: 'two-factor.reset', subject: 'totp.reset@example.com', employee_id: admin.employeeId, customer_id: admin.customerId }]);
    expect(await context().db.selectFrom('employee_recovery_codes').select('code_hash').where('employee_id', '=', id).execute()).toEqual([]);
  });

  it('an Admin requires two-factor: a user without it enrols at sign-in and cannot turn it off', async () => {
    const userId = await person('totp.required@example.com');
    const user = await signInAs(context().app, 'totp.required@example.com', PASSWORD);
    const setting = `/api/user/${admin.customerId}/two-factor`;
    expect((await inject({ method: 'PUT', url: `/api/user/${user.customerId}/two-factor`, headers: user.headers, payload: { required: true } })).statusCode).toBe(403);
    expect((await inject({ method: 'PUT', url: setting, headers: admin.headers, payload: { required: 'yes' } })).statusCode).toBe(400);
    const on = await inject({ method: 'PUT', url: setting, headers: admin.headers, payload: { required: true } });
    expect(on.statusCode).toBe(200);
    expect((on.json() as { required: boolean }).required).toBe(true);
    try {
      const first = await authenticate('totp.required@example.com');
      expect(first.statusCode).toBe(401);
      const body = first.json() as ErrorAnswer;
      expect(body).toMatchObject({ totpRequired: true, key: twoFactorMessageKeys.enrolmentRequired });
      const secret = body.enrolment?.secret ?? '';
      expect(body.enrolment?.otpauthUrl).toContain(`secret=${secret}`);
      const signedIn = await authenticate('totp.required@example.com', { totp: codeOf(secret) });
      expect(signedIn.statusCode).toBe(200);
      const { recoveryCodes, token } = signedIn.json() as { recoveryCodes: string[]; token: string };
      expect(recoveryCodes).toHaveLength(recoveryCodeCount);
      const headers = { authorization: `Bearer ${token}` };
      expect((await inject({ method: 'GET', url: '/api/authentication/totp/status', headers })).json()).toEqual({
        enabled: true,
        required: true,
        recoveryCodesLeft: recoveryCodeCount,
      });
      const off = await inject({ method: 'POST', url: '/api/authentication/totp/disable', headers, payload: { code: codeOf(secret, 1) } });
      expect(off.statusCode).toBe(403);
      expect((off.json() as ErrorAnswer).key).toBe(twoFactorMessageKeys.requiredByCustomer);
      const read = await inject({ method: 'GET', url: setting, headers: admin.headers });
      expect((read.json() as { enrolledEmployeeIds: number[] }).enrolledEmployeeIds).toContain(userId);
      const audited = await context().db.selectFrom('audit_log').select('subject').where('action', '=', 'two-factor.requirement').execute();
      expect(audited).toEqual([{ subject: 'required' }]);
      // The enrolment made at sign-in is in the trail of the customer the sign-in's token is for.
      const enabled = await context()
        .db.selectFrom('audit_log')
        .select(['customer_id', 'employee_id'])
        .where('action', '=', 'two-factor.enable')
        .where('subject', '=', 'totp.required@example.com')
        .execute();
      expect(enabled).toEqual([{ customer_id: admin.customerId, employee_id: userId }]);
    } finally {
      await inject({ method: 'PUT', url: setting, headers: admin.headers, payload: { required: false } });
    }
  });
});
