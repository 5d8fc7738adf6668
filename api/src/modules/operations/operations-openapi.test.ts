import { Validator } from '@seriousme/openapi-schema-validator';
import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX, OPENAPI_PATH } from '../../plugins/openapi.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * The OpenAPI document is generated from the route schemas. Every /api route (heard through onRoute, so
 * a new route is covered as soon as it exists) must carry a summary, an operationId (unique) and a
 * description, and a response schema for its success status; the served document must validate
 * against the OpenAPI 3.1 schema with every operation tagged and its error shape documented, name its
 * path parameters (no `{*}`), give the media types the routes send, and pass Spectral's `spectral:oas`
 * ruleset with no error and at most five warnings.
 */

const routes: RouteOptions[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp('sqlite', { seed: false, onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await context.app.close();
  await context.database.cleanup();
});

/** The API's own routes: everything under /api except the reference page's files and the document itself. */
const apiRoutes = (): RouteOptions[] =>
  routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX) && route.url !== OPENAPI_PATH && route.method !== 'HEAD');

interface Operation {
  summary?: string;
  operationId?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
};

/** A route's path as the document shows it: `:id` -> `{id}`, a wildcard by the name its schema gives it. */
function documentedPath(route: RouteOptions): string {
  const wildcard = (route.schema as { wildcard?: string } | undefined)?.wildcard;
  return route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${wildcard ?? '*'}}`);
}

/** At most this many Spectral warnings: the two paths the spec gives with a trailing slash, and room for three. */
const MAX_SPECTRAL_WARNINGS = 5;

describe('OpenAPI from the route schemas', () => {
  it('every API route has a summary, a unique operationId, a description and a response schema for its success status', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    const missing = apiRoutes().flatMap((route) => {
      const schema = (route.schema ?? {}) as { summary?: string; operationId?: string; description?: string; response?: Record<string, unknown>; wildcard?: string };
      const problems: string[] = [];
      if (!schema.summary) problems.push('no summary');
      if (!schema.description) problems.push('no description');
      if (!schema.operationId || !/^[a-z][A-Za-z0-9]+$/.test(schema.operationId)) problems.push(`no camelCase operationId (${String(schema.operationId)})`);
      else if (seen.has(schema.operationId)) problems.push(`operationId ${schema.operationId} is also ${seen.get(schema.operationId)}'s`);
      else seen.set(schema.operationId, `${String(route.method)} ${route.url}`);
      if (route.url.endsWith('*') && !schema.wildcard) problems.push('a wildcard without a name for the document (schema.wildcard)');
      // A redirect's 3xx is the success of a route that only sends the browser on (the single sign-on callback).
      const success = Object.keys(schema.response ?? {}).filter((status) => /^[23](\d\d|xx)$/i.test(status));
      if (success.length === 0) problems.push('no response schema for a 2xx (or a redirect\'s 3xx) status');
      return problems.map((problem) => `${String(route.method)} ${route.url}: ${problem}`);
    });
    expect(missing).toEqual([]);
  });

  it('serves a valid OpenAPI 3.1 document with every route, tagged, with the error shape', async () => {
    const response = await context.app.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], 'validation errors').toEqual([]);
    expect(result.valid).toBe(true);

    const tagNames = new Set(document.tags.map((tag) => tag.name));
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ id: `${method.toUpperCase()} ${path}`, operation })),
    );
    // Each registered route is in the document, every path parameter named.
    const documented = new Set(operations.map((entry) => entry.id));
    for (const route of apiRoutes()) {
      expect(documented, `${String(route.method)} ${route.url}`).toContain(`${String(route.method)} ${documentedPath(route)}`);
    }
    expect(Object.keys(document.paths).filter((path) => path.includes('{*}'))).toEqual([]);
    for (const { id, operation } of operations) {
      expect(operation.summary, id).toBeTruthy();
      expect(operation.operationId, id).toBeTruthy();
      expect(operation.description, id).toBeTruthy();
      // Errors are JSON whatever the success answer is.
      expect(Object.keys(operation.responses['4XX']?.content ?? {}), id).toEqual(['application/json']);
      expect(operation.tags?.length, id).toBe(1);
      expect(tagNames, id).toContain(operation.tags?.[0]);
      expect(Object.keys(operation.responses), id).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    // The module routes are tagged by module, not all lumped together.
    const tagOf = (id: string) => operations.find((entry) => entry.id === id)?.operation.tags?.[0];
    expect(tagOf('POST /api/authentication/authenticate')).toBe('authentication');
    expect(tagOf('GET /api/location/{customerId}/locations')).toBe('location');
    expect(tagOf('GET /api/health')).toBe('operations');
    // The media types the routes send.
    const contentOf = (id: string) => Object.keys(operations.find((entry) => entry.id === id)?.operation.responses['200']?.content ?? {});
    expect(contentOf('GET /api/notification/unsubscribe/{token}')).toEqual(['text/html']);
    expect(contentOf('POST /api/notification/unsubscribe/{token}')).toEqual(['text/html']);
    expect(contentOf('GET /api/audit/{customerId}/entries.csv')).toEqual(['text/csv']);
    expect(contentOf('GET /api/download/{path}')).toEqual(['application/octet-stream']);
    expect(contentOf('GET /api/location/{customerId}/locations')).toEqual(['application/json']);
  });

  it("passes Spectral's spectral:oas ruleset: no error, at most five warnings", async () => {
    const document = (await context.app.inject(OPENAPI_PATH)).json<OpenApiDocument>();
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset(oas as RulesetDefinition);
    const results = await spectral.run(new spectralCore.Document(JSON.stringify(document, null, 2), Json));
    const described = results.map((result) => `${['error', 'warning', 'info', 'hint'][result.severity] ?? '?'} ${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(described.filter((line) => line.startsWith('error')), 'Spectral errors').toEqual([]);
    expect(described.filter((line) => line.startsWith('warning')).length, described.join('\n')).toBeLessThanOrEqual(MAX_SPECTRAL_WARNINGS);
    // The run saw the document: the ruleset's checks of operations ran on every one of them.
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
  });

  it('serves the reference page with a policy of its own and its files from this process', async () => {
    const page = await context.app.inject(API_DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startsWith(`${API_DOCS_PREFIX}/`), script).toBe(true);
      expect((await context.app.inject(script)).statusCode, script).toBe(200);
    }
    const json = await context.app.inject(`${API_DOCS_PREFIX}/json`);
    expect(json.json()).toEqual((await context.app.inject(OPENAPI_PATH)).json());
  });
});
