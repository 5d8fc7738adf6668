import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { guestReportLimits } from '@portal/shared/rules';
import { appContextOf } from '../../plugins/context.js';
import { rateLimitGuard } from '../../plugins/rate-limit-guard.js';
import { reportLanguageOf } from '../../reports/report-texts.js';
import { registerUploadRoutes } from '../../uploads/multipart.js';
import { publicReportSchema, publicTargetSchema } from './public.schemas.js';
import { publicReportTarget, reportAsGuest } from './public.service.js';

/** Looking a label up: a phone's page opens once or twice; far more from one address is someone trying tokens. */
const TARGET_LOOKUPS_PER_MINUTE = 30;

const tokenOf = (request: FastifyRequest): string => String((request.params as { token?: unknown } | undefined)?.token ?? '');

/**
 * Prefix /api/public: the calls a unit's QR label makes without a sign-in (ADR 0054). Each is rate-limited per
 * client address; the report also per label, so one label cannot flood the customer's list from many addresses.
 */
export async function publicRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const window = `${guestReportLimits.windowMinutes} minutes`;
  const lookupsPerIp = app.createRateLimit({ max: TARGET_LOOKUPS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request) => `label-lookup|${request.ip}` });
  const reportsPerIp = app.createRateLimit({ max: guestReportLimits.perIp, timeWindow: window, keyGenerator: (request) => `guest-report|${request.ip}` });
  const reportsPerToken = app.createRateLimit({ max: guestReportLimits.perToken, timeWindow: window, keyGenerator: (request) => `guest-report-label|${tokenOf(request)}` });

  const limited = (limits: ReturnType<typeof app.createRateLimit>[]) =>
    rateLimitGuard(limits, (seconds) => `Too many reports. Try again in ${Math.ceil(seconds / 60)} minutes.`);

  app.get('/report/:token', { schema: publicTargetSchema, onRequest: limited([lookupsPerIp]), config: { public: true } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return publicReportTarget(appContextOf(request), { token: request.params.token });
  });

  await registerUploadRoutes(app, (uploads) => {
    uploads.post(
      '/report/:token',
      { schema: publicReportSchema, onRequest: limited([reportsPerIp, reportsPerToken]), config: { public: true } },
      async (request, reply) => {
        const created = await reportAsGuest(appContextOf(request), {
          token: request.params.token,
          upload: request,
          language: reportLanguageOf(request.headers['accept-language']),
        });
        reply.status(201);
        return created;
      },
    );
  });
}
