import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { RuntimeConfig } from '@portal/shared/contract';
import { describeEachDatabase } from '../test/test-app.js';

/** The policy of the one-process server with EMBED_ORIGINS unset: everything from the portal's own origin. */
const STRICT_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; manifest-src 'self'; frame-src 'none'; worker-src 'none'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'self'";

const portalRoot = mkdtempSync(join(tmpdir(), 'portal-root-'));
const INDEX_HTML = '<!doctype html><html><head><title>shell</title></head><body><div id="root">shell</div></body></html>';

/** The style nonce of a page's policy; the page carries the same one in its meta tag. */
function pageNonce(policy: unknown): string {
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})';/.exec(String(policy))?.[1];
  expect(nonce, `a style nonce in ${String(policy)}`).toBeDefined();
  return nonce ?? '';
}
mkdirSync(join(portalRoot, 'shell', 'dist', 'static'), { recursive: true });
writeFileSync(join(portalRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
writeFileSync(join(portalRoot, 'shell', 'dist', 'static', 'main.1a2b3c4d.js'), 'console.log("shell")');
writeFileSync(join(portalRoot, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(portalRoot, 'shell', 'dist', 'embed.js'), 'window.PortalEmbed = {};');
const xMeta = { name: 'mfe_x', routes: [{ path: '/x', titleKey: 'x.title' }], sidebar: [], overlays: [], widgets: [] };
mkdirSync(join(portalRoot, 'mfe-x', 'dist'), { recursive: true });
writeFileSync(join(portalRoot, 'mfe-x', 'remote.meta.json'), JSON.stringify(xMeta));
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'mf-manifest.json'), '{"id":"mfe_x"}');
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'remoteEntry.js'), 'var mfe_x;');
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'index.html'), '<!doctype html><html><head></head><body>harness</body></html>');
writeFileSync(join(portalRoot, 'mfe-x', 'dist', 'chunk.0f1e2d3c4b.js'), 'chunk');
// mfe_a has a dashboard widget (its entry is preloaded on `/`), mfe_x has none. mfe_a's metadata names what
// its routes need, as its build writes it (build-tools/rspack/route-preloads.mjs): preloaded on a deep link.
const aMeta = {
  ...xMeta,
  name: 'mfe_a',
  routes: [{ path: '/a-liste', titleKey: 'a.title' }],
  widgets: [{ id: 'a-widget', titleKey: 'a.widget' }],
  preload: {
    routes: {
      files: ['__federation_expose_start.1a2b3c4d.js', '340.5e6f7a8b.css', '340.5e6f7a8b.js'],
      shared: { '@portal/shared/data-table': ['vendor-grid.0a1b2c3d.css', 'vendor-grid.0a1b2c3d.js'] },
    },
  },
};
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
      for (const url of ['/', '/index.html', '/aktuelle-fejl', '/lokation?x=1', '/a/b/c']) {
        const response = await context().app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        const nonce = pageNonce(response.headers['content-security-policy']);
        // The page with its nonce, and its boot data (ADR 0024) at the end of the head.
        expect(response.body.replace(/<script type="application\/json" id="portal-boot">.*?<\/script>(<link [^>]*>)*/, '')).toBe(
          INDEX_HTML.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}">`),
        );
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('same-origin');
        // The page may show the portfolio map's tiles (MAP_TILE_URL, OpenStreetMap's by default): that host only.
        expect(response.headers['content-security-policy']).toBe(
          STRICT_POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`).replace("img-src 'self' data:", "img-src 'self' data: https://tile.openstreetmap.org"),
        );
      }
    });

    it('gives every page response a fresh nonce', async () => {
      const nonces = new Set<string>();
      for (let index = 0; index < 5; index += 1) {
        nonces.add(pageNonce((await context().app.inject({ url: '/' })).headers['content-security-policy']));
      }
      expect(nonces.size).toBe(5);
    });

    it('sends the strict policy with every shell and remote file, and none of its own on /api', async () => {
      for (const url of ['/static/main.1a2b3c4d.js', '/remotes.json', '/config.json', '/mfe/x/remoteEntry.js', '/mfe/x/nope.js']) {
        const response = await context().app.inject({ url });
        expect(response.headers['content-security-policy'], url).toBe(STRICT_POLICY);
        expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
      const api = await context().app.inject({ url: '/api/health' });
      expect(api.headers['content-security-policy']).toBeUndefined();
      expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('serves shell assets: hashed files cached long, others no-cache', async () => {
      const hashed = await context().app.inject({ url: '/static/main.1a2b3c4d.js' });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toContain('immutable');
      const plain = await context().app.inject({ url: '/favicon.svg' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect((await context().app.inject({ url: '/missing.js' })).statusCode).toBe(404);
      // The loader other sites include by this fixed name: always revalidated, so a deploy reaches them.
      const loader = await context().app.inject({ url: '/embed.js' });
      expect(loader.statusCode).toBe(200);
      expect(loader.headers['cache-control']).toBe('no-cache');
    });

    it('serves built remotes under /mfe/<name>/ without CORS unless MFE_CORS_ORIGINS says so', async () => {
      const manifest = await context().app.inject({ url: '/mfe/x/mf-manifest.json', headers: { origin: 'https://elsewhere.example' } });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['access-control-allow-origin']).toBeUndefined();
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const entry = await context().app.inject({ url: '/mfe/x/remoteEntry.js' });
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await context().app.inject({ url: '/mfe/x/chunk.0f1e2d3c4b.js' });
      expect(chunk.headers['cache-control']).toContain('max-age=31536000');
      const harness = await context().app.inject({ url: '/mfe/x/index.html' });
      const nonce = pageNonce(harness.headers['content-security-policy']);
      expect(harness.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}"></head>`);
      const missing = await context().app.inject({ url: '/mfe/x/nope.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/application\/json/);
      expect((await context().app.inject({ url: '/mfe/unbuilt/remoteEntry.js' })).statusCode).toBe(404);
    });

    it('lists the built remotes in /remotes.json by name and base URL only, sorted', async () => {
      const response = await context().app.inject({ url: '/remotes.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        remotes: [
          { name: 'mfe_a', url: '/mfe/a/' },
          { name: 'mfe_x', url: '/mfe/x/' },
        ],
      });
    });

    it("serves a remote's metadata from its build, and a replaced build at once", async () => {
      const metaFile = join(portalRoot, 'mfe-x', 'dist', 'remote.meta.json');
      writeFileSync(metaFile, JSON.stringify({ ...xMeta, contractVersion: '1.0.0' }));
      const first = await context().app.inject({ url: '/mfe/x/remote.meta.json' });
      expect(first.json()).toEqual({ ...xMeta, contractVersion: '1.0.0' });
      expect(first.headers['cache-control']).toBe('no-cache');
      writeFileSync(metaFile, JSON.stringify({ ...xMeta, routes: [], contractVersion: '1.1.0' }));
      expect((await context().app.inject({ url: '/mfe/x/remote.meta.json' })).json()).toMatchObject({ routes: [], contractVersion: '1.1.0' });
      rmSync(metaFile);
    });

    it("writes the config, the registry and the dictionary versions into the shell's page, with the remotes' preloads", async () => {
      const page = await context().app.inject({ url: '/' });
      const block = /<script type="application\/json" id="portal-boot">(.*?)<\/script>/.exec(page.body)?.[1];
      const boot = JSON.parse(block ?? 'null') as { config: RuntimeConfig; registry: unknown; dictionaryVersions: Record<string, string> };
      expect(boot.config).toEqual((await context().app.inject({ url: '/config.json' })).json());
      expect(boot.registry).toEqual((await context().app.inject({ url: '/remotes.json' })).json());
      // Each version is the ETag of that culture's dictionary.
      for (const [culture, version] of Object.entries(boot.dictionaryVersions)) {
        const dictionary = await context().app.inject({ url: `/api/resource/dictionary?culture=${culture}` });
        expect(dictionary.headers.etag, culture).toBe(`"${version}"`);
      }
      expect(Object.keys(boot.dictionaryVersions).sort()).toEqual(['da-dk', 'de-de', 'en-gb']);
      expect(page.body).toContain('<link rel="preload" href="/mfe/a/mf-manifest.json" as="fetch" crossorigin="anonymous">');
      expect(page.body).toContain('<link rel="preload" href="/mfe/a/remoteEntry.js" as="script">');
      // mfe_x has no widgets (its remote.meta.json): the dashboard would not use its entry.
      expect(page.body).toContain('<link rel="preload" href="/mfe/x/remote.meta.json" as="fetch" crossorigin="anonymous">');
      expect(page.body).not.toContain('/mfe/x/mf-manifest.json');
      expect(page.body).not.toContain('/mfe/x/remoteEntry.js');
      const login = await context().app.inject({ url: '/login' });
      expect(login.body).toContain('id="portal-boot"');
      expect(login.body).not.toContain('rel="preload"');
      // A remote's own harness page carries no boot data.
      expect((await context().app.inject({ url: '/mfe/x/index.html' })).body).not.toContain('portal-boot');
    });

    it("preloads a deep link's remote: its manifest, entry, route files and grid, and nothing of them elsewhere", async () => {
      const links = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin="anonymous")?>/g)].map((match) => match.slice(1).join(' ').trim());
      const route = await context().app.inject({ url: '/A-liste?tab=2' });
      expect(links(route.body)).toEqual([
        '/mfe/a/remote.meta.json fetch  crossorigin="anonymous"',
        '/mfe/x/remote.meta.json fetch  crossorigin="anonymous"',
        '/mfe/a/mf-manifest.json fetch  crossorigin="anonymous"',
        '/mfe/a/remoteEntry.js script',
        '/mfe/a/__federation_expose_start.1a2b3c4d.js script',
        '/mfe/a/340.5e6f7a8b.css style',
        '/mfe/a/340.5e6f7a8b.js script',
        '/mfe/a/vendor-grid.0a1b2c3d.css style',
        '/mfe/a/vendor-grid.0a1b2c3d.js script',
      ]);
      // The page's policy is the same: every preload is of the portal's own origin.
      expect(route.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'nonce-/);
      const dashboard = await context().app.inject({ url: '/' });
      expect(dashboard.body).toContain('/mfe/a/remoteEntry.js');
      expect(dashboard.body).not.toMatch(/vendor-grid|340\.|__federation_expose_start/);
      // mfe_x's metadata names no route files (a build from before them): its entry only.
      expect(links((await context().app.inject({ url: '/x' })).body).slice(2)).toEqual([
        '/mfe/x/mf-manifest.json fetch  crossorigin="anonymous"',
        '/mfe/x/remoteEntry.js script',
      ]);
      expect(links((await context().app.inject({ url: '/unknown' })).body)).toHaveLength(2);
    });

    it('serves /config.json', async () => {
      const response = await context().app.inject({ url: '/config.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json() as RuntimeConfig).toEqual({
        apiBaseUrl: '/api',
        environment: 'test',
        providerName: 'Nordisk Sikring',
        publicSiteUrl: '/login',
        timeZone: 'Europe/Copenhagen',
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapAttribution: '© OpenStreetMap contributors',
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

describeEachDatabase(
  'portal static serving with EMBED_ORIGINS and MFE_CORS_ORIGINS',
  (context) => {
    it('lets the named origins frame the portal, and drops X-Frame-Options (it cannot name them)', async () => {
      const page = await context().app.inject({ url: '/aktuelle-fejl' });
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/intranet\.example\.com$/);
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    });

    it('allows the remotes files to the named origins only, varying on Origin', async () => {
      const allowed = await context().app.inject({ url: '/mfe/x/mf-manifest.json', headers: { origin: 'https://tools.example.com' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://tools.example.com');
      expect(allowed.headers.vary).toMatch(/Origin/);
      const other = await context().app.inject({ url: '/mfe/x/mf-manifest.json', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const page = await context().app.inject({ url: '/', headers: { origin: 'https://tools.example.com' } });
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('allows /embed.js pages on the named origins to read the registry, not the runtime config', async () => {
      const registry = await context().app.inject({ url: '/remotes.json', headers: { origin: 'https://tools.example.com' } });
      expect(registry.headers['access-control-allow-origin']).toBe('https://tools.example.com');
      const config = await context().app.inject({ url: '/config.json', headers: { origin: 'https://tools.example.com' } });
      expect(config.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { env: { PORTAL_ROOT: portalRoot, EMBED_ORIGINS: "'self', https://intranet.example.com/", MFE_CORS_ORIGINS: 'https://tools.example.com' } },
);

describeEachDatabase(
  'portal static serving with EMBED_ORIGINS=none and MFE_CORS_ORIGINS=*',
  (context) => {
    it('forbids every frame and allows any origin to fetch the remotes files', async () => {
      const page = await context().app.inject({ url: '/' });
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
      expect(page.headers['x-frame-options']).toBe('DENY');
      const entry = await context().app.inject({ url: '/mfe/x/remoteEntry.js' });
      expect(entry.headers['access-control-allow-origin']).toBe('*');
    });
  },
  { env: { PORTAL_ROOT: portalRoot, EMBED_ORIGINS: 'none', MFE_CORS_ORIGINS: '*' } },
);

const registryFile = join(portalRoot, 'registry.json');
const firstRegistry = JSON.stringify({ remotes: [{ name: 'mfe_x', url: 'https://cdn.example/x/' }] });
writeFileSync(registryFile, firstRegistry);

describeEachDatabase(
  'portal static serving with REMOTES_FILE',
  (context) => {
    it('serves the registry file, reads it again when it changes, and keeps the last good one over a broken edit', async () => {
      // Each database's run starts from the same file (the previous run left its broken edit).
      writeFileSync(registryFile, firstRegistry);
      const served = async () => (await context().app.inject({ url: '/remotes.json' })).json() as unknown;
      await expect.poll(served).toEqual({ remotes: [{ name: 'mfe_x', url: 'https://cdn.example/x/' }] });
      const page = await context().app.inject({ url: '/' });
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example;/);

      const moved = { remotes: [{ name: 'mfe_x', url: 'https://static.example/teams/x' }, { name: 'mfe_y', url: '/y/' }] };
      writeFileSync(registryFile, JSON.stringify(moved));
      expect((await context().app.inject({ url: '/remotes.json' })).json()).toEqual({
        remotes: [
          { name: 'mfe_x', url: 'https://static.example/teams/x/' },
          { name: 'mfe_y', url: '/y/' },
        ],
      });
      expect((await context().app.inject({ url: '/lokation' })).headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/static\.example;/);

      writeFileSync(registryFile, '{ "remotes": [ { "name": "broken", ');
      expect((await context().app.inject({ url: '/remotes.json' })).json().remotes).toHaveLength(2);
    });
  },
  { env: { PORTAL_ROOT: portalRoot, REMOTES_FILE: registryFile } },
);

describeEachDatabase(
  'portal static serving with REMOTE_<NAME>_URL',
  (context) => {
    it('lists the remotes named in the environment instead of the built ones', async () => {
      expect((await context().app.inject({ url: '/remotes.json' })).json()).toEqual({
        remotes: [{ name: 'mfe_issues', url: 'http://localhost:8101/' }],
      });
    });
  },
  { env: { PORTAL_ROOT: portalRoot, REMOTE_ISSUES_URL: 'http://localhost:8101' } },
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

