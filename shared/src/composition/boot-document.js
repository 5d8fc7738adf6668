// @ts-check
/**
 * What the server that serves the shell's index.html writes into it (ADR 0024), so the shell starts
 * without first asking for it: one JSON block `<script type="application/json" id="portal-boot">` (a data
 * block, never executed, so the strict CSP needs no nonce for it) with the runtime config, the registry
 * as it is now and the dictionary versions; and a `<link rel="preload">` per remote for its
 * remote.meta.json, mf-manifest.json and remoteEntry.js, fetched in parallel with the shell's own scripts.
 * Plain JavaScript: the API (embedded mode) and scripts/serve-static.mjs (docker-compose) both run it.
 */

/** The id of the JSON block; the shell reads it with `document.getElementById`. */
export const BOOT_DATA_ID = 'portal-boot';

/** The cultures whose dictionary versions the page carries (the spec's three languages). */
export const BOOT_CULTURES = ['da-dk', 'en-gb', 'de-de'];

/** A remote's files the shell fetches at start, in the order it needs them. */
const REMOTE_PRELOADS = [
  { file: 'remote.meta.json', as: 'fetch' },
  { file: 'mf-manifest.json', as: 'fetch' },
  { file: 'remoteEntry.js', as: 'script' },
];

/**
 * JSON that is safe inside `<script>`: no `</script>` or `<!--` can end the block early.
 * @param {unknown} value
 */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** @param {string} value */
function attribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A file next to a remote's base URL, as the shell resolves it: the registry's base URLs end in '/'
 * (normalizeRemoteUrl); a path stays a path, so the link works on whatever origin serves the page.
 * @param {string} base
 * @param {string} file
 */
function fileOf(base, file) {
  return `${base.endsWith('/') ? base : `${base}/`}${file}`;
}

/**
 * The `<link rel="preload">` tags of the registry's remotes. A fetch preload is CORS-mode (`crossorigin`),
 * as the shell's `fetch` and the Module Federation runtime's manifest fetch are; remoteEntry.js is a
 * classic script without `crossorigin`, as the runtime inserts it.
 * @param {{ remotes: readonly { name: string, url: string }[] }} registry
 * @returns {string[]}
 */
export function remotePreloadTags(registry) {
  return registry.remotes.flatMap((remote) =>
    REMOTE_PRELOADS.map(({ file, as }) =>
      `<link rel="preload" href="${attribute(fileOf(remote.url, file))}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    ),
  );
}

/**
 * Whether a page loads remotes at start: every page but the sign-in page (which loads nothing of a remote,
 * so it is not made to fetch their entries). `pathname` is the request's path without its query.
 * @param {string} pathname
 */
export function pageLoadsRemotes(pathname) {
  return pathname.replace(/\/+$/, '') !== '/login';
}

/**
 * index.html with the boot data block and (unless `preloadRemotes` is false) the remotes' preloads at the
 * end of its head.
 * @param {string} html
 * @param {{ config: unknown, registry: { remotes: readonly { name: string, url: string }[] }, dictionaryVersions?: Record<string, string> }} boot
 * @param {{ preloadRemotes?: boolean }} [options]
 * @returns {string}
 */
export function withBootData(html, boot, options = {}) {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot)}</script>`;
  const tags = [block, ...(options.preloadRemotes === false ? [] : remotePreloadTags(boot.registry))].join('');
  const end = /<\/head>/i.exec(html);
  if (!end) return `${tags}${html}`;
  return `${html.slice(0, end.index)}${tags}${html.slice(end.index)}`;
}
