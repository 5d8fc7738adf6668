// @ts-check
/**
 * What a remote's routes need before the page can show anything, read from its own build: the
 * server that writes the shell's page names these files in `<link rel="preload">` for a deep link to one of
 * the remote's routes (boot-document.js), so the browser fetches them with the shell's own scripts instead of
 * one after the other once the shell has started (remoteEntry.js, then `./start`, then the routes' chunk,
 * then the page's chunk, then the grid).
 *
 * - `files`: the exposed `./start` (its chunks as the build's mf-manifest.json names them), the chunks of the
 *   routes module (`routes: () => import('./root.component')` in start.ts) and the chunks of the pages it
 *   loads lazily that EVERY page needs (a remote with one page, e.g. mfe-issues' list for both its routes:
 *   that page's chunks; several pages: only what they have in common, since the build does not know which
 *   route shows which page);
 * - `shared`: the shared packages that are loaded on demand (the grid, the chart: shared-singletons.mjs)
 *   which every page consumes, each with its files as mf-manifest.json names them (this remote's own copy:
 *   on a deep link no other remote that provides it has been loaded);
 * - `wide`: the chunks those packages import lazily and only on a wide screen (the grid: wideScreenChunks), for a
 *   preload that only a wide screen follows.
 * Only names of this build's output, relative to the remote's base URL, CSS before JS of the same chunk.
 */
import { loadedOnDemand, wideScreenChunks } from './shared-singletons.mjs';

/** @typedef {import('@rspack/core').Compilation} Compilation */
/** @typedef {ReturnType<Compilation['chunkGroups']['at']> & {}} ChunkGroup */
/** @typedef {{ files: string[], shared: Record<string, string[]>, wide: string[] }} RoutePreloads */

const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;
const LOADED_FILE = /\.(js|css)$/;

/**
 * The resources (absolute file paths) a module stands for: itself, or each module concatenated into it.
 * @param {any} module
 * @returns {string[]}
 */
function resourcesOf(module) {
  if (!module) return [];
  const own = typeof module.resource === 'string' ? [module.resource.split('?')[0]] : [];
  const inner = Array.isArray(module.modules) ? module.modules.flatMap(resourcesOf) : [];
  const root = module.rootModule ? resourcesOf(module.rootModule) : [];
  return [...own, ...inner, ...root];
}

/** CSS before JS, then by name: the order the page uses them in (a chunk's style before its script runs). */
const byKind = (/** @type {string} */ a, /** @type {string} */ b) =>
  Number(a.endsWith('.js')) - Number(b.endsWith('.js')) || a.localeCompare(b);

/** @param {ChunkGroup} group */
function filesOf(group) {
  return group.getFiles().filter((file) => LOADED_FILE.test(file));
}

/**
 * The on-demand shared packages the group's chunks consume.
 * @param {Compilation} compilation
 * @param {ChunkGroup} group
 * @param {ReadonlySet<string>} onDemand
 */
function consumedOf(compilation, group, onDemand) {
  const names = new Set();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const name = CONSUMED.exec(module.identifier())?.[1];
      if (name && onDemand.has(name)) names.add(name);
    }
  }
  return names;
}

/**
 * @template T
 * @param {Set<T>[]} sets
 * @returns {Set<T>}
 */
function intersection(sets) {
  if (sets.length === 0) return new Set();
  return new Set([...sets[0]].filter((item) => sets.every((set) => set.has(item))));
}

/**
 * The files of one entry (an expose or a shared package) in a Module Federation manifest, CSS first.
 * @param {{ assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } } | undefined} entry
 */
function manifestFiles(entry) {
  return [...(entry?.assets?.css?.sync ?? []), ...(entry?.assets?.js?.sync ?? [])];
}

/**
 * @param {Compilation} compilation  at a processAssets stage after the real content hashes and the manifest
 *   (OPTIMIZE_TRANSFER), so the names are the files as written
 * @param {{ exposeFile: string, exposeName: string, routesFile: string, manifest: any, onDemand?: ReadonlySet<string>, wideChunks?: ReadonlyMap<string, string> }} options
 *   the exposed module's file and name ('./start'), the routes module's file, the parsed mf-manifest.json, the
 *   shared packages loaded on demand, and the wide-screen chunks by the package that loads them
 * @returns {RoutePreloads | undefined}  undefined when the build has no routes module loaded by the expose
 */
export function routePreloadsOf(compilation, { exposeFile, exposeName, routesFile, manifest, onDemand = loadedOnDemand, wideChunks = wideScreenChunks }) {
  const groups = [...compilation.chunkGroups];
  const isFrom = (/** @type {ChunkGroup} */ group, /** @type {string} */ file) =>
    group.origins.some((origin) => resourcesOf(origin.module).includes(file));
  const holds = (/** @type {ChunkGroup} */ group, /** @type {string} */ file) =>
    group.chunks.some((chunk) => compilation.chunkGraph.getChunkModules(chunk).some((module) => resourcesOf(module).includes(file)));

  // `import('./root.component')` in start.ts (the routes and the embedded loader: the same chunks).
  const routeGroups = groups.filter((group) => !group.isInitial() && isFrom(group, exposeFile) && holds(group, routesFile));
  if (routeGroups.length === 0) return undefined;
  // The pages the routes module loads lazily, one entry per distinct set of files.
  /** @type {Map<string, ChunkGroup>} */
  const pages = new Map();
  for (const group of routeGroups) {
    for (const child of group.childrenIterable) {
      if (isFrom(child, routesFile)) pages.set(filesOf(child).sort().join(' '), child);
    }
  }
  const pageGroups = [...pages.values()];
  const routeFiles = new Set(routeGroups.flatMap((group) => filesOf(group)));
  const pageFiles = intersection(pageGroups.map((group) => new Set(filesOf(group))));
  const consumed = new Set([
    ...routeGroups.flatMap((group) => [...consumedOf(compilation, group, onDemand)]),
    ...intersection(pageGroups.map((group) => consumedOf(compilation, group, onDemand))),
  ]);

  const expose = manifest?.exposes?.find((/** @type {{ path?: string }} */ entry) => entry.path === exposeName);
  const exposeFiles = manifestFiles(expose);
  /** @type {Record<string, string[]>} */
  const shared = {};
  for (const name of [...consumed].sort()) {
    const files = manifestFiles(manifest?.shared?.find((/** @type {{ name?: string }} */ entry) => entry.name === name));
    if (files.length > 0) shared[name] = files;
  }
  const files = [...new Set([...exposeFiles, ...[...routeFiles].sort(byKind), ...[...pageFiles].sort(byKind)])];
  // A file both the routes and a shared package need is named once, with the routes.
  for (const [name, list] of Object.entries(shared)) shared[name] = list.filter((file) => !files.includes(file));
  const named = new Set([...files, ...Object.values(shared).flat()]);
  const wideGroups = groups.filter(
    (group) => !group.isInitial() && group.chunks.some((chunk) => typeof chunk.name === 'string' && consumed.has(wideChunks.get(chunk.name) ?? '')),
  );
  const wide = [...new Set(wideGroups.flatMap((group) => filesOf(group)))].filter((file) => !named.has(file)).sort(byKind);
  return { files, shared, wide };
}
