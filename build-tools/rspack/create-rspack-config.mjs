// @ts-check
/**
 * One rspack config for every app, so each app's `rspack.config.mjs` is a few lines.
 * - swc (built in) for TypeScript + the automatic React runtime
 * - CSS Modules with app-prefixed class names (`*.module.css`); plain `*.css` only in the shell
 * - Module Federation with the shared-singleton table (with this app's version ranges) and an `mf-manifest.json`
 * - a remote's `remote.meta.json` (with the contract and Module Federation versions) next to its manifest
 * - production: a `.br` and a `.gz` copy of every text asset for the servers' `preCompressed` (ADR 0023)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PORTAL_CONTRACT_VERSION } from '@portal/shared/remote-registry';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { RemoteMetaPlugin } from './remote-meta-plugin.mjs';
import { GRID_CHUNK, sharedSingletonsFor } from './shared-singletons.mjs';
import { StartPreloadPlugin } from './start-preload-plugin.mjs';

/**
 * @typedef {object} PortalAppOptions
 * @property {string} dir          The app's folder (pass `import.meta.dirname`).
 * @property {string} name         Module Federation name, a JS identifier (e.g. 'shell', 'mfe_locations').
 * @property {string} cssPrefix    Prefix of generated CSS class names (e.g. 'shell', 'locations').
 * @property {number} port         Dev-server port.
 * @property {'host' | 'remote'} kind
 * @property {Record<string, string>} [exposes]  Remote only: normally `{ './start': './src/start.ts' }`.
 * @property {Record<string, string>} [loaders]  Extra entries with fixed file names (`<name>.js`, no hash):
 *   scripts other sites include by URL, e.g. the shell's `{ embed: './src/embed/index.ts' }` -> /embed.js.
 */

/** @typedef {import('@rspack/core').Configuration} Configuration */

/**
 * A production remote is two builds into one `dist/` (ADR 0024, 0041):
 * - the container (`remoteEntry.js`, its manifest, metadata, texts and chunks) without Module Federation's
 *   runtime-core: `experiments.externalRuntime` uses the one the shell (or /embed.js) provides
 *   (`provideExternalRuntime`), so a page carries one runtime-core, not one per remote. Both are Module
 *   Federation's own options: a container built with another minor version still runs on the page's
 *   runtime-core (e2e federation-version.spec.ts); the shell refuses one of another major;
 * - its standalone page (`index.html` + `harness.*.js`, the dev harness the provider's tools embed): a plain
 *   build with its own React and no federation, since nothing on that page provides the runtime.
 * The container's build cleans `dist/`; the page's build runs after it (`dependencies`) and cleans nothing.
 * @param {Configuration} config  the single build of the remote, as in development
 * @param {string} name
 * @returns {Configuration[]}
 */
function splitRemoteBuild(config, name) {
  const plugins = config.plugins ?? [];
  const container = {
    ...config,
    name: 'container',
    entry: {},
    output: { ...config.output, clean: true },
    plugins: [
      ...plugins
        .filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin))
        .map((plugin) =>
          plugin instanceof ModuleFederationPlugin
            ? new ModuleFederationPlugin({ ...plugin._options, experiments: { externalRuntime: true } })
            : plugin,
        ),
    ],
  };
  const harness = {
    ...config,
    name: 'harness',
    dependencies: ['container'],
    output: {
      ...config.output,
      uniqueName: `${name}_harness`,
      filename: 'harness.[name].[contenthash:8].js',
      chunkFilename: 'harness.[name].[contenthash:8].js',
      cssFilename: 'harness.[name].[contenthash:8].css',
      cssChunkFilename: 'harness.[name].[contenthash:8].css',
      clean: false,
    },
    plugins: plugins.filter(
      (plugin) => plugin instanceof rspack.HtmlRspackPlugin || plugin instanceof rspack.DefinePlugin || plugin instanceof PrecompressPlugin,
    ),
  };
  return [container, harness];
}

/**
 * @param {PortalAppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => Configuration | Configuration[]}
 */
export function createRspackConfig(options) {
  const { name, kind } = options;
  return (env, argv) => {
    const config = createSingleConfig(options)(env, argv);
    const production = config.mode === 'production';
    return kind === 'remote' && production ? splitRemoteBuild(config, name) : config;
  };
}

/**
 * @param {PortalAppOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => Configuration}
 */
function createSingleConfig(options) {
  const { dir, name, cssPrefix, port, kind, exposes = {}, loaders = {} } = options;

  return (env, argv) => {
    // The build decides its mode, never NODE_ENV (the environment name the banner shows): `--mode` when
    // given, else `rspack serve` (which sets env.RSPACK_SERVE) builds for development, `rspack build` for production.
    const production = (argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production')) === 'production';
    const isHost = kind === 'host';

    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // Never an eval devtool: the portal's Content-Security-Policy refuses 'unsafe-eval' (a blank page).
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { main: './src/index.ts', ...loaders },
      output: {
        path: path.join(dir, 'dist'),
        // Chunks load from wherever the entry script was served ('auto', resolved at run time): a remote
        // from its deployment, the shell's /embed.js from the portal even on a provider tool's page.
        // The host's index.html still names '/' (HtmlRspackPlugin below) for deep links like /aktuelle-fejl/x.
        publicPath: 'auto',
        filename: (pathData) =>
          pathData.chunk?.name && pathData.chunk.name in loaders ? '[name].js' : production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        parser: {
          'css/auto': { namedExports: false },
        },
        generator: {
          'css/auto': {
            localIdentName: production ? `${cssPrefix}-[local]-[hash:5]` : `${cssPrefix}-[path][name]-[local]`,
            exportsConvention: 'camel-case',
          },
        },
        rules: [
          {
            test: /\.tsx?$/,
            // Workspace packages (@portal/shared) are TypeScript source too.
            exclude: /node_modules[\\/](?!@portal)/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are discovered at run time from /remotes.json (never baked into a build).
          remotes: {},
          shared: sharedSingletonsFor(dir),
          manifest: true,
          dts: false,
          // The shell (and /embed.js) put their runtime where the remotes' containers look for it: one
          // Module Federation runtime per page (production remotes: splitRemoteBuild).
          ...(isHost ? { experiments: { provideExternalRuntime: true } } : {}),
        }),
        ...(isHost ? [] : [new RemoteMetaPlugin({ dir, name, exposes })]),
        // The app's own texts, served with its static files (`<base>translations/<culture>.json`), so a team
        // changes its texts with its own deploy; the API's dictionary overrides them per key.
        ...(existsSync(path.join(dir, 'translations'))
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'translations'), to: 'translations' }] })]
          : []),
        // The host's files served as they are at its root (the web app manifest and its icons).
        ...(isHost && existsSync(path.join(dir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })] : []),
        new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'src', 'index.html'),
          // A remote's HTML page is only its standalone dev harness.
          filename: 'index.html',
          chunks: ['main'],
          ...(isHost ? { publicPath: '/' } : {}),
        }),
        // The shell's start chunks named in its page, fetched with main.js rather than after it (ADR 0024).
        ...(isHost && production ? [new StartPreloadPlugin()] : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          __PORTAL_DEV__: JSON.stringify(!production),
          // The contract this build is made against (ADR 0017): a remote's descriptor carries it.
          __PORTAL_CONTRACT_VERSION__: JSON.stringify(PORTAL_CONTRACT_VERSION),
        }),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        // Module Federation needs a runtime chunk per container, not one shared across entries.
        runtimeChunk: false,
        // The grid's and the chart's libraries in chunks of their own names (vendor-grid.<hash>.js,
        // vendor-chart.<hash>.js): only the pages that use them fetch them, and the JavaScript budget of a
        // route (e2e first-paint.spec.ts) counts them apart from the route's own code. The grid is ag-grid
        // alone: the table entry's own code (its phone cards too) stays out of it, so a phone, which shows
        // cards, never fetches it (a deep link preloads it for wide screens only: wideScreenChunks).
        splitChunks: {
          cacheGroups: {
            vendorGrid: { test: /[\\/]node_modules[\\/]ag-grid-(community|react)[\\/]/, name: GRID_CHUNK, chunks: 'async', priority: 20, enforce: true },
            vendorChart: { test: /[\\/]node_modules[\\/]highcharts(-react-official)?[\\/]/, name: 'vendor-chart', chunks: 'async', priority: 20, enforce: true },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The API (npm start, port 8080) serves /api, /config.json and /remotes.json in development too.
        proxy: [{ context: ['/api', '/config.json', '/remotes.json', '/mfe'], target: 'http://localhost:8080' }],
      },
      experiments: { css: true },
      stats: 'errors-warnings',
      ignoreWarnings: [/Critical dependency/],
    };
  };
}
