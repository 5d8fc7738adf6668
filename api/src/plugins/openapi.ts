import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiErrorSchema } from '../schemas/responses.js';

/** Where the document and the reference page are served (issue 17). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** What each tag (the path's first segment under /api: one per API module) holds. */
const TAGS = [
  { name: 'authentication', description: 'Sign-in, customer switch, impersonation log, logout (spec section 7 "Authentication")' },
  { name: 'employee', description: "The signed-in employee's customers" },
  { name: 'resource', description: 'Dictionaries (texts per culture)' },
  { name: 'location', description: 'Location tree and location details' },
  { name: 'chart', description: 'Statistics of a location' },
  { name: 'issue', description: 'Issues and thermography issues: lists, details, status, files, reports, bundles' },
  { name: 'installation', description: 'Installations (units) of a location: the paged query with status colours, files' },
  { name: 'download', description: 'Signed download links (files and generated reports)' },
  { name: 'operations', description: 'Liveness, readiness, metrics and this description' },
  { name: 'user', description: 'Profile, users of the customer (Admins), invitation and password-reset links' },
  { name: 'audit', description: "The customer's audit trail (Admins)" },
];

/**
 * The reference page's own policy: Swagger UI's files are served from here (no CDN), with no inline
 * script; it sets styles through the CSSOM, which `style-src` does not govern. Only this page gets
 * it; the portal's policy (ADR 0015) stays untouched, and other /api answers are data (ADR 0026).
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The tag of an /api route: its module (`/api/issue/...` -> `issue`); the routes at /api's root are operations. */
export function tagOf(url: string): string {
  const segment = url.split('/')[2] ?? '';
  return TAGS.some((tag) => tag.name === segment) ? segment : 'operations';
}

const isDocumented = (url: string): boolean => url.startsWith('/api/') && !url.startsWith(`${API_DOCS_PREFIX}`);

/** `/api/x/:id` -> `/api/x/{id}` is done by @fastify/swagger; the tag, security and error shape are added here. */
function describeRoute({ schema, url, route }: { schema: RouteOptions['schema']; url: string; route: RouteOptions }) {
  if (!isDocumented(url)) return { schema: { ...schema, hide: true }, url };
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
  return {
    url,
    schema: {
      ...schema,
      tags: schema?.tags ?? [tagOf(url)],
      // Public routes need no token; the rest take the global bearer requirement.
      ...(isPublic ? { security: [] } : {}),
      // Every error is this JSON shape (plugins/errors.ts); documented, not serialised through a schema.
      response: { ...response, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
    },
  };
}

/**
 * OpenAPI 3.1 generated from the route schemas (@fastify/swagger), served at /api/openapi.json, and the
 * Swagger UI reference page at /api/docs (@fastify/swagger-ui, its files served from this process).
 * Registered before the routes: @fastify/swagger collects them through onRoute.
 */
export async function registerOpenApi(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Customer portal API',
        description:
          'The provider API the customer portal calls (spec section 7). Errors are JSON `{statusCode, error, message}`; ' +
          '`message` is safe to show to the user. 503 means the service is temporarily unavailable (see /api/ready).',
        version: '1',
      },
      servers: [{ url: options.publicUrl }],
      tags: TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: describeRoute,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { public: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: API_DOCS_CSP,
    // No calls to a public validator service (connect-src 'self').
    validatorUrl: false,
    // The page loads the same document from /api/docs/json. No top bar: its logo is an SVG with an
    // inline <style> (which the policy blocks), and its URL field would load other documents.
    uiConfig: { deepLinking: true, layout: 'BaseLayout' },
    theme: { title: 'Customer portal API' },
  });
}
