import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { RuntimeConfig } from '@portal/shared/contract';
import { describeEachDatabase } from '../test/test-app.js';

const portalRoot = mkdtempSync(join(tmpdir(), 'portal-root-'));
const INDEX_HTML = '<!doctype html><html><body><div id="root">shell</div></body></html>';
mkdirSync(join(portalRoot, 'shell', 'dist', 'static'), { recursive: true });
writeFileSync(join(portalRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
writeFileSync(join(portalRoot, 'shell', 'dist', 'static', 'main.1a2b3c4d.js'), 'console.log("shell")');
writeFileSync(join(portalRoot, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const xMeta = { name: 'mfe_x', routes: [{ path: '/x', titleKey: 'x.title' }], sidebar: [], overlays: [], widgets: [] };
mkdirSync(join(portalRoot, 'mfe-x', 'dist'), { recursive: true });
writeFileSync(join(portalRoot, 'mfe-x', 'remote.meta.json'), JSON.stringify(xMeta));
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'mf-manifest.json'), '{"id":"mfe_x"}');
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'remoteEntry.js'), 'var mfe_x;');
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'chunk.0f1e2d3c4b.js'), 'chunk');
const aMeta = { ...xMeta, name: 'mfe_a' };
mkdirSync(join(portalRoot, 'mfe-a', 'dist'), { recursive: true });
writeFileSync(join(portalRoot, 'mfe-a', 'remote.meta.json'), JSON.stringify(aMeta));
// Not built: left out of remotes.json.
mkdirSync(join(portalRoot, 'mfe-unbuilt'), { recursive: true });
writeFileSync(join(portalRoot, 'mfe-unbuilt', 'remote.meta.json'), JSON.stringify({ ...xMeta, name: 'mfe_unbuilt' }));

afterAll(() => rmSync(portalRoot, { recursive: true, force: true }));

describeEachDatabase(
  'portal static serving',
  (context) => {
    it('serves index.html for / and SPA deep links, without caching', async () => {
      for (const url of ['/', '/aktuelle-fejl', '/lokation?x=1', '/a/b/c']) {
        const response = await context().app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe(INDEX_HTML);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('same-origin');
      }
    });

    it('serves shell assets: hashed files cached long, others no-cache', async () => {
      const hashed = await context().app.inject({ url: '/static/main.1a2b3c4d.js' });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toContain('immutable');
      const plain = await context().app.inject({ url: '/favicon.svg' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect((await context().app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    });

    it('serves built remotes under /mfe/<name>/ with CORS', async () => {
      const manifest = await context().app.inject({ url: '/mfe/x/mf-manifest.json' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['x-frame-options']).toBeUndefined();
      const entry = await context().app.inject({ url: '/mfe/x/remoteEntry.js' });
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await context().app.inject({ url: '/mfe/x/chunk.0f1e2d3c4b.js' });
      expect(chunk.headers['cache-control']).toContain('max-age=31536000');
      const missing = await context().app.inject({ url: '/mfe/x/nope.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/application\/json/);
      expect((await context().app.inject({ url: '/mfe/unbuilt/remoteEntry.js' })).statusCode).toBe(404);
    });

    it('composes /remotes.json from the built remotes, sorted by name', async () => {
      const response = await context().app.inject({ url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        remotes: [
          { ...aMeta, manifest: '/mfe/a/mf-manifest.json' },
          { ...xMeta, manifest: '/mfe/x/mf-manifest.json' },
        ],
      });
    });

    it('serves /config.json', async () => {
      const response = await context().app.inject({ url: '/config.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json() as RuntimeConfig).toEqual({
        apiBaseUrl: '/api',
        environment: 'test',
        providerName: 'Nordisk Sikring',
        publicSiteUrl: '/login',
      });
    });

    it('answers unknown /api paths with JSON 404, never index.html', async () => {
      for (const url of ['/api/unknown', '/api', '/api/location']) {
        const response = await context().app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
      const post = await context().app.inject({ method: 'POST', url: '/lokation' });
      expect(post.statusCode).toBe(404);
    });
  },
  { env: { PORTAL_ROOT: portalRoot } },
);

describeEachDatabase('portal static serving without a shell build', (context) => {
  it('answers page requests with a 503 page and still serves the API', async () => {
    const page = await context().app.inject({ url: '/lokation' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await context().app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await context().app.inject({ url: '/remotes.json' })).json()).toEqual({ remotes: [] });
  });
});

