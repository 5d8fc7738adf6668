import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HttpError, errorBody } from '../../plugins/errors.js';
import { healthSchema, metricsSchema, readySchema } from './operations.schemas.js';
import { createReadiness } from './operations.service.js';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/**
 * At /api's root: liveness (/health), readiness (/ready, for load balancers and compose healthchecks)
 * and the Prometheus metrics (/metrics, for the provider's monitoring with METRICS_TOKEN). None needs
 * a session; the readiness answer names what is down, never why (addresses stay in the log).
 */
export async function operationsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const readiness = createReadiness({ db: app.db, mailer: app.mailer, files: app.files });

  app.get('/health', { schema: healthSchema, config: { public: true } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: readySchema, config: { public: true } }, async (request, reply) => {
    const state = await readiness();
    void reply.header('cache-control', 'no-store');
    if (state.ready) return { status: 'ready' as const, checks: state.checks };
    for (const name of state.down) request.log.warn({ err: state.errors[name], check: name }, `readiness: ${name} is down`);
    return reply.status(503).send({ ...errorBody(503, `Not ready: ${state.down.join(', ')} down`), down: state.down, checks: state.checks });
  });

  app.get('/metrics', { schema: metricsSchema, config: { public: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    // Off unless configured: the metrics tell route names and volumes, not for the public.
    if (!token) throw new HttpError(404, 'Metrics are not enabled (set METRICS_TOKEN)');
    if (!hasMetricsToken(request, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'The metrics need Authorization: Bearer <METRICS_TOKEN>');
    }
    const text = await app.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
  });
}
