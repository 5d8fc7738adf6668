#!/usr/bin/env node
// Small static server for one built app (used by the shell and remote containers in docker-compose).
//   node scripts/serve-static.mjs --root <dir> --port <n> [--host <h>] [--spa] [--cors <origins>] [--api-proxy <url>] [--registry <file>]
// --spa:  GET/HEAD of a path without a file extension that matches no file -> index.html (deep links).
// --cors <origins>: Access-Control-Allow-Origin for requests from these origins (comma-separated, or '*'):
//         a remote's files are fetched by a shell on another origin, the shell's remotes.json and texts by a
//         provider tool using its /embed.js (docs/embedding.md). MFE_CORS_ORIGINS when the flag is absent.
// --registry <file> (or REMOTES_FILE; default <root>/remotes.json when it exists): the remote registry, served
//         as /remotes.json and read again whenever it changes (a remote is added or moved without a restart).
// Every response carries the portal's Content-Security-Policy: scripts, styles and calls from this origin and
// the origins of the remotes (the registry, as it is now) and the API (<root>/config.json, written by
// write-remotes-json.mjs before the shell's server starts); frame-ancestors from EMBED_ORIGINS ('self').
// --api-proxy http://api:8080: forwards /api and /api/* (any method, streamed) to that origin, so the
//         shell keeps apiBaseUrl '/api' on its own origin and the API needs no CORS.
// index.html (the shell's, with --registry or a config.json) carries the boot data (ADR 0024): config.json, the
//         registry as it is now and, through --api-proxy, the dictionaries' versions; and preloads: each remote's
//         metadata, on / the entries of the remotes with widgets, on a remote's route that remote's entry and
//         route files (boot-document.js).
// Files go out as the build's brotli or gzip copy (<file>.br, <file>.gz) when the browser accepts one
// (Vary: Accept-Encoding). Content-hashed files (main.3f9a1c2b.js) are cached
// for a year; index.html, mf-manifest.json, remoteEntry.js, remote.meta.json, remotes.json, config.json and
// other unhashed files are no-cache and (but for pages, whose nonce changes) answer a matching If-None-Match
// with 304 (ADR 0023). GET /healthz -> 200.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { mapTileOrigins } from '@portal/page-server/map-tiles';
import { registryFileReader } from '@portal/page-server/remote-registry-file';
import { BOOT_CULTURES, remotePreloadsFor, withBootData } from '@portal/page-server/boot-document';
import { fetchRemoteMeta, remoteMetaReader, remotesWithoutWidgets } from '@portal/page-server/remote-widgets-reader';
import {
  allowedCorsOrigin,
  contentSecurityPolicy,
  frameOptionsFor,
  originsOf,
  parseCorsOrigins,
  parseEmbedOrigins,
  withNonceMeta,
} from '@portal/page-server/content-security-policy';
import { NO_CACHE, cacheControlFor, withVary } from '@portal/page-server/static-file-cache';

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

function fail(message) {
  console.error(`serve-static: ${message}`);
  console.error('usage: node scripts/serve-static.mjs --root <dir> --port <n> [--host <h>] [--spa] [--cors <origins>] [--api-proxy <url>]');
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env.HOST || '0.0.0.0' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'string' },
    'api-proxy': { type: 'string' },
    registry: { type: 'string' },
  },
  strict: true,
});

if (!values.root) fail('--root is required');
const root = path.resolve(values.root);
if (!existsSync(root) || !statSync(root).isDirectory()) fail(`--root ${root} is not a directory`);
const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer 0-65535, got '${values.port ?? ''}'`);
const indexFile = path.join(root, 'index.html');

/** A JSON file of the root (remotes.json, config.json), or undefined when there is none. */
function readJson(file) {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    fail(`${full} is not valid JSON: ${error.message}`);
  }
}

let corsOrigins;
let frameAncestors;
try {
  corsOrigins = parseCorsOrigins(values.cors ?? process.env.MFE_CORS_ORIGINS);
  frameAncestors = parseEmbedOrigins(process.env.EMBED_ORIGINS);
} catch (error) {
  fail(error.message);
}
const configJson = readJson('config.json');
const registryFile = values.registry ?? process.env.REMOTES_FILE ?? (existsSync(path.join(root, 'remotes.json')) ? path.join(root, 'remotes.json') : undefined);
const registry = registryFile ? registryFileReader(path.resolve(registryFile), (message) => console.warn(`serve-static: ${message}`)) : undefined;

/** The policy's options for the registry as it is now (computed again only when it changed). */
let policyFor = { registry: undefined, options: undefined };
function policyOptions() {
  const current = registry?.();
  if (policyFor.options && policyFor.registry === current) return policyFor.options;
  const options = {
    remoteOrigins: originsOf((current?.remotes ?? []).map((remote) => remote.url)),
    apiOrigins: originsOf([configJson?.apiBaseUrl]),
    imageOrigins: mapTileOrigins(configJson?.mapTileUrl),
    frameAncestors,
  };
  policyFor = { registry: current, options };
  return options;
}
const frameOptions = frameOptionsFor(frameAncestors);
const corsEnabled = corsOrigins === '*' || corsOrigins.length > 0;

let apiProxy;
if (values['api-proxy']) {
  try {
    apiProxy = new URL(values['api-proxy']);
  } catch {
    fail(`--api-proxy '${values['api-proxy']}' is not a URL`);
  }
  if (apiProxy.protocol !== 'http:' && apiProxy.protocol !== 'https:') fail('--api-proxy must be an http(s) URL');
}

const isApiPath = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Streams one request to the API origin and its answer back (no body parsing, any method). */
function proxyToApi(req, res) {
  const client = apiProxy.protocol === 'https:' ? https : http;
  const remoteAddress = req.socket.remoteAddress ?? '';
  const headers = {
    ...req.headers,
    host: apiProxy.host,
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': 'http',
    'x-forwarded-for': req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${remoteAddress}` : remoteAddress,
  };
  const upstream = client.request(
    { protocol: apiProxy.protocol, hostname: apiProxy.hostname, port: apiProxy.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: `API at ${apiProxy.origin} is not reachable` }));
  });
  req.pipe(upstream);
}

const app = Fastify({
  logger: false,
  serverFactory: (handler) =>
    http.createServer((req, res) => (apiProxy && isApiPath(req.url) ? proxyToApi(req, res) : handler(req, res))),
});

if (corsEnabled) {
  app.addHook('onRequest', async (request, reply) => {
    const allowed = allowedCorsOrigin(request.headers.origin, corsOrigins);
    if (corsOrigins !== '*') void reply.header('Vary', withVary(reply.getHeader('Vary'), 'Origin'));
    if (!allowed) return;
    void reply.header('Access-Control-Allow-Origin', allowed);
    if (request.method === 'OPTIONS') {
      void reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      void reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
      void reply.header('Access-Control-Max-Age', '86400');
      return reply.status(204).send();
    }
  });
}
app.addHook('onSend', async (_request, reply, payload) => {
  void reply.header('X-Content-Type-Options', 'nosniff');
  void reply.header('Referrer-Policy', 'same-origin');
  // index.html carries its own policy (with the response's style nonce).
  if (!reply.hasHeader('Content-Security-Policy')) void reply.header('Content-Security-Policy', contentSecurityPolicy(policyOptions()));
  if (frameOptions) void reply.header('X-Frame-Options', frameOptions);
  return payload;
});

app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send({ status: 'ok' }));

if (registry) {
  // Revalidated at every start of the shell: an unchanged registry is a 304 (tagged again only when it changed).
  let tagged = { registry: undefined, body: '', etag: '' };
  app.get('/remotes.json', async (request, reply) => {
    const current = registry();
    if (tagged.registry !== current) {
      const body = JSON.stringify(current);
      tagged = { registry: current, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    void reply.header('Cache-Control', NO_CACHE).header('ETag', tagged.etag);
    const ifNoneMatch = request.headers['if-none-match'] ?? '';
    if (ifNoneMatch.split(',').some((tag) => ['*', tagged.etag].includes(tag.trim().replace(/^W\//, '')))) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(tagged.body);
  });
}

await app.register(fastifyStatic, {
  root,
  prefix: '/',
  index: false,
  // The build's .br/.gz copy when the browser accepts one; ETag and Last-Modified answer 304s.
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply, file) => {
    void reply.header('Cache-Control', cacheControlFor(file));
  },
});

const DICTIONARY_VERSIONS_TTL_MS = 10_000;
const DICTIONARY_VERSION_TIMEOUT_MS = 500;
let dictionaryCache = { at: 0, versions: Promise.resolve(undefined) };

/**
 * Each culture's dictionary version, as the API tags it (its ETag is the version; a HEAD costs no body),
 * asked again at most every 10 s. Best effort: a culture the API does not answer for in time is left out
 * and the shell asks for that dictionary without a version.
 */
function dictionaryVersions() {
  if (!apiProxy) return Promise.resolve(undefined);
  if (Date.now() - dictionaryCache.at < DICTIONARY_VERSIONS_TTL_MS) return dictionaryCache.versions;
  const versions = Promise.all(
    BOOT_CULTURES.map(async (culture) => {
      try {
        const url = new URL(`/api/resource/dictionary?culture=${culture}`, apiProxy);
        const answer = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(DICTIONARY_VERSION_TIMEOUT_MS) });
        const etag = answer.ok ? /^"([A-Za-z0-9_-]+)"$/.exec(answer.headers.get('etag') ?? '') : null;
        return etag ? [culture, etag[1]] : null;
      } catch {
        return null;
      }
    }),
  ).then((entries) => {
    const found = entries.filter((entry) => entry !== null);
    // Nothing answered: ask again at the next page rather than in 10 s.
    if (found.length === 0) dictionaryCache.at = 0;
    return found.length > 0 ? Object.fromEntries(found) : undefined;
  });
  dictionaryCache = { at: Date.now(), versions };
  return versions;
}

/** The shell's page carries its boot data; a remote's harness page (no config, no registry) does not. */
const servesShell = Boolean(configJson && registry);

/**
 * Each remote's remote.meta.json at its registry URL, kept 10 s, for the page's preloads: on `/` the entries
 * of the remotes with widgets only, on a remote's route (a deep link) that remote's entry and the files its
 * build lists for its routes. A remote this server cannot reach in time (in docker-compose the registry holds
 * the browser's URLs, e.g. http://localhost:8101/, which a container may not reach), or named by a path only,
 * is preloaded on `/` as if it had widgets and gets no route preloads (remote-widgets-reader.js).
 */
const remoteMetas = remoteMetaReader(fetchRemoteMeta());

/** index.html with a fresh style nonce in its meta tag and in this response's policy (the grid's theme). */
const sendIndex = async (request, reply) => {
  const nonce = randomBytes(16).toString('base64');
  let html = withNonceMeta(await readFile(indexFile, 'utf8'), nonce);
  if (servesShell) {
    const pathname = (request.raw.url ?? request.url).split('?')[0];
    const current = registry();
    const [versions, metas] = await Promise.all([
      dictionaryVersions(),
      remotePreloadsFor(pathname) === 'none' ? undefined : remoteMetas(current.remotes),
    ]);
    html = withBootData(
      html,
      { config: configJson, registry: current, ...(versions ? { dictionaryVersions: versions } : {}) },
      pathname,
      metas ? { metas, withoutWidgets: remotesWithoutWidgets(metas) } : {},
    );
  }
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', NO_CACHE)
    .header('Content-Security-Policy', contentSecurityPolicy({ ...policyOptions(), styleNonce: nonce }))
    .send(html);
};

if (existsSync(indexFile)) {
  app.get('/', async (request, reply) => sendIndex(request, reply));
  app.get('/index.html', async (request, reply) => sendIndex(request, reply));
}

app.setNotFoundHandler(async (request, reply) => {
  const url = request.raw.url ?? request.url;
  const pathname = url.split('?')[0];
  if (
    values.spa &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !HAS_EXTENSION.test(pathname) &&
    existsSync(indexFile)
  ) {
    return sendIndex(request, reply);
  }
  return reply.status(404).header('Cache-Control', NO_CACHE).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${pathname} not found` });
});

const shutdown = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  await app.listen({ port, host: values.host });
} catch (error) {
  fail(`cannot listen on ${values.host}:${port}: ${error.message}`);
}
const shownHost = values.host === '0.0.0.0' || values.host === '::' ? 'localhost' : values.host;
console.log(
  `Serving ${root} at http://${shownHost}:${app.server.address().port}/` +
    `${values.spa ? ' (spa)' : ''}${corsEnabled ? ` (cors: ${corsOrigins === '*' ? '*' : corsOrigins.join(', ')})` : ''}${apiProxy ? ` (/api -> ${apiProxy.origin})` : ''}`,
);
