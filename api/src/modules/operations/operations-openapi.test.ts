import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX, OPENAPI_PATH } from '../../plugins/openapi.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * Issue 17, deliverable 1: the OpenAPI document is generated from the route schemas. Every /api route
 * (heard through onRoute, so a new route is covered as soon as it exists) must carry a summary and a
 * response schema for its success status, and the served document must validate against the
 * OpenAPI 3.1 schema with every operation tagged and its error shape documented.
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
  tags?: string[];
  responses: Record<string, unknown>;
}

describe('OpenAPI from the route schemas', () => {
  it('every API route has a summary and a response schema for its success status', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
    const missing = apiRoutes().flatMap((route) => {
      const schema = (route.schema ?? {}) as { summary?: string; response?: Record<string, unknown> };
      const problems: string[] = [];
      if (!schema.summary) problems.push('no summary');
      const success = Object.keys(schema.response ?? {}).filter((status) => /^2(\d\d|xx)$/i.test(status));
      if (success.length === 0) problems.push('no response schema for a 2xx status');
      return problems.map((problem) => `${String(route.method)} ${route.url}: ${problem}`);
    });
    expect(missing).toEqual([]);
  });

  it('serves a valid OpenAPI 3.1 document with every route, tagged, with the error shape', async () => {
    const response = await context.app.inject(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };
    expect(document.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], 'validation errors').toEqual([]);
    expect(result.valid).toBe(true);

    const tagNames = new Set(document.tags.map((tag) => tag.name));
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ id: `${method.toUpperCase()} ${path}`, operation })),
    );
    // Each registered route is in the document (`:id` -> `{id}`, the wildcard -> `{*}`).
    const documented = new Set(operations.map((entry) => entry.id));
    for (const route of apiRoutes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      expect(documented, `${String(route.method)} ${route.url}`).toContain(`${String(route.method)} ${path}`);
    }
    for (const { id, operation } of operations) {
      expect(operation.summary, id).toBeTruthy();
      expect(operation.tags?.length, id).toBe(1);
      expect(tagNames, id).toContain(operation.tags?.[0]);
      expect(Object.keys(operation.responses), id).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    // The module routes are tagged by module, not all lumped together.
    const tagOf = (id: string) => operations.find((entry) => entry.id === id)?.operation.tags?.[0];
    expect(tagOf('POST /api/authentication/authenticate')).toBe('authentication');
    expect(tagOf('GET /api/location/{customerId}/locations')).toBe('location');
    expect(tagOf('GET /api/health')).toBe('operations');
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
