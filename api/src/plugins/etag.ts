import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialised JSON body (UTF-8 bytes) with its entity tag, kept so a repeat request costs no serialisation. */
export interface TaggedBody {
  body: Buffer;
  etag: string;
}

export function tagBody(json: string): TaggedBody {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Whether If-None-Match names the tag (a list, `*`, or weak forms of it count). */
export function matchesTag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/**
 * Answers with the tagged body, or 304 without one when the client has it. `no-cache` makes
 * browsers revalidate every time (the data can change), which the tag makes cheap.
 */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, tagged: TaggedBody, cacheControl = 'private, no-cache'): FastifyReply {
  void reply.header('ETag', tagged.etag).header('Cache-Control', cacheControl);
  if (matchesTag(request, tagged.etag)) return reply.code(304).send();
  // Bytes are sent as they are (already serialised).
  return reply.type('application/json; charset=utf-8').send(tagged.body);
}
