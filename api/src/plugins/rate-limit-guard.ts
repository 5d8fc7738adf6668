import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

type RateLimit = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * An onRequest hook that counts the request against each limit in turn and refuses it with 429, a Retry-After
 * header and `message(seconds)` at the first one exceeded (@fastify/rate-limit's createRateLimit: the route decides
 * the keys, e.g. per address and per token).
 */
export function rateLimitGuard(limits: readonly RateLimit[], message: (retryAfterSeconds: number) => string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of limits) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) {
        void reply.header('retry-after', String(state.ttlInSeconds));
        throw new HttpError(429, message(state.ttlInSeconds));
      }
    }
  };
}
