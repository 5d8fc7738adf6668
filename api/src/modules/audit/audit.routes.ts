import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { auditCsvSchema, listAuditSchema } from './audit.schemas.js';
import { auditCsv, listAudit } from './audit.service.js';

/** Prefix /api/audit. The customer-access guard applies; the services refuse non-Admins (403). */
export async function auditRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/:customerId/entries', { schema: listAuditSchema }, async (request, reply) => {
    const { rows, total } = await listAudit(requestContextOf(request), request.query);
    void reply.header('X-Total-Count', String(total));
    return rows;
  });

  app.get('/:customerId/entries.csv', { schema: auditCsvSchema }, async (request, reply) => {
    const csv = await auditCsv(requestContextOf(request), request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${request.params.customerId}.csv"`)
      .send(csv);
  });
}
