// @ts-check
/**
 * What the server that serves the shell's index.html writes into it (ADR 0024), so the shell starts
 * without first asking for it: one JSON block `<script type="application/json" id="portal-boot">` (a data
 * block, never executed, so the strict CSP needs no nonce for it) with the runtime config, the registry
 * as it is now and the dictionary versions; and `<link rel="preload">` tags for what of the remotes the page
 * will load, fetched in parallel with the shell's own scripts: every remote's remote.meta.json, on the
 * dashboard the mf-manifest.json and remoteEntry.js of the remotes with widgets, and on a remote's route (a
 * deep link such as /aktuelle-fejl) that remote's manifest, entry and the files its build lists for its
 * routes (`preload` in its remote.meta.json: the exposed ./start, the routes' and page's chunks, the table's
 * entry, and ag-grid for wide screens only: a phone shows cards and never loads it).
 * Plain JavaScript: the API (embedded mode) and scripts/serve-static.mjs (docker-compose) both run it.
 */

import { BOOT_DATA_ID } from '@portal/shared/boot-data-id';
import { faultReportLabelPath, wideLayoutQuery } from '@portal/shared/rules';

export { BOOT_DATA_ID };

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
function scriptSafeJson(value) {
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
 * A `<link rel="preload">` of a file next to a remote's base URL. A fetch preload is CORS-mode
 * (`crossorigin`), as the shell's `fetch` and the Module Federation runtime's manifest fetch are; scripts and
 * styles have none, as the runtime and the remote's chunk loading insert them. With `media`, only a screen that
 * matches it fetches the file.
 * @param {string} base
 * @param {string} file
 * @param {string} as
 * @param {string} [media]
 */
function preloadLink(base, file, as, media) {
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${attribute(fileOf(base, file))}" as="${as}"${cors}${media ? ` media="${attribute(media)}"` : ''}>`;
}

/**
 * What a page preloads of the remotes, by its path (without the query): nothing on the sign-in page and a QR
 * label's page (they load nothing of a remote), everything on the dashboard (every remote's widgets), the metadata elsewhere
 * (the shell shows every remote's sidebar entries; the page's own remote loads its entry when it mounts).
 * @param {string} pathname
 * @returns {'none' | 'metadata' | 'all'}
 */
export function remotePreloadsFor(pathname) {
  const path = pathname.replace(/\/+$/, '');
  // A QR label's page (`/meld/<token>`, fault-report.rules.js) is a page of its own like the sign-in page.
  if (path === '/login' || path.startsWith(`${faultReportLabelPath}/`)) return 'none';
  return path === '' || path === '/index.html' ? 'all' : 'metadata';
}

/**
 * The `<link rel="preload">` tags of the registry's remotes (preloadLink). A remote named in `withoutWidgets` (its
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
    files.filter(({ widgets }) => !widgets || !withoutWidgets.has(remote.name)).map(({ file, as }) => preloadLink(remote.url, file, as)),
  );
}

/**
 * A remote's route matches a path as the shell matches it (shell/src/composition/route-match.ts): without
 * regard to case, the route itself or below it.
 * @param {string} pathname
 * @param {string} routePath
 */
export function matchesRoutePath(pathname, routePath) {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const route = routePath.toLowerCase();
  return path === route || path.startsWith(`${route}/`);
}

/** A file a remote's build names: a path inside its deployment (no scheme, no '..', not absolute). */
const BUILD_FILE = /^(?!.*(?:^|\/)\.\.(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;

/**
 * What a remote's build says its routes need (`preload.routes` of its served remote.meta.json, written by
 * build-tools/rspack/route-preloads.mjs): the files, then those of the on-demand shared packages (the grid),
 * in that order, the latter unless `withShared` is false; nothing that is not a plain file name of the deployment.
 * @param {unknown} meta
 * @param {boolean} [withShared]
 * @returns {string[]}
 */
export function routeFilesOf(meta, withShared = true) {
  const routes = routesPreloadOf(meta);
  const shared = withShared && routes?.shared && typeof routes.shared === 'object' ? Object.values(routes.shared) : [];
  return buildFiles([routes?.files, ...shared]);
}

/**
 * The files a remote's build says its routes need on a wide screen only (`preload.routes.wide`: the grid, which
 * a phone never loads), nothing that is not a plain file name of the deployment.
 * @param {unknown} meta
 * @returns {string[]}
 */
export function wideRouteFilesOf(meta) {
  return buildFiles([routesPreloadOf(meta)?.wide]);
}

/** @param {unknown} meta */
function routesPreloadOf(meta) {
  return /** @type {{ preload?: { routes?: { files?: unknown, shared?: unknown, wide?: unknown } } } | null} */ (meta)?.preload?.routes;
}

/**
 * @param {unknown[]} lists
 * @returns {string[]}
 */
function buildFiles(lists) {
  const files = lists.flatMap((list) => (Array.isArray(list) ? list : []));
  return [...new Set(files.filter((file) => typeof file === 'string' && BUILD_FILE.test(file)))];
}

/**
 * The remote whose metadata (as the server knows it) names the path, and that route.
 * @param {{ remotes: readonly { name: string, url: string }[] }} registry
 * @param {ReadonlyMap<string, unknown>} metas
 * @param {string} pathname
 * @returns {{ remote: { name: string, url: string }, route: { preloadShared?: unknown } } | undefined}
 */
function routeOf(registry, metas, pathname) {
  for (const remote of registry.remotes) {
    const routes = /** @type {{ routes?: unknown } | undefined} */ (metas.get(remote.name))?.routes;
    if (!Array.isArray(routes)) continue;
    const route = routes.find((candidate) => typeof candidate?.path === 'string' && matchesRoutePath(pathname, candidate.path));
    if (route) return { remote, route };
  }
  return undefined;
}

/**
 * The preloads of a deep link to a remote's route: that remote's mf-manifest.json (fetched by the Module
 * Federation runtime in CORS mode, so `crossorigin`), its remoteEntry.js and its build's route files (see
 * routeFilesOf). The entry and the chunks are classic scripts and styles the runtime and the remote's chunk
 * loading insert without a `crossorigin` attribute (not ES modules: `modulepreload` would not match them), so
 * their preloads have none either, or the browser would fetch each twice. Nothing when no remote's metadata
 * (as the server knows it) names the path, e.g. the dashboard, a shell page or an unknown path.
 * @param {{ remotes: readonly { name: string, url: string }[] }} registry
 * @param {ReadonlyMap<string, unknown>} metas  each remote's remote.meta.json by name (remote-widgets-reader.js)
 * @param {string} pathname
 * @returns {string[]}
 */
export function routePreloadTags(registry, metas, pathname) {
  const found = routeOf(registry, metas, pathname);
  if (!found) return [];
  const { remote, route } = found;
  // A route whose page draws no grid (`preloadShared: false` in remote.meta.json) does not fetch it on a deep link.
  const withShared = route.preloadShared !== false;
  return [
    preloadLink(remote.url, 'mf-manifest.json', 'fetch'),
    preloadLink(remote.url, 'remoteEntry.js', 'script'),
    ...routeFilesOf(metas.get(remote.name), withShared).map((file) => preloadLink(remote.url, file, file.endsWith('.css') ? 'style' : 'script')),
    ...(withShared ? wideRouteFilesOf(metas.get(remote.name)) : []).map((file) => preloadLink(remote.url, file, file.endsWith('.css') ? 'style' : 'script', wideLayoutQuery)),
  ];
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
 * remotePreloadsFor, and routePreloadTags on a remote's route) at the end of its head, and only the shell's
 * preloads of the start this page runs.
 * @param {string} html
 * @param {{ config: unknown, registry: { remotes: readonly { name: string, url: string }[] }, dictionaryVersions?: Record<string, string> }} boot
 * @param {string} pathname  the requested path, without its query
 * @param {{ withoutWidgets?: ReadonlySet<string>, metas?: ReadonlyMap<string, unknown> }} [preloads]  remotes
 *   known to have no widgets (the dashboard); the remotes' metadata as the server knows it (a remote's route)
 * @returns {string}
 */
export function withBootData(html, boot, pathname, preloads = {}) {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot)}</script>`;
  const which = remotePreloadsFor(pathname);
  const route = which === 'metadata' && preloads.metas ? routePreloadTags(boot.registry, preloads.metas, pathname) : [];
  const tags = [block, ...remotePreloadTags(boot.registry, which, preloads.withoutWidgets), ...route].join('');
  const page = html.replace(preloadsOnlyFor(which === 'none' ? 'signed-in' : 'sign-in'), '');
  const end = /<\/head>/i.exec(page);
  if (end) return `${page.slice(0, end.index)}${tags}${page.slice(end.index)}`;
  // A page without a closing head tag: after its doctype (before it would switch to quirks mode).
  const doctype = /^\s*<!doctype[^>]*>/i.exec(page);
  return doctype ? `${doctype[0]}${tags}${page.slice(doctype[0].length)}` : `${tags}${page}`;
}
