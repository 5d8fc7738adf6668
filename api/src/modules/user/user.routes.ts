import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { appContextOf, createAppContext, requestContextOf } from '../../plugins/context.js';
import { errorBody } from '../../plugins/errors.js';
import { rateLimitGuard } from '../../plugins/rate-limit-guard.js';
import {
  changePasswordSchema,
  deleteUserSchema,
  forgotPasswordSchema,
  inviteUserSchema,
  listUsersSchema,
  passwordLinkSchema,
  readProfileSchema,
  setPasswordSchema,
  updateProfileSchema,
  updateUserSchema,
} from './user.schemas.js';
import { changePassword, readProfile, updateProfile } from './user-profile.service.js';
import {
  INVITATION_JOB,
  PASSWORD_RESET_JOB,
  passwordLinkInfo,
  requestPasswordReset,
  runInvitationJob,
  runPasswordResetJob,
  setPasswordWithLink,
  type InvitationJob,
  type PasswordResetJob,
} from './user-password.service.js';
import { deleteUser, inviteUser, listUsers, updateUser } from './user.service.js';

/** Prefix /api/user: profile (every user), users of the customer (Admins, checked by the services), one-time links (public). */
export async function userRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // The invitation and reset mails this module queues run here (ADR 0044), also those a crashed process left.
  const jobContext = createAppContext(app, app.log);
  app.jobs.handle(PASSWORD_RESET_JOB, (payload, job) => runPasswordResetJob(jobContext, payload as PasswordResetJob, job));
  app.jobs.handle(INVITATION_JOB, (payload, job) => runInvitationJob(jobContext, payload as InvitationJob, job));

  // The forgotten-password and set-password calls are public: the sign-in's limits apply to them too.
  const perIp = app.createRateLimit({ max: app.config.signInIpRateLimit, timeWindow: '1 minute', keyGenerator: (request) => `password|${request.ip}` });
  const limited = { onRequest: rateLimitGuard([perIp], (seconds) => `Too many attempts from this address. Try again in ${seconds} seconds.`) };
  const perEmail = {
    max: app.config.signInRateLimit,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      return `password|${request.ip}|${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({ ...errorBody(429, `Too many attempts. Try again in ${context.after}.`), statusCode: 429 }),
  };

  app.post('/password/forgot', { schema: forgotPasswordSchema, ...limited, config: { public: true, rateLimit: perEmail } }, async (request, reply) => {
    await requestPasswordReset(appContextOf(request), request.body);
    return reply.status(204).send();
  });

  // POST: the token stays out of URLs (and so out of request logs).
  app.post('/password/link', { schema: passwordLinkSchema, ...limited, config: { public: true } }, async (request) =>
    passwordLinkInfo(appContextOf(request), request.body),
  );

  app.post('/password/set', { schema: setPasswordSchema, ...limited, config: { public: true } }, async (request, reply) => {
    await setPasswordWithLink(appContextOf(request), request.body);
    return reply.status(204).send();
  });

  app.get('/:customerId/profile', { schema: readProfileSchema }, async (request) => readProfile(requestContextOf(request)));

  app.put('/:customerId/profile', { schema: updateProfileSchema }, async (request) => updateProfile(requestContextOf(request), request.body));

  // The current-password check is a password guess like a sign-in: the sign-in's per-e-mail limit, in the
  // same store (PostgreSQL: shared by every process), counted per person whichever session or address asks.
  const currentPasswordLimit = {
    max: app.config.signInRateLimit,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `current-password|${request.claims?.EmployeeId ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) => ({
      ...errorBody(429, `Too many password attempts. Try again in ${context.after}.`),
      statusCode: 429,
    }),
  };
  app.post('/:customerId/profile/password', { schema: changePasswordSchema, config: { rateLimit: currentPasswordLimit } }, async (request, reply) => {
    await changePassword(requestContextOf(request), request.body);
    return reply.status(204).send();
  });

  app.get('/:customerId/users', { schema: listUsersSchema }, async (request) => listUsers(requestContextOf(request)));

  app.post('/:customerId/users', { schema: inviteUserSchema }, async (request, reply) => {
    const user = await inviteUser(requestContextOf(request), request.body);
    return reply.status(201).send(user);
  });

  app.put('/:customerId/users/:employeeId', { schema: updateUserSchema }, async (request) =>
    updateUser(requestContextOf(request), { ...request.body, employeeId: request.params.employeeId }),
  );

  app.delete('/:customerId/users/:employeeId', { schema: deleteUserSchema }, async (request, reply) => {
    await deleteUser(requestContextOf(request), request.params);
    return reply.status(204).send();
  });
}
