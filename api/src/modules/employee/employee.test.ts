import { expect, it } from 'vitest';
import type { CustomerListResponse } from '@portal/shared/contract';
import { describeEachDatabase, signInAs } from '../../test/test-app.js';

describeEachDatabase('employee customers', (context) => {
  it('lists the customers sorted by name, with the switcher shown for two', async () => {
    const { app } = context();
    const demo = await signInAs(app, 'demo@example.com');
    const response = await app.inject({ url: `/api/employee/${demo.employeeId}/customers`, headers: demo.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CustomerListResponse;
    expect(body.showCutomerSelect).toBe(true);
    expect(body.customers.map((customer) => customer.name)).toEqual([
      'Nordhavn Ejendomme A/S',
      'Aarhus Skoler og Institutioner',
    ]);
    expect(body.customers[0]).toEqual({ id: demo.claims.CustomerId, name: 'Nordhavn Ejendomme A/S', xalId: 'C-10421' });
  });

  it('hides the switcher for an employee with one customer', async () => {
    const { app } = context();
    const anden = await signInAs(app, 'anden@example.com');
    const response = await app.inject({ url: `/api/employee/${anden.employeeId}/customers`, headers: anden.headers });
    const body = response.json() as CustomerListResponse;
    expect(body.showCutomerSelect).toBe(false);
    expect(body.customers).toEqual([{ id: anden.claims.CustomerId, name: 'Aarhus Skoler og Institutioner', xalId: 'C-20877' }]);
  });

  it("answers 404 for another employee's id and 400 for a malformed id", async () => {
    const { app } = context();
    const anden = await signInAs(app, 'anden@example.com');
    const demo = await signInAs(app, 'demo@example.com');
    expect((await app.inject({ url: `/api/employee/${demo.employeeId}/customers`, headers: anden.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/employee/x1/customers', headers: anden.headers })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/employee/-1/customers', headers: anden.headers })).statusCode).toBe(400);
  });
});
