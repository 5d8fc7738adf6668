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
 * exactly one set of claims, so the cache can only skip work, never grant more. It does not skip
 * the session check: a cached token of a revoked session is refused like any other.
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
 * Requires a valid Bearer token of a live session on every route of the scope it is registered in,
 * except routes with `config: { public: true }`; the verified claims land on `request.claims`.
 * The session check (logout, absolute lifetime) answers from app.sessions' memory: no database
 * query per request.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('claims', null);
  const verified = createVerifiedTokenCache();
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw new UnauthenticatedError('A Bearer token is required');
    let claims = verified.get(token);
    if (!claims) {
      try {
        claims = await app.tokens.verify(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw new UnauthenticatedError('The token is invalid or has expired');
        throw error;
      }
      verified.set(token, claims);
    }
    const state = app.sessions.live(claims.sid);
    // Nearly always answered from memory: no await (and no extra tick) then.
    const session = state instanceof Promise ? await state : state;
    if (!session || String(session.employeeId) !== claims.EmployeeId) {
      throw new UnauthenticatedError('The session has ended. Sign in again.');
    }
    request.claims = claims;
  });
}

/** The claims of an authenticated request (401 if the route was public). */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.claims) throw new UnauthenticatedError();
  return request.claims;
}
