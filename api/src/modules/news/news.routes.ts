import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestContextOf } from '../../plugins/context.js';
import { newsFeedSchema, newsletterSchemas } from './news.schemas.js';
import { changeNewsletter, newsFeed } from './news.service.js';

/**
 * The news calls of spec section 7 under /api: GET /NewsFeed/application/{feedId} and
 * PUT /newsfeed/employee/{employeeId}/{add|remove}/{newsletterId}, spelled as the spec spells them
 * (routes are case-sensitive). No customer in the path: the guard has nothing to check, the service
 * checks the employee.
 */
export async function newsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/NewsFeed/application/:feedId', { schema: newsFeedSchema }, async (request) =>
    newsFeed(requestContextOf(request), { feedId: request.params.feedId }),
  );

  for (const [action, subscribe] of [['add', true], ['remove', false]] as const) {
    app.put(`/newsfeed/employee/:employeeId/${action}/:newsletterId`, { schema: newsletterSchemas[action] }, async (request) =>
      changeNewsletter(requestContextOf(request), { employeeId: request.params.employeeId, newsletterId: request.params.newsletterId, subscribe }),
    );
  }
}
