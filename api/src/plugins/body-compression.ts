import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compresses the API's JSON (and other text) bodies in one synchronous zlib call (ADR 0037).
 *
 * @fastify/compress turns every body into a stream (Readable.from, peek-stream, a zlib stream, pump): on
 * a 1.6 KB installation page that machinery cost about 2.7 ms of a 9 ms first ask, more than the database
 * work. A body already in memory is compressed here instead, and the compressed bytes of a Buffer body are
 * kept beside it (a WeakMap on the Buffer): the response cache sends the same Buffer on every hit
 * (ADR 0020), so a cached answer is compressed once per encoding, not once per request. A body above
 * SYNC_LIMIT is compressed on libuv's thread pool instead, so that the event loop is not held. Streams
 * (file downloads) are left as they are: the download routes register @fastify/compress for those.
 */

export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export interface BodyCompressionOptions {
  /** Bodies shorter than this go as they are (a packet either way). */
  threshold: number;
}

/** Above this a body is compressed off the event loop (on libuv's thread pool) rather than in one synchronous call. */
export const SYNC_LIMIT = 256 * 1024;

/**
 * Quality 4 is @fastify/compress's own default for brotli: most of the gain for a fraction of the time of 11.
 * The size hint lets the encoder size its tables to the body: a 2 KB body took 161 µs without it, 26 µs with it.
 */
const brotliParams = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

const compressedOf = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

const brotliOffLoop = promisify(brotliCompress);
const gzipOffLoop = promisify(gzip);

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliParams(body.length)) : gzipSync(body);
}

function encodeOffLoop(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotliOffLoop(body, brotliParams(body.length)) : gzipOffLoop(body);
}

/** The compressed bytes kept beside a Buffer body, for as long as the Buffer lives. */
function keptFor(payload: Buffer): Partial<Record<Encoding, Buffer>> {
  let kept = compressedOf.get(payload);
  if (!kept) compressedOf.set(payload, (kept = {}));
  return kept;
}

/** The body's bytes in `encoding`; a Buffer's are kept for as long as the Buffer lives. */
export function compressedBody(payload: string | Buffer, encoding: Encoding): Buffer {
  if (typeof payload === 'string') return encode(Buffer.from(payload, 'utf8'), encoding);
  return (keptFor(payload)[encoding] ??= encode(payload, encoding));
}

/** compressedBody for a body above SYNC_LIMIT: the same bytes, computed on the thread pool. */
export async function compressedLargeBody(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  if (typeof payload === 'string') return encodeOffLoop(Buffer.from(payload, 'utf8'), encoding);
  const known = compressedOf.get(payload)?.[encoding];
  if (known) return known;
  const body = await encodeOffLoop(payload, encoding);
  return (keptFor(payload)[encoding] ??= body);
}

function chosenEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  // `*` and x-gzip mean gzip, as @fastify/compress reads them.
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function vary(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  if (current === undefined) {
    // The usual case, on every compressible answer: no list to read.
    void reply.header('Vary', 'Accept-Encoding');
    return;
  }
  const values = String(current).split(',').map((value) => value.trim());
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  void reply.header('Vary', [...values.filter(Boolean), 'Accept-Encoding'].join(', '));
}

/**
 * A strong ETag names one sequence of bytes, and the compressed answer is another (RFC 9110, 8.8.3), so a
 * compressed answer carries the weak form of the plain bytes' tag, as nginx's gzip does. If-None-Match
 * compares weakly (etag.ts), so either form still gets its 304.
 */
function weakenTag(reply: FastifyReply): void {
  const etag = reply.getHeader('ETag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) void reply.header('ETag', `W/${etag}`);
}

/**
 * The body to send: compressed when it is text the client accepts in an encoding we offer; a promise of
 * it for a body above SYNC_LIMIT.
 */
export function compressIfWorth(request: FastifyRequest, reply: FastifyReply, payload: unknown, options: BodyCompressionOptions): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const length = Buffer.byteLength(payload);
  if (length < options.threshold) return payload;
  const type = reply.getHeader('Content-Type');
  if (type !== undefined && !COMPRESSIBLE.test(String(type))) return payload;
  const existing = reply.getHeader('Content-Encoding');
  if (existing !== undefined && existing !== 'identity') return payload;
  // Whether or not this client gets it compressed, a shared cache must not hand its copy to another.
  vary(reply);
  const encoding = chosenEncoding(request);
  if (!encoding) return payload;
  void reply.header('Content-Encoding', encoding).removeHeader('Content-Length');
  weakenTag(reply);
  return length > SYNC_LIMIT ? compressedLargeBody(payload, encoding) : compressedBody(payload, encoding);
}

/** Registers the hook in the caller's scope. Call it after the hooks that change the body (the response cache). */
export function registerBodyCompression(app: FastifyInstance, options: BodyCompressionOptions): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = compressIfWorth(request, reply, payload, options);
    // A callback hook, not an async one: most bodies are done synchronously and skip a promise.
    if (body instanceof Promise) body.then((compressed: unknown) => done(null, compressed), (error: Error) => done(error));
    else done(null, body);
  });
}
