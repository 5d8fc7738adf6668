import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthenticateRequest } from '@portal/shared/contract';
import { appContextOf, requestContextOf } from '../../plugins/context.js';
import { errorBody, HttpError } from '../../plugins/errors.js';
import { authenticateSchema, logImpersonatorSchema, logoutSchema, requestNewTokenSchema } from './authentication.schemas.js';
import { authenticate, logImpersonator, logout, requestNewToken } from './authentication.service.js';
import { warmDummyHash } from '../../auth/password.js';

function signInRateLimitKey(request: FastifyRequest): string {
  // The rate-limit hook gets the untyped request; the body has been validated by then (preHandler).
  const body = request.body as Partial<AuthenticateRequest> | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/** Prefix /api/authentication. */
export async function authenticationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // The first sign-in with an unknown e-mail must not pay for making the dummy hash (auth/password.ts).
  await warmDummyHash();
  // Password spraying (many e-mails from one address) passes the per-IP + e-mail limit, so the IP
  // alone has a limit too. createRateLimit, not a second route rateLimit: the plugin runs one per request.
  const signInsPerIp = app.createRateLimit({
    max: app.config.signInIpRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request) => `sign-in|${request.ip}`,
  });

  app.post(
    '/authenticate',
    {
      schema: authenticateSchema,
      onRequest: async (request, reply) => {
        const limit = await signInsPerIp(request);
        // isAllowed means "on the allow list"; the count decides through isExceeded.
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header('retry-after', String(limit.ttlInSeconds));
          throw new HttpError(429, `Too many sign-in attempts from this address. Try again in ${limit.ttlInSeconds} seconds.`);
        }
      },
      config: {
        public: true,
        rateLimit: {
          max: app.config.signInRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: signInRateLimitKey,
          errorResponseBuilder: (_request, context) => ({
            ...errorBody(429, `Too many sign-in attempts. Try again in ${context.after}.`),
            statusCode: 429,
          }),
        },
      },
    },
    async (request) =>
      authenticate(appContextOf(request), { email: request.body.email, password: request.body.password, totp: request.body.totp }),
  );

  app.get(
    '/requestnewtoken/customer/:customerId/employee/:employeeId',
    // Switching customer: the path's customer is not the token's; the service checks the membership.
    { schema: requestNewTokenSchema, config: { customerAccess: false } },
    async (request) => requestNewToken(requestContextOf(request), request.params),
  );

  app.get('/logimpersonator/:customerId/:employeeId/:impersonatorName', { schema: logImpersonatorSchema }, async (request, reply) => {
    await logImpersonator(requestContextOf(request), request.params);
    return reply.status(204).send();
  });

  // Not in the spec (it only clears the browser's storage): ends the session on the server, so the
  // token, and any token renewed from it, is refused at once. The shell's "Log ud" calls it.
  app.post('/logout', { schema: logoutSchema }, async (request, reply) => {
    await logout(requestContextOf(request));
    return reply.status(204).send();
  });
}
