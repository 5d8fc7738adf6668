import { mapTileOrigins } from '@portal/page-server/map-tiles';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { remotePreloadsFor, withBootData } from '@portal/page-server/boot-document';
import { allowedCorsOrigin, contentSecurityPolicy, originsOf, withNonceMeta } from '@portal/page-server/content-security-policy';
import type { RuntimeConfig } from '@portal/shared/contract';
import type { RemoteRegistry } from '@portal/shared/remote-registry';
import { registryFileReader } from '@portal/page-server/remote-registry-file';
import { fetchRemoteMeta, remoteMetaReader, remotesWithoutWidgets, type ReadMeta } from '@portal/page-server/remote-widgets-reader';
import { NO_CACHE, cacheControlFor, withVary } from '@portal/page-server/static-file-cache';
import { errorBody } from './errors.js';
import { sendTagged, tagBody, type TaggedBody } from './etag.js';

/**
 * Serves the composed portal next to the API:
 * - the shell's build (`PORTAL_ROOT/shell/dist`) at `/`, with `index.html` for SPA deep links;
 * - each built remote (`PORTAL_ROOT/mfe-<name>/dist`, with the remote.meta.json its build wrote) at
 *   `/mfe/<name>/`, read from disk on each request: a remote redeployed in place is served at once;
 * - `/remotes.json`, the registry: names and base URLs only (each remote serves its own metadata), from
 *   REMOTES_FILE (read again when it changes), REMOTE_<NAME>_URL, or the built remotes;
 * - `/config.json`.
 * Files go out as the build's brotli or gzip copy when the browser accepts one (`preCompressed`, with
 * `Vary: Accept-Encoding`); hashed files are cached for a year, the rest (and remotes.json, config.json)
 * revalidated with an ETag (ADR 0023).
 * Without a shell build, page requests get a 503 page that says how to build it.
 */

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

export interface PortalRemote {
  /** Folder name without `mfe-`, also the URL segment: /mfe/<name>/. */
  folder: string;
  /** Module Federation name, from the remote's remote.meta.json. */
  name: string;
  dist: string;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Remotes under the portal root that are built and declare themselves, sorted by name. */
export function findRemotes(portalRoot: string): PortalRemote[] {
  if (!isDirectory(portalRoot)) return [];
  const remotes: PortalRemote[] = [];
  for (const folder of readdirSync(portalRoot)) {
    if (!folder.startsWith('mfe-')) continue;
    const dir = join(portalRoot, folder);
    const dist = join(dir, 'dist');
    // The metadata the build wrote (what the shell reads), else the source's (a build from before it).
    const metaFile = [join(dist, 'remote.meta.json'), join(dir, 'remote.meta.json')].find((file) => existsSync(file));
    if (!isDirectory(dist) || !metaFile) continue;
    const { name } = JSON.parse(readFileSync(metaFile, 'utf8')) as { name: string };
    remotes.push({ folder: folder.slice('mfe-'.length), name, dist });
  }
  return remotes.sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The registry of the remotes this process serves itself: `/mfe/<folder>/`. */
export function builtRemotesRegistry(remotes: PortalRemote[]): RemoteRegistry {
  return { remotes: remotes.map((remote) => ({ name: remote.name, url: `/mfe/${remote.folder}/` })) };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body>
<h1>The portal has not been built</h1>
<p>The API is running, but <code>shell/dist/index.html</code> is missing. Run <code>npm run build</code>
in the repository root and restart the server.</p>
</body></html>
`;

export interface PortalStaticOptions {
  portalRoot: string;
  runtimeConfig: RuntimeConfig;
  /**
   * MFE_CORS_ORIGINS: other origins whose pages may fetch the remotes' files (a shell or a tool served
   * elsewhere). Empty: no CORS header, the portal's own shell needs none.
   */
  mfeCorsOrigins: '*' | readonly string[];
  /** `frame-ancestors` sources from EMBED_ORIGINS (the HTML pages' policy carries a nonce of its own). */
  embedOrigins: readonly string[];
  /** REMOTES_FILE: the registry file, read again whenever it changes. */
  remotesFile?: string | undefined;
  /** REMOTE_<NAME>_URL: the registry from the environment. */
  remotesFromEnv?: RemoteRegistry | null;
  /** The current version of each culture's dictionary, written into the shell's page (ADR 0024). */
  dictionaryVersions?: () => Promise<Record<string, string>>;
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * What a page on another origin fetches (not only includes with a tag): the remotes' files, and for /embed.js
 * the registry and the shell's texts. The rest of the shell stays same-origin.
 */
function isSharedWithOtherOrigins(path: string): boolean {
  return path.startsWith('/mfe/') || path === '/remotes.json' || path.startsWith('/translations/');
}

/** GET/HEAD of a page (not the API, not a remote, not a file) -> the shell's index.html. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (path === '/api' || path.startsWith('/api/') || path === '/mfe' || path.startsWith('/mfe/')) return false;
  return !HAS_EXTENSION.test(path);
}

export async function registerPortalStatic(app: FastifyInstance, options: PortalStaticOptions): Promise<void> {
  const shellDist = join(options.portalRoot, 'shell', 'dist');
  const indexFile = join(shellDist, 'index.html');
  const shellBuilt = existsSync(indexFile);
  const remotes = findRemotes(options.portalRoot);
  const builtRegistry = builtRemotesRegistry(remotes);
  const fileRegistry = options.remotesFile ? registryFileReader(options.remotesFile, (message) => app.log.warn(message)) : null;
  const registry = (): RemoteRegistry => fileRegistry?.() ?? options.remotesFromEnv ?? builtRegistry;
  // Each remote's remote.meta.json, for the page's preloads: on `/` the entries of the remotes with widgets,
  // on a remote's route that remote's entry and route files. A remote this process serves is read from its
  // dist, one elsewhere over HTTP; kept 10 s (remote-widgets-reader.js).
  const fetchMeta = fetchRemoteMeta();
  const readMeta: ReadMeta = async (remote) => {
    const local = remotes.find((candidate) => `/mfe/${candidate.folder}/` === remote.url);
    if (!local) return fetchMeta(remote);
    // As findRemotes: the metadata its build wrote, else the source's (a build from before it).
    const file = [join(local.dist, 'remote.meta.json'), join(dirname(local.dist), 'remote.meta.json')].find((candidate) => existsSync(candidate));
    return file ? (JSON.parse(await readFile(file, 'utf8')) as unknown) : undefined;
  };
  const remoteMetas = remoteMetaReader(readMeta);

  if (!shellBuilt) {
    app.log.warn(`No shell build at ${indexFile}: page requests answer 503 until it is built`);
  }

  /**
   * An HTML page with a fresh style nonce: in its `<meta property="csp-nonce">` and in this response's
   * policy (the grid injects its theme as `<style>`; everything else is a file from 'self').
   */
  const sendHtml = async (reply: FastifyReply, file: string, boot?: { path: string }): Promise<FastifyReply> => {
    const nonce = randomBytes(16).toString('base64');
    let html = withNonceMeta(await readFile(file, 'utf8'), nonce);
    if (boot) {
      // What the shell needs at start, in its page (ADR 0024): no request for the config, the registry
      // (as it is now: REMOTES_FILE is read again when it changes) or the dictionary's version.
      const current = registry();
      const [dictionaryVersions, metas] = await Promise.all([
        options.dictionaryVersions?.().catch(() => undefined),
        remotePreloadsFor(boot.path) === 'none' ? undefined : remoteMetas(current.remotes),
      ]);
      html = withBootData(
        html,
        { config: options.runtimeConfig, registry: current, ...(dictionaryVersions ? { dictionaryVersions } : {}) },
        boot.path,
        metas ? { metas, withoutWidgets: remotesWithoutWidgets(metas) } : {},
      );
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', NO_CACHE)
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy({
          // Remotes deployed elsewhere (the registry's absolute URLs) may serve scripts and styles too.
          remoteOrigins: originsOf(registry().remotes.map((remote) => remote.url)),
          imageOrigins: mapTileOrigins(options.runtimeConfig.mapTileUrl),
          frameAncestors: options.embedOrigins,
          styleNonce: nonce,
        }),
      )
      .send(html);
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!existsSync(indexFile)) {
      return reply.status(503).type('text/html; charset=utf-8').header('Cache-Control', NO_CACHE).send(NOT_BUILT_PAGE);
    }
    return sendHtml(reply, indexFile, { path: pathOf(request) });
  };

  // Revalidated on every start of the shell; the tag makes an unchanged answer a 304.
  let taggedRegistry: { registry: RemoteRegistry; tagged: TaggedBody } | undefined;
  app.get('/remotes.json', { config: { public: true } }, async (request, reply) => {
    const current = registry();
    if (taggedRegistry?.registry !== current) taggedRegistry = { registry: current, tagged: tagBody(JSON.stringify(current)) };
    return sendTagged(request, reply, taggedRegistry.tagged, NO_CACHE);
  });

  const taggedConfig = tagBody(JSON.stringify(options.runtimeConfig));
  app.get('/config.json', { config: { public: true } }, async (request, reply) => sendTagged(request, reply, taggedConfig, NO_CACHE));

  app.get('/', async (request, reply) => sendIndex(request, reply));
  // Never the plain file: the page must carry its nonce.
  app.get('/index.html', async (request, reply) => sendIndex(request, reply));

  // Only origins named in MFE_CORS_ORIGINS get an Access-Control-Allow-Origin (never '*' by default).
  if (options.mfeCorsOrigins === '*' || options.mfeCorsOrigins.length > 0) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isSharedWithOtherOrigins(pathOf(request))) return payload;
      const origin = allowedCorsOrigin(request.headers.origin, options.mfeCorsOrigins);
      // Added to the file's own `Vary: accept-encoding`, never in its place.
      if (options.mfeCorsOrigins !== '*') void reply.header('Vary', withVary(reply.getHeader('Vary'), 'Origin'));
      if (origin) void reply.header('Access-Control-Allow-Origin', origin);
      return payload;
    });
  }

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      // The build's .br/.gz copy when the browser accepts one; ETag and Last-Modified answer 304s.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        void reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }

  for (const remote of remotes) {
    // A remote's own page (its standalone harness, as other tools embed it) gets a nonce like the shell's.
    const remoteIndex = join(remote.dist, 'index.html');
    if (existsSync(remoteIndex)) {
      app.get(`/mfe/${remote.folder}/index.html`, async (_request, reply) => sendHtml(reply, remoteIndex));
    }
    await app.register(fastifyStatic, {
      root: remote.dist,
      prefix: `/mfe/${remote.folder}/`,
      decorateReply: false,
      index: false,
      // The build's .br/.gz copy when the browser accepts one; ETag and Last-Modified answer 304s.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        void reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return sendIndex(request, reply);
    return reply
      .status(404)
      .send(errorBody(404, `Route ${request.method} ${pathOf(request)} does not exist`));
  });
}
