import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { groupedStatisticsSchema, statisticsSchema } from './chart.schemas.js';
import { locationStatistics, statisticsOfLocations } from './chart.service.js';

/** Prefix /api/chart. The customer-access guard applies (params carry customerId) and reads the path's location. */
export async function chartRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // The four counts change only with a write (or the import, caught by the cache's lifetime): ADR 0020.
  app.get('/:customerId/location/:code/statistics', { schema: statisticsSchema, config: { locationParam: 'code', responseCache: {} } }, async (request) =>
    locationStatistics(requestContextOf(request), { code: request.params.code, known: request.pathLocation }),
  );

  // Not in the spec (it calls the one above per location): the chart's selected locations in one
  // request and one grouped query, however many are picked. Response-cached like the one above (ADR 0020;
  // the body is part of the key).
  app.post('/:customerId/statistics', { schema: groupedStatisticsSchema, config: { responseCache: {} } }, async (request) => statisticsOfLocations(requestContextOf(request), { codes: request.body.codes }));
}
