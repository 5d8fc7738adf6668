import type { FastifyInstance } from 'fastify';
import { claimsOf } from '../../plugins/authentication.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { employeeCustomersSchema, type EmployeeParams } from './employee.schemas.js';
import { customerList } from './employee.service.js';

/** Prefix /api/employee. */
export async function employeeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: EmployeeParams }>('/:id/customers', { schema: employeeCustomersSchema }, async (request) => {
    const claims = claimsOf(request);
    if (String(request.params.id) !== claims.EmployeeId) throw new NotFoundError();
    return customerList(app.db, request.params.id);
  });
}
