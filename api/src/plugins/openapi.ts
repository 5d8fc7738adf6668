import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { apiErrorSchema } from '../schemas/responses.js';

/** Where the document and the reference page are served. */
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
  { name: 'quote', description: "The provider's remediation quotes for faults and the customer's decisions" },
  { name: 'task', description: 'Inspections (tasks): lists, details, status, files, service reports, control schemas, bundles' },
  { name: 'notification', description: "The employee's e-mail notifications of a location or of all locations" },
  { name: 'portfolio', description: 'Compliance and open faults across every location the user may see, and the monthly trend' },
  { name: 'export', description: 'The lists as CSV and XLSX files' },
  { name: 'administration', description: "The customer's settings (guest reports) and the QR labels' rotation (Admins)" },
  { name: 'public', description: "Without an account: a unit's QR label (what its page shows, a guest's report) and a share link's evidence" },
  { name: 'calendar', description: "The employee's personal calendar feed of planned inspections (iCalendar), by a secret address" },
  { name: 'share', description: "The Admins' share links: evidence of chosen locations for an auditor, with their access logs" },
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

/** Every error is this JSON shape (plugins/errors.ts), whatever the success answer's media type. */
const errorResponse = { description: 'An error: `message` is safe to show to the user', content: { 'application/json': { schema: apiErrorSchema } } };

/**
 * A route whose last segment is a wildcard (`/api/download/*`: a signed token is longer than a named
 * parameter may be) names it for the document with `wildcard` in its schema: `{path}` rather than `{*}`,
 * which validators refuse. Only the document changes; the route and its `'*'` parameter stay.
 */
function namedWildcard(url: string, schema: RouteOptions['schema']): { url: string; params?: unknown } {
  const name = (schema as { wildcard?: string } | undefined)?.wildcard;
  if (!url.endsWith('*') || !name) return { url };
  const params = schema?.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const properties = Object.fromEntries(Object.entries(params?.properties ?? {}).map(([key, value]) => [key === '*' ? name : key, value]));
  return {
    url: `${url.slice(0, -1)}:${name}`,
    params: { ...params, properties, required: (params?.required ?? []).map((key) => (key === '*' ? name : key)) },
  };
}

/**
 * `/api/x/:id` -> `/api/x/{id}` is done by @fastify/swagger; the tag, security, the error shape and the
 * wildcard's name are added here. Each route schema carries its own `operationId` and `description`.
 */
function describeRoute({ schema, url, route }: { schema: RouteOptions['schema']; url: string; route: RouteOptions }) {
  if (!isDocumented(url)) return { schema: { ...schema, hide: true }, url };
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
  const { wildcard: _wildcard, ...documented } = (schema ?? {}) as Record<string, unknown>;
  const named = namedWildcard(url, schema);
  return {
    url: named.url,
    schema: {
      ...documented,
      ...(named.params ? { params: named.params } : {}),
      tags: schema?.tags ?? [tagOf(url)],
      // Public routes need no token; the rest take the global bearer requirement.
      ...(isPublic ? { security: [] } : {}),
      // Documented, not serialised through a schema.
      response: { ...response, '4xx': errorResponse, '5xx': errorResponse },
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
        contact: { name: app.config.providerName, url: options.publicUrl },
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
