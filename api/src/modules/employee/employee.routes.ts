import type { FastifyInstance } from 'fastify';
import { claimsOf } from '../../plugins/authentication.js';
import { notFound } from '../../plugins/errors.js';
import { employeeCustomersSchema, type EmployeeParams } from './employee.schemas.js';
import { customerList } from './employee.service.js';

/** Prefix /api/employee. */
export async function employeeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: EmployeeParams }>('/:id/customers', { schema: employeeCustomersSchema }, async (request) => {
    const claims = claimsOf(request);
    if (String(request.params.id) !== claims.EmployeeId) throw notFound();
    return customerList(app.db, request.params.id);
  });
}
