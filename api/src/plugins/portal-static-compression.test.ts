import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.js';

/**
 * The built files as the production build leaves them (build-tools/rspack/precompress-plugin.mjs): each
 * text file with a `.br` and a `.gz` copy. Served with Content-Encoding by @fastify/static's preCompressed.
 */
const portalRoot = mkdtempSync(join(tmpdir(), 'portal-compressed-'));
const shellDist = join(portalRoot, 'shell', 'dist');
const remoteDist = join(portalRoot, 'mfe-x', 'dist');
mkdirSync(shellDist, { recursive: true });
mkdirSync(remoteDist, { recursive: true });

/** A script large enough that compression matters (different lines, so it does not shrink to nothing). */
const SCRIPT = Array.from({ length: 2000 }, (_, index) => `export const value${index} = ${index * 7} + "${index.toString(36)}";`).join('\n');
const ENTRY = `var mfe_x; ${SCRIPT.slice(0, 20_000)}`;
const META = JSON.stringify({ name: 'mfe_x', routes: [{ path: '/x', titleKey: 'x.title' }], sidebar: [], overlays: [], widgets: [] });

function writeBuilt(dir: string, name: string, content: string): void {
  writeFileSync(join(dir, name), content);
  writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
}

writeFileSync(join(shellDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
writeBuilt(shellDist, 'main.1a2b3c4d.js', SCRIPT);
writeBuilt(remoteDist, 'remoteEntry.js', ENTRY);
writeBuilt(remoteDist, 'mf-manifest.json', JSON.stringify({ id: 'mfe_x', padding: SCRIPT.slice(0, 3000) }));
writeBuilt(remoteDist, 'remote.meta.json', META);
writeFileSync(join(portalRoot, 'mfe-x', 'remote.meta.json'), META);
// Only the file itself: a browser asking for br gets it uncompressed.
writeFileSync(join(remoteDist, '7.0f1e2d3c.js'), 'tiny');

afterAll(() => rmSync(portalRoot, { recursive: true, force: true }));

const IMMUTABLE = 'public, max-age=31536000, immutable';

describeEachDatabase(
  'portal static serving: precompressed files and cache policy',
  (context) => {
    const get = (url: string, headers: Record<string, string> = {}) => context().app.inject({ url, headers });

    it('sends a hashed script brotli-compressed to a browser that accepts br, immutable, varying on Accept-Encoding', async () => {
      const response = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
      // The strict policy goes with every file, compressed or not.
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self';/);
    });

    it('sends gzip to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
      const gzipped = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(SCRIPT);

      const plain = await get('/main.1a2b3c4d.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Also varies: a shared cache must not hand this copy to a browser that accepts br.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    });

    it('falls back to the file when the build wrote no compressed copy', async () => {
      const response = await get('/mfe/x/7.0f1e2d3c.js', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('tiny');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it("revalidates a remote's entry files with an ETag per encoding: 304 when unchanged", async () => {
      for (const file of ['remoteEntry.js', 'mf-manifest.json', 'remote.meta.json']) {
        const url = `/mfe/x/${file}`;
        const br = await get(url, { 'accept-encoding': 'br' });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers['cache-control'], url).toBe('no-cache');
        const etag = String(br.headers.etag);
        expect(etag, url).toMatch(/^(W\/)?".+"$/);

        const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.length, url).toBe(0);

        // The gzip copy is another representation, with a tag of its own.
        const gzipped = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
        expect(gzipped.statusCode, url).toBe(200);
        expect(gzipped.headers.etag, url).not.toBe(etag);
      }
      const entry = await get('/mfe/x/remoteEntry.js', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(entry.rawPayload).toString('utf8')).toBe(ENTRY);
    });

    it('revalidates /remotes.json and /config.json with an ETag: 304 when unchanged', async () => {
      for (const url of ['/remotes.json', '/config.json']) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('no-cache');
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^".+"$/);
        expect(first.json(), url).toBeTypeOf('object');
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode, url).toBe(200);
      }
      expect((await get('/remotes.json')).json()).toEqual({ remotes: [{ name: 'mfe_x', url: '/mfe/x/' }] });
    });

    it('keeps the pages uncompressed and uncached: each carries a fresh style nonce', async () => {
      const page = await get('/aktuelle-fejl', { 'accept-encoding': 'br, gzip' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toContain('csp-nonce');
    });
  },
  { env: { PORTAL_ROOT: portalRoot } },
);

describeEachDatabase(
  'portal static serving: precompressed files for other origins',
  (context) => {
    it('varies on both Origin and Accept-Encoding', async () => {
      const response = await context().app.inject({
        url: '/mfe/x/remoteEntry.js',
        headers: { origin: 'https://tools.example.com', 'accept-encoding': 'br' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('https://tools.example.com');
      expect(response.headers['content-encoding']).toBe('br');
      const vary = String(response.headers.vary).split(',').map((token) => token.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(ENTRY);
    });
  },
  { env: { PORTAL_ROOT: portalRoot, MFE_CORS_ORIGINS: 'https://tools.example.com' } },
);
