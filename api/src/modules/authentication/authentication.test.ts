import { describe, expect, it } from 'vitest';
import { bearer, decodeClaims, describeEachDatabase, signIn, signInAs } from '../../test/test-app.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { createTokenService } from '../../auth/token.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await hashPassword('demo1234')).not.toBe(hash);
  });

  it('rejects malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });
});

describe('tokens', () => {
  it('rejects a token signed with another secret', async () => {
    const token = await createTokenService('one-secret').sign({
      CustomerId: '1',
      EmployeeEmail: 'a@b.c',
      EmployeeName: 'A',
      EmployeeId: '1',
      NewsFeed: 'False',
      CustomerXal: 'X',
      Role: 'User',
      sid: 'session',
    }, Date.now() + 60_000);
    await expect(createTokenService('another-secret').verify(token)).rejects.toThrow();
  });
});

describeEachDatabase('authentication', (context) => {
  const authenticate = (payload: unknown, remoteAddress?: string) =>
    context().app.inject({ method: 'POST', url: '/api/authentication/authenticate', payload: payload as object, remoteAddress });

  it('signs in and issues a token for the first customer by name', async () => {
    const response = await authenticate({ email: 'Demo@Example.com', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const claims = decodeClaims((response.json() as { token: string }).token);
    const customer = await context()
      .db.selectFrom('customers')
      .selectAll()
      .where('xal_id', '=', 'C-10421')
      .executeTakeFirstOrThrow();
    const employee = await context()
      .db.selectFrom('employees')
      .selectAll()
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    expect(claims).toMatchObject({
      CustomerId: String(customer.id),
      EmployeeEmail: 'demo@example.com',
      EmployeeName: 'Demo Bruger',
      EmployeeId: String(employee.id),
      NewsFeed: 'False',
      CustomerXal: 'C-10421',
      Role: 'Admin',
    });
    expect(claims.Impersonator).toBeUndefined();
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    // No profile language yet: the portal keeps the one chosen on the sign-in page.
    expect((response.json() as { culture: string | null }).culture).toBeNull();
  });

  it("answers the profile's language with the token (the user's default culture)", async () => {
    await context().db.updateTable('employees').set({ culture: 'en-GB' }).where('email', '=', 'demo@example.com').execute();
    try {
      const response = await authenticate({ email: 'demo@example.com', password: 'demo1234' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: expect.any(String) as string, culture: 'en-GB' });
    } finally {
      await context().db.updateTable('employees').set({ culture: null }).where('email', '=', 'demo@example.com').execute();
    }
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await authenticate({ email: 'demo@example.com', password: 'wrong-password' });
    const unknown = await authenticate({ email: 'nobody@example.com', password: 'demo1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'E-mail or password is wrong' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 for a bad body', async () => {
    for (const payload of [
      {},
      { email: 'demo@example.com' },
      { email: 'not-an-email', password: 'x' },
      { email: 5, password: 'x' },
      { email: 'demo@example.com', password: 'demo1234', remember: true },
    ]) {
      const response = await authenticate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/\S/);
    }
    const invalidJson = await context().app.inject({
      method: 'POST',
      url: '/api/authentication/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(invalidJson.statusCode).toBe(400);
  });

  it('rate limits sign-in per IP and e-mail (429 after 20 a minute)', async () => {
    const payload = { email: 'rate-limited@example.com', password: 'whatever' };
    const ip = '10.0.0.1';
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await authenticate(payload, ip)).statusCode).toBe(401);
    }
    const limited = await authenticate(payload, ip);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { message: string }).message).toMatch(/Too many sign-in attempts/);
    // Another e-mail from the same IP is not affected.
    expect((await authenticate({ email: 'demo@example.com', password: 'demo1234' }, ip)).statusCode).toBe(200);
  });

  it('rate limits sign-in per IP whatever the e-mail (password spraying: 429 after 30 a minute)', async () => {
    const ip = '10.0.0.2';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await authenticate({ email: `spray${attempt}@example.com`, password: 'Summer2024' }, ip)).statusCode).toBe(401);
    }
    const limited = await authenticate({ email: 'spray-last@example.com', password: 'Summer2024' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect((limited.json() as { message: string }).message).toMatch(/^Too many sign-in attempts from this address/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from that address waits too; another address is not affected.
    expect((await authenticate({ email: 'demo@example.com', password: 'demo1234' }, ip)).statusCode).toBe(429);
    expect((await authenticate({ email: 'demo@example.com', password: 'demo1234' }, '10.0.0.3')).statusCode).toBe(200);
  });

  it('issues a new token for another customer of the employee, with a fresh NewsFeed', async () => {
    const { app, db } = context();
    const { token, claims } = await signInAs(app, 'demo@example.com');
    const other = await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-20877').executeTakeFirstOrThrow();
    await db.updateTable('employees').set({ newsletter: true }).where('id', '=', Number(claims.EmployeeId)).execute();
    try {
      const response = await app.inject({
        url: `/api/authentication/requestnewtoken/customer/${other.id}/employee/${claims.EmployeeId}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const fresh = decodeClaims((response.json() as { token: string }).token);
      expect(fresh).toMatchObject({ CustomerId: String(other.id), CustomerXal: 'C-20877', Role: 'User', NewsFeed: 'True' });
    } finally {
      await db.updateTable('employees').set({ newsletter: false }).where('id', '=', Number(claims.EmployeeId)).execute();
    }
  });

  it('answers 404 for a customer the employee is not a member of, or another employee', async () => {
    const { app, db } = context();
    const { token, claims } = await signInAs(app, 'anden@example.com');
    const nordhavn = await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-10421').executeTakeFirstOrThrow();
    const demo = await db.selectFrom('employees').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const notMember = await app.inject({
      url: `/api/authentication/requestnewtoken/customer/${nordhavn.id}/employee/${claims.EmployeeId}`,
      headers: bearer(token),
    });
    expect(notMember.statusCode).toBe(404);
    const otherEmployee = await app.inject({
      url: `/api/authentication/requestnewtoken/customer/${claims.CustomerId}/employee/${demo.id}`,
      headers: bearer(token),
    });
    expect(otherEmployee.statusCode).toBe(404);
  });

  it('keeps the Impersonator claim and logs impersonation', async () => {
    const { app, db } = context();
    const { claims } = await signInAs(app, 'demo@example.com');
    const { exp: _exp, iat: _iat, ...content } = claims;
    // Same session (sid), so the impersonated token is live until that session ends.
    const impersonated = await app.tokens.sign({ ...content, Impersonator: 'support.agent@provider.dk' }, claims.exp * 1000);

    const renewed = await app.inject({
      url: `/api/authentication/requestnewtoken/customer/${claims.CustomerId}/employee/${claims.EmployeeId}`,
      headers: bearer(impersonated),
    });
    expect(decodeClaims((renewed.json() as { token: string }).token).Impersonator).toBe('support.agent@provider.dk');

    const before = await db.selectFrom('impersonation_log').selectAll().execute();
    const logged = await app.inject({
      url: `/api/authentication/logimpersonator/${claims.CustomerId}/${claims.EmployeeId}/support.agent`,
      headers: bearer(impersonated),
    });
    expect(logged.statusCode).toBe(204);
    const after = await db.selectFrom('impersonation_log').selectAll().execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      customer_id: Number(claims.CustomerId),
      employee_id: Number(claims.EmployeeId),
      impersonator: 'support.agent@provider.dk',
    });

    const wrongName = await app.inject({
      url: `/api/authentication/logimpersonator/${claims.CustomerId}/${claims.EmployeeId}/someone.else`,
      headers: bearer(impersonated),
    });
    expect(wrongName.statusCode).toBe(400);
  });

  it('rejects logimpersonator without an Impersonator claim', async () => {
    const { app, db } = context();
    const { token, claims } = await signInAs(app, 'demo@example.com');
    const before = await db.selectFrom('impersonation_log').select('id').execute();
    const response = await app.inject({
      url: `/api/authentication/logimpersonator/${claims.CustomerId}/${claims.EmployeeId}/support.agent`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(await db.selectFrom('impersonation_log').select('id').execute()).toHaveLength(before.length);
  });

  it('answers 401 without a token or with a garbage or tampered token', async () => {
    const { app } = context();
    const { token, claims } = await signInAs(app, 'demo@example.com');
    const url = `/api/employee/${claims.EmployeeId}/customers`;
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, Role: 'Admin', CustomerId: '999' })).toString('base64url');
    for (const headers of [
      {},
      { authorization: 'Bearer garbage' },
      { authorization: token },
      { authorization: `Basic ${token}` },
      bearer(`${header ?? ''}.${forgedPayload}.${signature ?? ''}`),
    ]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('answers 400 for malformed path params', async () => {
    const { app } = context();
    const token = await signIn(app, 'demo@example.com');
    const response = await app.inject({
      url: '/api/authentication/requestnewtoken/customer/abc/employee/1',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toContain('customerId');
  });
});
