import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Times (and so counts) every answer by method, route pattern (`/api/issue/:customerId/...`, bounded: never
 * the raw path) and status. Requests no route matched share the label `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
