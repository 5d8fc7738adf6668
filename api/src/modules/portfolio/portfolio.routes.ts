import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defaultComplianceWindowMonths } from '@portal/shared/rules';
import { requestContextOf } from '../../plugins/context.js';
import { overviewSchema, trendSchema } from './portfolio.schemas.js';
import { portfolioOverview, portfolioTrend } from './portfolio.service.js';

/**
 * Prefix /api/portfolio: the overview across the locations the user may see, and its monthly trend. The
 * customer-access guard applies (params carry customerId). Both change with every write and with the day, so
 * the response cache (ADR 0020) serves them only within its short lifetime and until the customer's next write.
 */
export async function portfolioRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/:customerId/overview', { schema: overviewSchema, config: { responseCache: {} } }, async (request) =>
    portfolioOverview(requestContextOf(request), { months: request.query.months ?? defaultComplianceWindowMonths }),
  );
  app.get('/:customerId/trend', { schema: trendSchema, config: { responseCache: {} } }, async (request) =>
    portfolioTrend(requestContextOf(request), { months: request.query.months ?? defaultComplianceWindowMonths }),
  );
}
