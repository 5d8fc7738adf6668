import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calendarFeedSuffix } from '@portal/shared/rules';
import { appContextOf, requestContextOf } from '../../plugins/context.js';
import { matchesTag } from '../../plugins/etag.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { rateLimitGuard } from '../../plugins/rate-limit-guard.js';
import { feedStatusSchema, publicFeedSchema, removeFeedSchema, renewFeedSchema } from './calendar.schemas.js';
import { feedOfToken, feedStatus, removeFeed, renewFeed } from './calendar.service.js';

/**
 * Calendar apps poll a feed every few minutes to hours; far more for one feed is a runaway client. Google's and
 * Microsoft's servers poll many people's feeds from a few addresses, so the limit per address is wider: it bounds a
 * scan, which cannot guess a 256-bit token anyway.
 */
const FEED_READS_PER_MINUTE_PER_ADDRESS = 300;
const FEED_READS_PER_MINUTE_PER_FEED = 20;

const fileOf = (request: FastifyRequest): string => String((request.params as { file?: unknown } | undefined)?.file ?? '');

/** Whether the client's copy (If-Modified-Since, to the second) is as new as the content. */
function notModifiedSince(request: FastifyRequest, lastModified: Date): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && lastModified.getTime() <= time;
}

/** Prefix /api/calendar: the employee's personal calendar feed of planned inspections (ADR 0061). */
export async function calendarRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/:customerId/feed', { schema: feedStatusSchema }, async (request) => feedStatus(requestContextOf(request)));

  app.post('/:customerId/feed', { schema: renewFeedSchema }, async (request) => renewFeed(requestContextOf(request)));

  app.delete('/:customerId/feed', { schema: removeFeedSchema }, async (request, reply) => {
    await removeFeed(requestContextOf(request));
    return reply.status(204).send();
  });

  const perAddress = app.createRateLimit({ max: FEED_READS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute', keyGenerator: (request) => `calendar-feed|${request.ip}` });
  const perFeed = app.createRateLimit({ max: FEED_READS_PER_MINUTE_PER_FEED, timeWindow: '1 minute', keyGenerator: (request) => `calendar-feed-token|${fileOf(request)}` });

  app.get(
    '/:file',
    {
      schema: publicFeedSchema,
      onRequest: rateLimitGuard([perAddress, perFeed], (seconds) => `Too many calendar requests. Try again in ${seconds} seconds.`),
      config: { public: true },
    },
    async (request, reply) => {
      const feed = await feedOfToken(appContextOf(request), request.params.file.slice(0, -calendarFeedSuffix.length));
      if (!feed) throw new NotFoundError('There is no calendar at this address');
      void reply.header('ETag', feed.etag).header('Last-Modified', feed.lastModified.toUTCString()).header('Cache-Control', 'private, no-cache');
      if (matchesTag(request, feed.etag) || notModifiedSince(request, feed.lastModified)) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(feed.ics);
    },
  );
}
