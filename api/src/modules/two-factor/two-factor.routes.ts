import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import {
  readTwoFactorRequirementSchema,
  resetTwoFactorSchema,
  setTwoFactorRequirementSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolSchema,
  totpStatusSchema,
} from './two-factor.schemas.js';
import {
  confirmTotpEnrolment,
  disableTotp,
  enrolTotp,
  readTwoFactorRequirement,
  resetTwoFactor,
  setTwoFactorRequirement,
  twoFactorStatus,
} from './two-factor.service.js';

/** Prefix /api/authentication/totp: the signed-in employee's own two-factor (any customer of theirs). */
export async function totpRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/status', { schema: totpStatusSchema }, async (request) => twoFactorStatus(requestContextOf(request)));
  app.post('/enrol', { schema: totpEnrolSchema }, async (request) => enrolTotp(requestContextOf(request)));
  app.post('/confirm', { schema: totpConfirmSchema }, async (request) => confirmTotpEnrolment(requestContextOf(request), request.body));
  app.post('/disable', { schema: totpDisableSchema }, async (request, reply) => {
    await disableTotp(requestContextOf(request), request.body);
    return reply.status(204).send();
  });
}

/** Prefix /api/user: the customer's requirement and resets (Admins, checked by the service). */
export async function twoFactorAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/:customerId/two-factor', { schema: readTwoFactorRequirementSchema }, async (request) => readTwoFactorRequirement(requestContextOf(request)));
  app.put('/:customerId/two-factor', { schema: setTwoFactorRequirementSchema }, async (request) =>
    setTwoFactorRequirement(requestContextOf(request), request.body),
  );
  app.delete('/:customerId/users/:employeeId/two-factor', { schema: resetTwoFactorSchema }, async (request, reply) => {
    await resetTwoFactor(requestContextOf(request), { employeeId: request.params.employeeId });
    return reply.status(204).send();
  });
}
