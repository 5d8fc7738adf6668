import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenClaims } from '@portal/shared/contract';
import { InvalidTokenError } from '../auth/token.js';
import { UnauthenticatedError } from '../errors/domain-errors.js';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Verified tokens kept (a session sends the same token on every call); bounded, oldest dropped first. */
const VERIFIED_TOKENS = 10_000;

/**
 * Claims of tokens verified before, until their own expiry: verifying the HMAC signature costs
 * 0.1-0.2 ms per request on this machine, more than a whole cached response. A token string maps to
 * exactly one set of claims, so the cache can only skip work, never grant more.
 */
function createVerifiedTokenCache() {
  const claimsByToken = new Map<string, TokenClaims>();
  return {
    get(token: string): TokenClaims | undefined {
      const claims = claimsByToken.get(token);
      if (claims && claims.exp * 1000 > Date.now()) return claims;
      if (claims) claimsByToken.delete(token);
      return undefined;
    },
    set(token: string, claims: TokenClaims): void {
      claimsByToken.set(token, claims);
      if (claimsByToken.size > VERIFIED_TOKENS) claimsByToken.delete(claimsByToken.keys().next().value as string);
    },
  };
}

/**
 * Requires a valid Bearer token on every route of the scope it is registered in, except routes
 * with `config: { public: true }`; the verified claims land on `request.claims`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('claims', null);
  const verified = createVerifiedTokenCache();
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw new UnauthenticatedError('A Bearer token is required');
    const known = verified.get(token);
    if (known) {
      request.claims = known;
      return;
    }
    try {
      request.claims = await app.tokens.verify(token);
      verified.set(token, request.claims);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new UnauthenticatedError('The token is invalid or has expired');
      throw error;
    }
  });
}

/** The claims of an authenticated request (401 if the route was public). */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.claims) throw new UnauthenticatedError();
  return request.claims;
}
