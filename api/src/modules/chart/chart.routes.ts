import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { statisticsSchema } from './chart.schemas.js';
import { locationStatistics } from './chart.service.js';

/**
 * Prefix /api/chart: the spec's statistics call, which the chart page asks once per selected location. The
 * customer-access guard applies (params carry customerId) and reads the path's location.
 */
export async function chartRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // The four counts change only with a write (or the import, caught by the cache's lifetime): ADR 0020.
  app.get('/:customerId/location/:code/statistics', { schema: statisticsSchema, config: { locationParam: 'code', responseCache: {} } }, async (request) =>
    locationStatistics(requestContextOf(request), { code: request.params.code, known: request.pathLocation }),
  );
}
