import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { singleSignOnFlowMinutes } from '@portal/shared/rules';
import { appContextOf, requestContextOf } from '../../plugins/context.js';
import { rateLimitGuard } from '../../plugins/rate-limit-guard.js';
import { readSingleSignOnSchema, singleSignOnCallbackSchema, startSingleSignOnSchema } from './single-sign-on.schemas.js';
import { finishSingleSignOn, readSingleSignOnSettings, startSingleSignOn } from './single-sign-on.service.js';

/** The cookie that carries the sealed flow from the start to the provider's return, only to these two routes. */
const FLOW_COOKIE = 'portal_sso_flow';
const COOKIE_PATH = '/api/authentication/sso';

const tooMany = (seconds: number): string => `Too many sign-in attempts from this address. Try again in ${seconds} seconds.`;

/** The query string as the browser sent it (the provider's parameters, checked by openid-client). */
const rawQueryOf = (request: FastifyRequest): string => {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index + 1);
};

/** Prefix /api/authentication/sso: the sign-in's first step and the provider's return (both public). */
export async function singleSignOnRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Only these routes read or set a cookie (the flow's); registered here, the rest of the API stays cookie-free.
  await app.register(cookie);
  // The per-address sign-in limit, counted for each step on its own.
  const perAddress = (step: string) =>
    app.createRateLimit({ max: app.config.signInIpRateLimit, timeWindow: '1 minute', keyGenerator: (request) => `sso-${step}|${request.ip}` });
  const secure = app.config.publicUrl.startsWith('https:');

  app.post(
    '/start',
    { schema: startSingleSignOnSchema, onRequest: rateLimitGuard([perAddress('start')], tooMany), config: { public: true } },
    async (request, reply) => {
      const { answer, flowCookie } = await startSingleSignOn(appContextOf(request), request.body);
      if (flowCookie) {
        // Lax: the provider's return is a top-level GET from its origin, which Lax lets the cookie ride along.
        void reply.setCookie(FLOW_COOKIE, flowCookie, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: singleSignOnFlowMinutes * 60,
        });
      }
      return answer;
    },
  );

  app.get(
    '/callback',
    { schema: singleSignOnCallbackSchema, onRequest: rateLimitGuard([perAddress('callback')], tooMany), config: { public: true } },
    async (request, reply) => {
      const location = await finishSingleSignOn(appContextOf(request), { query: rawQueryOf(request), flowCookie: request.cookies[FLOW_COOKIE] });
      // One flow, one return: the cookie goes whatever the outcome.
      void reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
}

/** Prefix /api/user: the customer's configuration for its Admins (checked by the service). */
export async function singleSignOnAdminRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/:customerId/single-sign-on', { schema: readSingleSignOnSchema }, async (request) => readSingleSignOnSettings(requestContextOf(request)));
}
