import { PassThrough, type Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError } from './errors.js';

/**
 * Longest path segment outside the signed download and export links (whose tokens are longer): a file name
 * on disk is at most 255 bytes, and the static handler answered a longer one with a bare 403.
 */
export const MAX_PATH_SEGMENT = 255;
const MAX_DOWNLOAD_SEGMENT = 4096;
export const PATH_TOO_LONG_MESSAGE = 'The address is too long';

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether a segment of the path is longer than `limit` (a scan, no array of segments per request). */
function hasLongSegment(path: string, limit: number): boolean {
  if (path.length <= limit) return false;
  let start = 0;
  for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', start)) {
    if (slash - start > limit) return true;
    start = slash + 1;
  }
  return path.length - start > limit;
}

/** An over-long path or segment -> 414 in the API's JSON shape, before any route or file lookup. */
export function registerPathLimits(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request.raw.url ?? request.url);
    const limit = path.startsWith('/api/download/') || path.startsWith('/api/export/download/') ? MAX_DOWNLOAD_SEGMENT : MAX_PATH_SEGMENT;
    if (path.length > 2 * MAX_DOWNLOAD_SEGMENT || hasLongSegment(path, limit)) {
      throw new HttpError(414, PATH_TOO_LONG_MESSAGE);
    }
    done();
  });
}

/**
 * Fastify's router answers a malformed URL (400) and a too-long path parameter (414) itself, in
 * another JSON shape; `frameworkErrors` gives them the API's `{statusCode, error, message}`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? PATH_TOO_LONG_MESSAGE : 'The address is not valid';
  void reply.status(status).send(errorBody(status, message));
}

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
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!hasBody(request) || request.headers['content-type']?.startsWith('multipart/')) {
      done(null, payload);
      return;
    }
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
    done(null, payload.pipe(timed) as Readable);
  });
}
