import type { FastifyInstance } from 'fastify';
import type { LocationStatistics } from '@portal/shared/contract';
import { statisticsSchema, type StatisticsParams } from './chart.schemas.js';
import { locationStatistics } from './chart.service.js';

/** Prefix /api/chart. The customer-access guard applies (params carry customerId). */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: StatisticsParams }>(
    '/:customerId/location/:code/statistics',
    { schema: statisticsSchema, config: { locationParam: 'code' } },
    async (request): Promise<LocationStatistics> =>
      locationStatistics(app.db, request.params.customerId, request.params.code, request.pathLocation),
  );
}
