import { expect, it } from 'vitest';
import type { LocationDetails, LocationNode } from '@portal/shared/contract';
import { bearer, describeEachDatabase, signIn, signInAs } from '../../test/test-app.js';

describeEachDatabase('locations', (context) => {
  it('returns the tree nested three levels, sorted by name', async () => {
    const { app } = context();
    const { token, claims: { CustomerId } } = await signInAs(app, 'demo@example.com');
    const response = await app.inject({ url: `/api/location/${CustomerId}/locations`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const roots = response.json() as LocationNode[];
    expect(roots.map((node) => node.name)).toEqual(['Hovedkontor København', 'Lager Glostrup']);
    const hq = roots[0];
    expect(hq?.children.map((node) => node.code)).toEqual(['NE-110', 'NE-120']);
    const buildingA = hq?.children[0];
    expect(buildingA?.children.map((node) => node.name)).toEqual(['Kantine og mødecenter', 'Kælder og teknikrum']);
    // The flags' values come from the demo's issues and tasks (derived-values.test.ts covers them).
    expect(buildingA?.children[1]).toEqual({
      code: 'NE-111',
      name: 'Kælder og teknikrum',
      hasIncidents: expect.any(Boolean),
      hasOverdue: expect.any(Boolean),
      children: [],
    });
  });

  it('returns location details, with null for missing address fields', async () => {
    const { app } = context();
    const { token, claims: { CustomerId } } = await signInAs(app, 'demo@example.com');
    const full = await app.inject({ url: `/api/location/${CustomerId}/location/NE-111`, headers: bearer(token) });
    expect(full.statusCode).toBe(200);
    expect(full.json() as LocationDetails).toEqual({
      code: 'NE-111',
      name: 'Kælder og teknikrum',
      streetName: 'Strandboulevarden 120A, kælder',
      zipCode: '2100',
      city: 'København Ø',
      contact: 'Jonas Friis',
      phoneNumber: '+45 33 12 34 70',
      units: expect.any(Number),
      currentIssues: expect.any(Number),
    });
    const sparse = await app.inject({ url: `/api/location/${CustomerId}/location/NE-220`, headers: bearer(token) });
    expect(sparse.json()).toMatchObject({
      code: 'NE-220',
      streetName: null,
      zipCode: null,
      city: null,
      contact: null,
      phoneNumber: null,
    });
  });

  it("answers 404 for another customer's location, an unknown code and another customer's path", async () => {
    const { app, db } = context();
    const { token, claims: { CustomerId } } = await signInAs(app, 'demo@example.com');
    const aarhus = await db.selectFrom('customers').select('id').where('xal_id', '=', 'C-20877').executeTakeFirstOrThrow();
    const otherCustomersCode = await app.inject({ url: `/api/location/${CustomerId}/location/AS-111`, headers: bearer(token) });
    expect(otherCustomersCode.statusCode).toBe(404);
    const unknownCode = await app.inject({ url: `/api/location/${CustomerId}/location/XX-999`, headers: bearer(token) });
    expect(unknownCode.statusCode).toBe(404);
    // A member of Aarhus, but the token is for Nordhavn: the path must match the token.
    const otherPath = await app.inject({ url: `/api/location/${aarhus.id}/locations`, headers: bearer(token) });
    expect(otherPath.statusCode).toBe(404);

    const anden = await signIn(app, 'anden@example.com');
    const notMember = await app.inject({ url: `/api/location/${CustomerId}/locations`, headers: bearer(anden) });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 404 once the employee is no longer a member, even with a valid token', async () => {
    const { app, db } = context();
    const { token, claims } = await signInAs(app, 'anden@example.com');
    const where = { employee_id: Number(claims.EmployeeId), customer_id: Number(claims.CustomerId) };
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('employee_id', '=', where.employee_id)
      .where('customer_id', '=', where.customer_id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('memberships').where('employee_id', '=', where.employee_id).where('customer_id', '=', where.customer_id).execute();
    try {
      const response = await app.inject({ url: `/api/location/${claims.CustomerId}/locations`, headers: bearer(token) });
      expect(response.statusCode).toBe(404);
    } finally {
      await db.insertInto('memberships').values(membership).execute();
    }
  });

  it('answers 404 on the location-coded calls once the membership is gone (membership and location read together)', async () => {
    const { app, db } = context();
    const { token, claims } = await signInAs(app, 'anden@example.com');
    const tree = await app.inject({ url: `/api/location/${claims.CustomerId}/locations`, headers: bearer(token) });
    const code = (tree.json() as { code: string }[])[0]?.code ?? '';
    const calls = [
      `/api/location/${claims.CustomerId}/location/${code}`,
      `/api/chart/${claims.CustomerId}/location/${code}/statistics`,
      `/api/issue/${claims.CustomerId}/location/${code}/issues/2000-01-01/2100-01-01/NoAction`,
      `/api/issue/${claims.CustomerId}/location/${code}/ThermographyIssue/2000-01-01/2100-01-01/NoAction`,
    ];
    for (const url of calls) expect((await app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(200);
    const where = { employee_id: Number(claims.EmployeeId), customer_id: Number(claims.CustomerId) };
    const membership = await db
      .selectFrom('memberships')
      .selectAll()
      .where('employee_id', '=', where.employee_id)
      .where('customer_id', '=', where.customer_id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('memberships').where('employee_id', '=', where.employee_id).where('customer_id', '=', where.customer_id).execute();
    try {
      for (const url of calls) expect((await app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(404);
    } finally {
      await db.insertInto('memberships').values(membership).execute();
    }
  });

  it('answers 401 without a token and 400 for malformed params', async () => {
    const { app } = context();
    const { token, claims: { CustomerId } } = await signInAs(app, 'demo@example.com');
    expect((await app.inject({ url: `/api/location/${CustomerId}/locations` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/location/abc/locations', headers: bearer(token) })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/location/99999999999/locations', headers: bearer(token) })).statusCode).toBe(400);
    const badCode = await app.inject({ url: `/api/location/${CustomerId}/location/${encodeURIComponent('NE 1;')}`, headers: bearer(token) });
    expect(badCode.statusCode).toBe(400);
  });
});
