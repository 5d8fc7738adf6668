import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { employeeCustomersSchema } from './employee.schemas.js';
import { customerList } from './employee.service.js';

/** Prefix /api/employee. */
export async function employeeRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/:id/customers', { schema: employeeCustomersSchema }, async (request) =>
    customerList(requestContextOf(request), { employeeId: request.params.id }),
  );
}
