import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialised JSON body with its entity tag, kept so a repeat request costs no serialisation. */
export interface TaggedBody {
  body: string;
  etag: string;
}

export function tagBody(body: string): TaggedBody {
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
  // A string with a JSON content type is sent as it is (already serialised).
  return reply.type('application/json; charset=utf-8').send(tagged.body);
}
