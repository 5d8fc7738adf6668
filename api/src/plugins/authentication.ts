import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenClaims } from '@portal/shared/contract';
import { InvalidTokenError } from '../auth/token.js';
import type { StoredSession } from '../auth/session.repository.js';
import { UnauthenticatedError } from '../errors/domain-errors.js';
import { maybeAsyncHook } from './maybe-async-hook.js';

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
 *
 * A request whose token and session are in memory (nearly all) passes without a promise or an extra
 * microtask (maybeAsyncHook); only a first sight of a token or a session recheck waits.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('claims', null);
  const verified = createVerifiedTokenCache();

  const accept = (request: FastifyRequest, claims: TokenClaims, session: StoredSession | undefined): void => {
    if (!session || String(session.employeeId) !== claims.EmployeeId) {
      throw new UnauthenticatedError('The session has ended. Sign in again.');
    }
    request.claims = claims;
  };

  const verify = async (token: string): Promise<TokenClaims> => {
    try {
      const claims = await app.tokens.verify(token);
      verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new UnauthenticatedError('The token is invalid or has expired');
      throw error;
    }
  };

  /** Undefined when settled at once (the request passes), else the promise of the slow path. */
  const authenticate = (request: FastifyRequest): Promise<void> | undefined => {
    if (request.routeOptions.config.public) return undefined;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw new UnauthenticatedError('A Bearer token is required');
    const claims = verified.get(token);
    if (!claims) {
      return verify(token).then(async (fresh) => accept(request, fresh, await app.sessions.live(fresh.sid)));
    }
    const state = app.sessions.live(claims.sid);
    if (state instanceof Promise) return state.then((session) => accept(request, claims, session));
    accept(request, claims, state);
    return undefined;
  };

  app.addHook('onRequest', maybeAsyncHook(authenticate));
}

/** The claims of an authenticated request (401 if the route was public). */
export function claimsOf(request: FastifyRequest): TokenClaims {
  if (!request.claims) throw new UnauthenticatedError();
  return request.claims;
}
