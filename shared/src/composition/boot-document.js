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

/**
 * A remote's files the shell fetches at start: its metadata on every signed-in page (routes and sidebar),
 * its manifest and entry on the dashboard when it has widgets (they load there; `widgets`).
 */
const REMOTE_PRELOADS = [
  { file: 'remote.meta.json', as: 'fetch', pages: 'all' },
  { file: 'mf-manifest.json', as: 'fetch', pages: 'dashboard', widgets: true },
  { file: 'remoteEntry.js', as: 'script', pages: 'dashboard', widgets: true },
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
 * What a page preloads of the remotes, by its path (without the query): nothing on the sign-in page (it
 * loads nothing of a remote), everything on the dashboard (every remote's widgets), the metadata elsewhere
 * (the shell shows every remote's sidebar entries; the page's own remote loads its entry when it mounts).
 * @param {string} pathname
 * @returns {'none' | 'metadata' | 'all'}
 */
export function remotePreloadsFor(pathname) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/login') return 'none';
  return path === '' || path === '/index.html' ? 'all' : 'metadata';
}

/**
 * The `<link rel="preload">` tags of the registry's remotes. A fetch preload is CORS-mode (`crossorigin`),
 * as the shell's `fetch` and the Module Federation runtime's manifest fetch are; remoteEntry.js is a
 * classic script without `crossorigin`, as the runtime inserts it. A remote named in `withoutWidgets` (its
 * remote.meta.json lists none, see remote-widgets-reader.js) gets no entry preloads: the dashboard would not
 * use them (the browser warns "preloaded but not used"); one whose metadata the server does not know gets them.
 * @param {{ remotes: readonly { name: string, url: string }[] }} registry
 * @param {'none' | 'metadata' | 'all'} [which]
 * @param {ReadonlySet<string>} [withoutWidgets]
 * @returns {string[]}
 */
export function remotePreloadTags(registry, which = 'all', withoutWidgets = new Set()) {
  if (which === 'none') return [];
  const files = REMOTE_PRELOADS.filter(({ pages }) => which === 'all' || pages === 'all');
  return registry.remotes.flatMap((remote) =>
    files.filter(({ widgets }) => !widgets || !withoutWidgets.has(remote.name)).map(({ file, as }) =>
      `<link rel="preload" href="${attribute(fileOf(remote.url, file))}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    ),
  );
}

/**
 * The shell's own preloads that only one of its two starts needs, as its build marked them
 * (build-tools/rspack/start-preload-plugin.mjs): the sign-in page does not fetch the signed-in shell's
 * (the router, single-spa, the layout), the other pages not the sign-in start's.
 * @param {'sign-in' | 'signed-in'} start
 */
const preloadsOnlyFor = (start) => new RegExp(`<link\\b[^>]*\\sdata-portal-start="${start}"[^>]*>`, 'gi');

/**
 * index.html with the boot data block and the remotes' preloads for the page at `pathname` (see
 * remotePreloadsFor) at the end of its head, and only the shell's preloads of the start this page runs.
 * @param {string} html
 * @param {{ config: unknown, registry: { remotes: readonly { name: string, url: string }[] }, dictionaryVersions?: Record<string, string> }} boot
 * @param {string} pathname  the requested path, without its query
 * @param {{ withoutWidgets?: ReadonlySet<string> }} [preloads]  remotes known to have no widgets
 * @returns {string}
 */
export function withBootData(html, boot, pathname, preloads = {}) {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot)}</script>`;
  const which = remotePreloadsFor(pathname);
  const tags = [block, ...remotePreloadTags(boot.registry, which, preloads.withoutWidgets)].join('');
  const page = html.replace(preloadsOnlyFor(which === 'none' ? 'signed-in' : 'sign-in'), '');
  const end = /<\/head>/i.exec(page);
  if (end) return `${page.slice(0, end.index)}${tags}${page.slice(end.index)}`;
  // A page without a closing head tag: after its doctype (before it would switch to quirks mode).
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  return doctype ? `${doctype[0]}${tags}${page.slice(doctype[0].length)}` : `${tags}${page}`;
}
