import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { CACHED_LINK_SECONDS } from '../auth/download-token.js';
import type { DataChanges } from './data-changes.js';
import { matchesTag, sendTagged, tagBody, type TaggedBody } from './etag.js';

/**
 * A small per-customer cache of whole read responses (ADR 0020), opted into per route with
 * `config: { responseCache: {} }`. It serves the bytes a route answered before, with their ETag
 * (a matching If-None-Match gets 304), while
 *  - the entry is younger than its lifetime (RESPONSE_CACHE_SECONDS by default: writers in other
 *    processes, the import CLI, are caught by the clock), and
 *  - no write in this process touched the customer since it was built (`DataChanges`: every
 *    non-GET request under a path with `customerId` bumps the customer's version once answered).
 * The lookup runs as a route-level preHandler, i.e. after authentication and the customer-access
 * guard, so a revoked session or a removed membership never reaches a cached body.
 */
export interface ResponseCacheRoute {
  /** Response headers the cached entry keeps and replays (besides the body and its tag). */
  headers?: readonly string[];
  /** At most this lifetime in seconds (never above the default). */
  maxAgeSeconds?: number;
}

/** Bodies with signed links stay valid for their promised lifetime this long (download-token.ts). */
export const RESPONSE_CACHE_SECONDS = CACHED_LINK_SECONDS;

/** Across customers: a few hundred lists and details of the busiest pages, well inside the RSS target. */
export const RESPONSE_CACHE_BOUNDS = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };

export interface CachedResponse {
  customerId: number;
  version: number;
  expiresAt: number;
  tagged: TaggedBody;
  headers: Record<string, string>;
}

export interface ResponseCache {
  get(key: string, customerId: number): CachedResponse | undefined;
  set(key: string, entry: CachedResponse): void;
  readonly size: number;
  readonly bytes: number;
}

/**
 * A least-recently-used map bounded in entries and body bytes; stale entries are dropped when met.
 * A hit only stamps its entry (a counter), where moving it to the end of the Map (delete and set) was the
 * costliest line of a cached answer; a store over the bounds scans for the oldest stamp, which a miss
 * (a database read) can afford.
 */
export function createResponseCache(changes: DataChanges, bounds: { maxEntries: number; maxBytes: number }): ResponseCache {
  const entries = new Map<string, { entry: CachedResponse; usedAt: number }>();
  let bytes = 0;
  let clock = 0;
  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    bytes -= held.entry.tagged.body.length;
  };
  const leastRecentlyUsed = (): string | undefined => {
    let oldest: string | undefined;
    let oldestAt = Infinity;
    for (const [key, held] of entries) {
      if (held.usedAt < oldestAt) {
        oldest = key;
        oldestAt = held.usedAt;
      }
    }
    return oldest;
  };
  return {
    get(key, customerId) {
      const held = entries.get(key);
      if (!held) return undefined;
      const { entry } = held;
      if (entry.customerId !== customerId || entry.version !== changes.version(customerId) || Date.now() >= entry.expiresAt) {
        drop(key);
        return undefined;
      }
      held.usedAt = ++clock;
      return entry;
    },
    set(key, entry) {
      // One body above a quarter of the budget would flush the rest: not kept.
      if (entry.tagged.body.length > bounds.maxBytes / 4) return;
      drop(key);
      entries.set(key, { entry, usedAt: ++clock });
      bytes += entry.tagged.body.length;
      while (entries.size > bounds.maxEntries || bytes > bounds.maxBytes) drop(leastRecentlyUsed() as string);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

interface Pending {
  key: string;
  customerId: number;
  version: number;
  route: ResponseCacheRoute;
}

const pendingOf = new WeakMap<FastifyRequest, Pending>();

function customerOf(request: FastifyRequest): number | undefined {
  const value = (request.params as Record<string, unknown> | null | undefined)?.customerId;
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Customer, method, full URL (path and query) and, for POST reads, the validated body. */
function keyOf(request: FastifyRequest, customerId: number): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${customerId}\u0000${request.method} ${request.url}\u0000${body}`;
}

/**
 * Must be called before @fastify/compress registers (its onSend hook must see the cache's stored
 * body only after this one took the plain bytes) and before the routes (the onRoute hook adds
 * the lookup to the routes that opt in).
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  // A callback hook: a hit is sent from here without returning the reply to Fastify as a thenable
  // (an async hook that returns `reply` costs a promise and a stream listener per request).
  // One per route, holding its options (reading `request.routeOptions` builds an object on every read).
  const lookupFor = (route: ResponseCacheRoute) => (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const customerId = customerOf(request);
    // Cached bodies are the whole customer's view: a user limited to chosen locations (ADR 0031) neither reads nor fills them.
    if (customerId === undefined || request.locationRestricted !== false) {
      done();
      return;
    }
    const key = keyOf(request, customerId);
    const hit = cache.get(key, customerId);
    if (hit) {
      void reply.headers(hit.headers);
      sendTagged(request, reply, hit.tagged);
      return;
    }
    pendingOf.set(request, { key, customerId, version: app.changes.version(customerId), route });
    done();
  };

  app.addHook('onRoute', (options: RouteOptions) => {
    const route = options.config?.responseCache;
    if (!route) return;
    const lookup = lookupFor(route);
    const own = options.preHandler;
    // Route-level preHandlers run after the shared ones (authentication's check, the guard).
    options.preHandler = own ? [...(Array.isArray(own) ? own : [own]), lookup] : [lookup];
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, cachedOnSend(request, reply, payload));
  });

  /** The body to send: a write marks the customer changed; a read that missed stores its answer. */
  const cachedOnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown => {
    const pending = pendingOf.get(request);
    if (!pending) {
      const customerId = request.method === 'GET' || request.method === 'HEAD' ? undefined : customerOf(request);
      // A write (or an attempt: a failed one may have written part) makes the customer's cached reads stale.
      if (customerId !== undefined && !request.routeOptions.config.responseCache) app.changes.changed(customerId);
      return payload;
    }
    pendingOf.delete(request);
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const tagged = tagBody(typeof payload === 'string' ? payload : payload.toString('utf8'));
    const headers: Record<string, string> = {};
    for (const name of pending.route.headers ?? []) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const seconds = Math.min(pending.route.maxAgeSeconds ?? RESPONSE_CACHE_SECONDS, RESPONSE_CACHE_SECONDS);
    cache.set(pending.key, { customerId: pending.customerId, version: pending.version, expiresAt: Date.now() + seconds * 1000, tagged, headers });
    void reply.header('ETag', tagged.etag).header('Cache-Control', 'private, no-cache');
    if (matchesTag(request, tagged.etag)) {
      void reply.code(304);
      return '';
    }
    return tagged.body;
  };
}
