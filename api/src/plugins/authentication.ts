import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenClaims } from '@portal/shared/contract';
import { InvalidTokenError } from '../modules/authentication/token.js';
import { unauthorized } from './errors.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Requires a valid Bearer token on every route of the scope it is registered in, except routes
 * with `config: { public: true }`; the verified claims land on `request.claims`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('claims', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized('A Bearer token is required');
    try {
      request.claims = await app.tokens.verify(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized('The token is invalid or has expired');
      throw error;
    }
  });
}

/** The claims of an authenticated request (401 if the route was public). */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.claims) throw unauthorized();
  return request.claims;
}
