import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { TOTAL_COUNT_HEADER } from '../issue/issue.schemas.js';
import { approveQuoteSchema, declineQuoteSchema, listQuotesSchema, quoteDetailsSchema, quotePdfSchema, quoteRightsSchema } from './quote.schemas.js';
import { decideQuote, listQuotes, quoteDetails, quotePdfLink, quoteRights } from './quote.service.js';

/** Prefix /api/quote: the provider's remediation quotes and the customer's decisions (ADR 0055). */
export async function quoteRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/:customerId/quotes', { schema: listQuotesSchema }, async (request, reply) => {
    const list = await listQuotes(requestContextOf(request), request.query);
    if (list.total !== undefined) void reply.header(TOTAL_COUNT_HEADER, String(list.total));
    return list.rows;
  });

  app.get('/:customerId/rights', { schema: quoteRightsSchema }, async (request) => quoteRights(requestContextOf(request)));

  app.get('/:customerId/:quoteId', { schema: quoteDetailsSchema }, async (request) => quoteDetails(requestContextOf(request), request.params.quoteId));

  app.get('/:customerId/:quoteId/pdf', { schema: quotePdfSchema }, async (request) => quotePdfLink(requestContextOf(request), request.params.quoteId));

  app.post('/:customerId/:quoteId/approve', { schema: approveQuoteSchema }, async (request) =>
    decideQuote(requestContextOf(request), { quoteId: request.params.quoteId, decision: 'Approved', name: request.body.name, poNumber: request.body.poNumber }),
  );

  app.post('/:customerId/:quoteId/decline', { schema: declineQuoteSchema }, async (request) =>
    decideQuote(requestContextOf(request), { quoteId: request.params.quoteId, decision: 'Declined', name: request.body.name, reason: request.body.reason }),
  );
}
