import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { appContextOf, createAppContext, requestContextOf } from '../../plugins/context.js';
import { addSchema, allLocationsListSchema, locationListSchema, removeSchema, unsubscribePageSchema, unsubscribeSchema } from './notification.schemas.js';
import { addNotification, listNotifications, removeNotification, unsubscribe, unsubscribeTarget } from './notification.service.js';
import { registerDigestJobs, startDigestScheduler } from './notification-digest.service.js';
import { unsubscribePage } from './notification-texts.js';

/** The unsubscribe page is a tiny document of its own: no scripts, no styles, its form posts to itself. */
const PAGE_POLICY = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Prefix /api/notification: the calls of spec section 7 "Notifications and news" (subscriptions), and
 * the public unsubscribe link of the digest mails. The digests themselves are jobs (ADR 0025): the
 * handlers are registered here, and the scheduler starts once the app is ready.
 */
export async function notificationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const jobContext = createAppContext(app, app.log);
  registerDigestJobs(jobContext);
  const scheduler = startDigestScheduler(jobContext, { everyMs: app.config.digestCheckMs });
  app.addHook('onReady', () => {
    scheduler.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    scheduler.stop();
    return Promise.resolve();
  });

  app.get('/:customerId/GetNotification', { schema: allLocationsListSchema }, async (request) => listNotifications(requestContextOf(request), {}));

  app.get('/:customerId/GetNotification/:locationReferenceCode', { schema: locationListSchema, config: { locationParam: 'locationReferenceCode' } }, async (request) =>
    listNotifications(requestContextOf(request), { code: request.params.locationReferenceCode, known: request.pathLocation }),
  );

  app.post('/:customerId/AddNotification', { schema: addSchema }, async (request) => {
    const { body } = request;
    return addNotification(requestContextOf(request), {
      name: body.name,
      email: body.email,
      type: body.type,
      locationReferenceCode: body.locationReferenceCode,
      culture: body.culture,
    });
  });

  app.delete('/:customerId/removeNotification/:id', { schema: removeSchema }, async (request, reply) => {
    await removeNotification(requestContextOf(request), { id: request.params.id });
    return reply.status(204).send();
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  // GET only shows the button (link scanners open links without a person behind them); POST removes.
  // A wildcard, as for the download links: a token is longer than a named parameter may be (100).
  app.get('/unsubscribe/*', { schema: unsubscribePageSchema, config: { public: true } }, async (request, reply) => {
    const target = await unsubscribeTarget(appContextOf(request), { token: request.params['*'] });
    return reply.header('Content-Security-Policy', PAGE_POLICY).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(unsubscribePage(target.culture, 'confirm'));
  });

  app.post('/unsubscribe/*', { schema: unsubscribeSchema, config: { public: true } }, async (request, reply) => {
    const { removed, culture } = await unsubscribe(appContextOf(request), { token: request.params['*'] });
    return reply
      .header('Content-Security-Policy', PAGE_POLICY)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(culture, removed ? 'done' : 'gone'));
  });
}
