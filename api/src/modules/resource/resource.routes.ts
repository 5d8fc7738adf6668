import type { FastifyInstance } from 'fastify';
import type { Dictionary } from '@portal/shared/contract';
import { dictionarySchema, type DictionaryQuery } from './resource.schemas.js';
import { createDictionaryService, parseCulture } from './resource.service.js';

/** Prefix /api/resource. The dictionary is public: the sign-in page needs its texts. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const dictionaries = createDictionaryService(app.config.dictionariesDir);

  app.get<{ Querystring: DictionaryQuery }>(
    '/dictionary',
    { schema: dictionarySchema, config: { public: true } },
    async (request, reply): Promise<Dictionary> => {
      const dictionary = await dictionaries.get(parseCulture(request.query.culture));
      void reply.header('Cache-Control', 'no-cache');
      return dictionary;
    },
  );
}
