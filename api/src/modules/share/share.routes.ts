import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { createLinkSchema, linkAccessesSchema, listLinksSchema, revokeLinkSchema } from './share.schemas.js';
import { createShareLink, linkAccesses, listShareLinks, revokeLink } from './share.service.js';

/** Prefix /api/share: the customer's Admins make, list and revoke share links, and read their logs (ADR 0064). */
export async function shareRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/:customerId/links', { schema: createLinkSchema }, async (request, reply) => {
    const created = await createShareLink(requestContextOf(request), request.body);
    return reply.status(201).send(created);
  });

  app.get('/:customerId/links', { schema: listLinksSchema }, async (request) => listShareLinks(requestContextOf(request)));

  app.delete('/:customerId/links/:id', { schema: revokeLinkSchema }, async (request, reply) => {
    await revokeLink(requestContextOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/:customerId/links/:id/accesses', { schema: linkAccessesSchema }, async (request) => linkAccesses(requestContextOf(request), request.params.id));
}
