import type { FastifyInstance } from 'fastify';
import type { Dictionary } from '@portal/shared/contract';
import { sendTagged, tagBody, type TaggedBody } from '../../plugins/etag.js';
import { dictionarySchema, type DictionaryQuery } from './resource.schemas.js';
import { createDictionaryService, parseCulture } from './resource.service.js';

/** Prefix /api/resource. The dictionary is public: the sign-in page needs its texts. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const dictionaries = createDictionaryService(app.config.dictionariesDir);
  // Serialised and tagged once per loaded dictionary; a repeat request with the tag is a 304.
  const tagged = new WeakMap<Dictionary, TaggedBody>();

  app.get<{ Querystring: DictionaryQuery }>(
    '/dictionary',
    { schema: dictionarySchema, config: { public: true } },
    async (request, reply) => {
      const dictionary = await dictionaries.get(parseCulture(request.query.culture));
      let body = tagged.get(dictionary);
      if (!body) {
        body = tagBody(reply.serialize(dictionary) as string);
        tagged.set(dictionary, body);
      }
      return sendTagged(request, reply, body, 'no-cache');
    },
  );
}
