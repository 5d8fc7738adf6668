import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Bodies other than uploads (JSON of at most 1 MB, including the public sign-in) must arrive within
 * `bodyTimeoutMs`; otherwise 408 and the connection is closed. Node's `requestTimeout` bounds every
 * request (uploads of 100 MB too) but is checked only every 30 s, so it alone would let a slow,
 * unauthenticated sign-in body hold a connection for minutes. Uploads need a token before their body
 * is read (the authentication hook runs first), so they keep the longer limit.
 */
export function registerBodyTimeout(app: FastifyInstance, bodyTimeoutMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request) || request.headers['content-type']?.startsWith('multipart/')) return payload;
    const timed = new PassThrough();
    const timer = setTimeout(() => {
      void reply.header('connection', 'close');
      payload.unpipe(timed);
      timed.destroy(new HttpError(408, 'The request body was not received in time'));
    }, bodyTimeoutMs);
    const clear = (): void => clearTimeout(timer);
    payload.once('end', clear);
    payload.once('error', clear);
    reply.raw.once('close', clear);
    payload.on('error', (error) => timed.destroy(error));
    return payload.pipe(timed) as Readable;
  });
}
