import type { FastifyInstance } from 'fastify';

/** What a provider tool's page sends: the Bearer token and JSON bodies (uploads are multipart, a simple type). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** Downloads name their file; the embedded remotes read it like the portal's own pages do. */
const EXPOSED_HEADERS = 'Content-Disposition, ETag';

/**
 * CORS for `/api/*`, only for the origins in API_CORS_ORIGINS (pages that mount a remote with /embed.js).
 * Registered on the root (a preflight matches no route, so the `/api` scope's hooks, authentication
 * included, never see it) and answered here. No `Access-Control-Allow-Credentials`: the API authenticates by Bearer token, never by cookie, so
 * another origin gets nothing it could not already send itself. Other origins get no CORS header at all.
 */
export function registerApiCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (url !== '/api' && !url.startsWith('/api/') && !url.startsWith('/api?')) return;
    void reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin.toLowerCase())) return;
    void reply.header('Access-Control-Allow-Origin', origin);
    void reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .status(204)
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    }
  });
}
