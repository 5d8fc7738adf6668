import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dateLanguageOf, defaultComplianceWindowMonths } from '@portal/shared/rules';
import { contentDisposition } from '../../plugins/content-disposition.js';
import { requestContextOf } from '../../plugins/context.js';
import { reportLanguageOf } from '../../reports/report-texts.js';
import { complianceStatement } from './portfolio-statement.service.js';
import { overviewSchema, statementSchema, trendSchema } from './portfolio.schemas.js';
import { portfolioOverview, portfolioTrend } from './portfolio.service.js';

/**
 * Prefix /api/portfolio: the overview across the locations the user may see, its monthly trend, and a location's
 * compliance statement (ADR 0062). The
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
  app.get('/:customerId/location/:code/statement.pdf', { schema: statementSchema }, async (request, reply) => {
    const { culture, from, to } = request.query;
    const language = culture ? dateLanguageOf(culture) : reportLanguageOf(request.headers['accept-language']);
    const statement = await complianceStatement(requestContextOf(request), { code: request.params.code, from, to, language });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(statement.fileName, false))
      .header('cache-control', 'private, no-store')
      .send(statement.pdf);
  });
}
