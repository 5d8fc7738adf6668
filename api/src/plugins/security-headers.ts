import type { FastifyInstance } from 'fastify';

/** Basic security headers on every response (frames do not matter for remote files). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'same-origin');
    if (!request.url.startsWith('/mfe/')) void reply.header('X-Frame-Options', 'SAMEORIGIN');
    return payload;
  });
}
