// @ts-check
/**
 * The portal's Content-Security-Policy and the headers that go with it, as values for both servers that
 * serve the shell and the remotes (the API's portal-static plugin and scripts/serve-static.mjs):
 * `@portal/page-server/content-security-policy`. Plain JavaScript so Node runs it without a build.
 */

const KEYWORDS = new Map([
  ['self', "'self'"],
  ["'self'", "'self'"],
  ['none', "'none'"],
  ["'none'", "'none'"],
]);

/** `https://portal.example`, `http://localhost:8102`, `https://*.example.com` (no path, query or user). */
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Splits an environment value on commas and white space.
 * @param {string | undefined} value
 * @returns {string[]}
 */
function listOf(value) {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * One origin (`scheme://host[:port]`, optionally `*.` before the host) or throws with the variable's name.
 * @param {string} value
 * @param {string} variable
 * @returns {string}
 */
function originSource(value, variable) {
  const trimmed = value.replace(/\/+$/, '');
  if (!ORIGIN_SOURCE.test(trimmed)) {
    throw new Error(`${variable}: '${value}' is not an origin like https://intranet.example.com`);
  }
  return trimmed.toLowerCase();
}

/**
 * EMBED_ORIGINS: who may show the portal in a frame (`frame-ancestors`). Origins and the keywords `self`
 * and `none`, separated by commas or spaces; unset or empty means `'self'`.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parseEmbedOrigins(value) {
  const parts = listOf(value);
  if (parts.length === 0) return ["'self'"];
  const sources = parts.map((part) => KEYWORDS.get(part.toLowerCase()) ?? originSource(part, 'EMBED_ORIGINS'));
  if (sources.includes("'none'") && sources.length > 1) {
    throw new Error("EMBED_ORIGINS: 'none' cannot be combined with other origins");
  }
  return [...new Set(sources)];
}

/**
 * MFE_CORS_ORIGINS: which other origins may fetch the remotes' files (a shell served from elsewhere).
 * Unset or empty: none (no Access-Control-Allow-Origin); `*`: any; else a list of origins.
 * @param {string | undefined} value
 * @param {string} [name] the variable named in error messages
 * @returns {'*' | string[]}
 */
export function parseCorsOrigins(value, name = 'MFE_CORS_ORIGINS') {
  const parts = listOf(value);
  if (parts.includes('*')) {
    if (parts.length > 1) throw new Error(`${name}: '*' cannot be combined with other origins`);
    return '*';
  }
  return [...new Set(parts.map((part) => {
    if (part.includes('*')) throw new Error(`${name}: '${part}' may not contain a wildcard (use '*' alone)`);
    return originSource(part, name);
  }))];
}

/**
 * API_CORS_ORIGINS: the pages (provider tools on other origins) that may call the API with a Bearer
 * token. Unset or empty: none. Never `*`: the API answers with customer data, so each origin is named.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parseApiCorsOrigins(value) {
  const origins = parseCorsOrigins(value, 'API_CORS_ORIGINS');
  if (origins === '*') throw new Error("API_CORS_ORIGINS: '*' is not allowed; name each origin that may call the API");
  return origins;
}

/**
 * The `Access-Control-Allow-Origin` value for a request from `origin`, or undefined (no header).
 * @param {string | undefined} origin
 * @param {'*' | readonly string[]} allowed
 * @returns {string | undefined}
 */
export function allowedCorsOrigin(origin, allowed) {
  if (allowed === '*') return '*';
  if (!origin) return undefined;
  return allowed.includes(origin.toLowerCase()) ? origin : undefined;
}

/**
 * The origins (`scheme://host[:port]`) of absolute http(s) URLs; relative URLs are the page's own origin.
 * @param {readonly (string | undefined)[]} urls
 * @returns {string[]}
 */
export function originsOf(urls) {
  const origins = new Set();
  for (const url of urls) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins].sort();
}

/**
 * The policy of every page and file of the portal (shell, remotes, remotes.json, config.json).
 * - scripts and styles only from the portal's own origin and the remotes' origins: no inline script,
 *   no eval (production builds need none: rspack writes `<script src>`, CSS chunks are `<link>` files);
 * - `connect-src` adds the API's origin when it is elsewhere (remotes' manifests and texts are fetched);
 * - images may be `data:` (the inline favicon, grid icons) and come from `imageOrigins` (the map's tile server);
 * - the web app manifest (the shell's /manifest.webmanifest) only from the page's own origin;
 * - `frame-ancestors` from EMBED_ORIGINS; nothing is framed by the portal (`frame-src 'none'`).
 * - inline `<style>` only with the page's nonce (the grid's theme injects its CSS; see withNonceMeta);
 * @param {{ remoteOrigins?: readonly string[], apiOrigins?: readonly string[], imageOrigins?: readonly string[], frameAncestors?: readonly string[], styleNonce?: string }} options
 * @returns {string}
 */
export function contentSecurityPolicy(options = {}) {
  const remotes = options.remoteOrigins ?? [];
  const nonce = options.styleNonce ? [`'nonce-${options.styleNonce}'`] : [];
  const api = options.apiOrigins ?? [];
  const frameAncestors = options.frameAncestors?.length ? options.frameAncestors : ["'self'"];
  const own = (/** @type {readonly string[]} */ extra = []) => ["'self'", ...new Set([...remotes, ...extra])].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${own()}`,
    `style-src ${own(nonce)}`,
    `img-src ${own(['data:', ...(options.imageOrigins ?? [])])}`,
    `font-src ${own(['data:'])}`,
    `connect-src ${own(api)}`,
    `manifest-src 'self'`,
    `frame-src 'none'`,
    `worker-src 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * `X-Frame-Options` to match `frame-ancestors` for browsers that only know the older header:
 * DENY for `'none'`, SAMEORIGIN for `'self'` alone, none when other origins may frame the portal
 * (the older header cannot name them; `frame-ancestors` decides there).
 * @param {readonly string[]} frameAncestors
 * @returns {'DENY' | 'SAMEORIGIN' | undefined}
 */
export function frameOptionsFor(frameAncestors) {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") return 'DENY';
  if (frameAncestors.length === 0 || (frameAncestors.length === 1 && frameAncestors[0] === "'self'")) return 'SAMEORIGIN';
  return undefined;
}

/**
 * The page with `<meta property="csp-nonce" nonce="...">` first in its head, where the front end reads the
 * style nonce (shared `styleNonce()`). The nonce must be fresh per response (16 random bytes, base64).
 * @param {string} html
 * @param {string} nonce
 * @returns {string}
 */
export function withNonceMeta(html, nonce) {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(nonce)) throw new Error('withNonceMeta: the nonce must be base64');
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${meta}${html}`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}${meta}${html.slice(end)}`;
}
