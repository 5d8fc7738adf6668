import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Dictionary } from '@portal/shared/contract';
import { appContextOf } from '../../plugins/context.js';
import { sendTagged, tagBody, type TaggedBody } from '../../plugins/etag.js';
import { dictionarySchema } from './resource.schemas.js';
import { dictionaryOf } from './resource.service.js';

/** Prefix /api/resource. The dictionary is public: the sign-in page needs its texts. */
export async function resourceRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Serialised and tagged once per loaded dictionary; a repeat request with the tag is a 304.
  const tagged = new WeakMap<Dictionary, TaggedBody>();

  app.get('/dictionary', { schema: dictionarySchema, config: { public: true } }, async (request, reply) => {
    const dictionary = await dictionaryOf(appContextOf(request), { culture: request.query.culture });
    let body = tagged.get(dictionary);
    if (!body) {
      // Plain JSON of a flat string map: the tag is then the dictionary's version (dictionaryVersionOf).
      body = tagBody(JSON.stringify(dictionary));
      tagged.set(dictionary, body);
    }
    // A versioned URL of the current texts never changes its answer: the browser keeps it (ADR 0024).
    // Any other (no version, an old one) is revalidated with the ETag.
    const current = request.query.v !== undefined && `"${request.query.v}"` === body.etag;
    return sendTagged(request, reply, body, current ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
}
