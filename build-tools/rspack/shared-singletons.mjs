// @ts-check
/**
 * The one table of Module Federation shared singletons (see docs/architecture.md and ADR 0017).
 * Subpaths are listed on their own: 'react-dom' does not cover 'react-dom/client'.
 * Nothing is eager: the host keeps its bootstrap behind `import('./bootstrap')`.
 *
 * Every entry declares the version range the app was built for (`requiredVersion`, from the app's own
 * package.json, else @portal/shared's, which brings the package). A singleton is never doubled: when the
 * copy already on the page does not satisfy an app's range, Module Federation still uses it and warns, and
 * the shell reports it (shell/src/composition/shared-version-report.ts). `strictVersion` stays off, so a
 * team's minor upgrade never takes the page down.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const sharedDir = path.resolve(import.meta.dirname, '..', '..', 'shared');

/** The packages every app shares, loaded once per page; value: the package whose version range applies. */
const singletonPackages = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  'react-intl': 'react-intl',
  swr: 'swr',
  'single-spa': 'single-spa',
  'single-spa-react': 'single-spa-react',
  '@portal/shared': '@portal/shared',
  // The core entry (session, culture, API client, texts, buttons: ADR 0032), which the main entry
  // re-exports through this name: the sign-in page loads it alone, and both entries share its stores.
  '@portal/shared/core': '@portal/shared',
  // The table's own entry, with ag-grid bundled inside it rather than shared by itself: a shared
  // package is never tree-shaken, and all of ag-grid-community is about 390 KB gzip where the modules
  // the DataTable registers are a fraction. Sharing the entry still loads the grid once per page.
  '@portal/shared/data-table': '@portal/shared',
  // Large libraries: shared so they load once, and only by the remotes that use them.
  highcharts: 'highcharts',
  'highcharts-react-official': 'highcharts-react-official',
};

/**
 * The entries only some pages use (the grid, the chart): never fetched for the shell's start, only by the
 * pages and widgets that import them (the host's index.html preloads the others, see start-preload-plugin.mjs).
 */
export const loadedOnDemand = new Set(['@portal/shared/data-table', 'highcharts', 'highcharts-react-official']);

/** The chunk that holds ag-grid alone (create-rspack-config.mjs' cache group). */
export const GRID_CHUNK = 'vendor-grid';

/**
 * Chunks an on-demand entry imports lazily and only on a wide screen, by the entry: the data table loads the grid
 * from 640 px up (a phone shows cards). A deep link preloads them for wide screens only (route-preloads.mjs).
 */
export const wideScreenChunks = new Map([[GRID_CHUNK, '@portal/shared/data-table']]);

/**
 * Shared under the package's name but provided from a narrower entry of our own (the package's own entry
 * is far larger than what the apps use, and a shared module is not tree-shaken): the file, and the
 * package whose installed version it declares.
 */
export const narrowedEntries = {
  'react-router-dom': { import: path.join(import.meta.dirname, 'shared-router.mjs'), versionOf: 'react-router-dom' },
};

/**
 * The installed version of a package, as seen from the app (the narrowed entry's own file is not in that
 * package, so Module Federation cannot read it from there).
 * @param {string} name
 * @param {string} fromDir
 */
function installedVersion(name, fromDir) {
  const require = createRequire(path.join(fromDir, 'package.json'));
  // The app's own copy, else the one @portal/shared brings.
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [fromDir, sharedDir] }), 'utf8')).version;
}

/** @param {string} dir */
function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The shared table of one app, each entry with the range that app requires.
 * @param {string} [appDir]  The app's folder (its package.json gives the ranges it declares).
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false, import?: string, version?: string }>}
 */
export function sharedSingletonsFor(appDir) {
  const app = appDir ? readPackage(appDir) : {};
  const shared = readPackage(sharedDir);
  const rangeOf = (/** @type {string} */ name) => {
    // The contract is versioned by PORTAL_CONTRACT_VERSION (checked before any code loads); the package
    // itself is one per page, from the shell.
    if (name === '@portal/shared') return `^${shared.version}`;
    const range = app.dependencies?.[name] ?? shared.dependencies?.[name] ?? shared.peerDependencies?.[name];
    return typeof range === 'string' && range !== '*' ? range : false;
  };
  /** @param {string} key */
  const narrowed = (key) => {
    const entry = narrowedEntries[/** @type {keyof typeof narrowedEntries} */ (key)];
    return entry ? { import: entry.import, version: installedVersion(entry.versionOf, appDir ?? sharedDir) } : {};
  };
  return Object.fromEntries(
    Object.entries(singletonPackages).map(([key, name]) => [
      key,
      { singleton: true, requiredVersion: rangeOf(name), strictVersion: false, ...narrowed(key) },
    ]),
  );
}

/** The table as seen from @portal/shared's own package.json (tools that need no app's view). */
export const sharedSingletons = sharedSingletonsFor();
