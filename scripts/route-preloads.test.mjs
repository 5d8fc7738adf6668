// node --test scripts/ : a remote's build names in its remote.meta.json what a deep link to its routes needs
// (build-tools/rspack/route-preloads.mjs): the exposed ./start, the routes module's chunks, what every
// page needs, and the on-demand shared packages every page uses, with the files mf-manifest.json names for them.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { RemoteMetaPlugin } from '../build-tools/rspack/remote-meta-plugin.mjs';
import { repoRoot } from './workspaces.mjs';

function build(config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

/**
 * A remote like the portal's: start.js loads the routes module, an overlay and a widget on demand; the routes
 * module loads its pages on demand; a page uses the on-demand shared package `fake-grid`.
 * @param {Record<string, string>} pages  page file -> its source
 */
async function buildRemote(pages) {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-preloads-'));
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('node_modules/fake-grid/package.json', JSON.stringify({ name: 'fake-grid', version: '1.0.0', main: 'index.js' }));
  write('node_modules/fake-grid/index.js', `export const grid = ${JSON.stringify('grid '.repeat(2000))};\nexport const loadWide = () => import(/* webpackChunkName: "fake-wide" */ './wide.js');`);
  write('node_modules/fake-grid/wide.js', `export const wide = ${JSON.stringify('wide '.repeat(2000))};`);
  write('node_modules/fake-chart/package.json', JSON.stringify({ name: 'fake-chart', version: '1.0.0', main: 'index.js' }));
  write('node_modules/fake-chart/index.js', `export const chart = ${JSON.stringify('chart '.repeat(2000))};`);
  write('remote.meta.json', JSON.stringify({ name: 'mfe_fixture', routes: [{ path: '/liste', titleKey: 'x' }], sidebar: [], overlays: ['o'], widgets: [] }));
  write(
    'src/start.js',
    [
      "export const routes = () => import('./root.component.js');",
      "export const overlay = () => import('./overlay.js');",
      "export const widget = () => import('./widget.js');",
    ].join('\n'),
  );
  write('src/overlay.js', `export const overlay = ${JSON.stringify('overlay '.repeat(500))};`);
  write('src/widget.js', "export const widget = () => import('fake-chart');");
  write('src/root.component.js', Object.keys(pages).map((page) => `export const ${page} = () => import('./${page}.js');`).join('\n'));
  write('src/common.js', `export const common = ${JSON.stringify('common '.repeat(3000))};`);
  for (const [page, source] of Object.entries(pages)) write(`src/${page}.js`, source);
  const output = path.join(dir, 'dist');
  await build({
    context: dir,
    mode: 'production',
    entry: {},
    output: { path: output, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto', uniqueName: 'mfe_fixture' },
    // The fixture lives outside the repository: find Module Federation's runtime in the repository's node_modules.
    resolve: { modules: ['node_modules', path.join(repoRoot, 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_fixture',
        filename: 'remoteEntry.js',
        exposes: { './start': './src/start.js' },
        shared: { 'fake-grid': { singleton: true, requiredVersion: '^1.0.0' }, 'fake-chart': { singleton: true, requiredVersion: '^1.0.0' } },
        manifest: true,
        dts: false,
      }),
      new RemoteMetaPlugin({
        dir,
        name: 'mfe_fixture',
        exposes: { './start': './src/start.js' },
        routesModule: './src/root.component.js',
        onDemand: new Set(['fake-grid', 'fake-chart']),
        wideChunks: new Map([['fake-wide', 'fake-grid']]),
      }),
    ],
    optimization: { splitChunks: { minSize: 0 } },
    stats: 'errors-only',
  });
  const meta = JSON.parse(readFileSync(path.join(output, 'remote.meta.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(output, 'mf-manifest.json'), 'utf8'));
  const sources = (file) => readFileSync(path.join(output, file), 'utf8');
  return { dir, output, meta, manifest, sources };
}

const sharedFiles = (manifest, name) => {
  const assets = manifest.shared.find((entry) => entry.name === name).assets;
  return [...assets.css.sync, ...assets.js.sync];
};

test("one page: the expose, the routes module, the page and the grid it uses, as the manifest names them; no overlay or widget", { timeout: 120_000 }, async () => {
  const { dir, output, meta, manifest, sources } = await buildRemote({
    listPage: "import { grid } from 'fake-grid'; import { common } from './common.js'; export const page = grid + common;",
  });
  try {
    const { files, shared } = meta.preload.routes;
    assert.deepEqual(files.slice(0, 1), manifest.exposes.find((entry) => entry.path === './start').assets.js.sync);
    for (const file of [...files, ...Object.values(shared).flat()]) assert.ok(existsSync(path.join(output, file)), `${file} was written`);
    const text = files.map(sources).join('\n');
    assert.match(text, /export const routes|listPage/);
    assert.match(text, /common common/);
    assert.doesNotMatch(text, /overlay overlay/);
    assert.deepEqual(Object.keys(shared), ['fake-grid']);
    assert.deepEqual(shared['fake-grid'].toSorted(), sharedFiles(manifest, 'fake-grid').filter((file) => !files.includes(file)).toSorted());
    assert.match(shared['fake-grid'].map(sources).join('\n'), /grid grid/);
    // What the grid loads lazily and only on a wide screen: named apart, for a preload a phone does not follow.
    assert.equal(meta.preload.routes.wide.length, 1);
    assert.match(sources(meta.preload.routes.wide[0]), /wide wide/);
    assert.doesNotMatch([...files, ...Object.values(shared).flat()].map(sources).join('\n'), /wide wide/);
    // The chart is the widget's, not the routes'.
    assert.doesNotMatch([...files, ...Object.values(shared).flat()].map(sources).join('\n'), /chart chart/);
    assert.equal(meta.contractVersion.split('.').length, 3);
    // The Module Federation version the build used, as its manifest states it (the shell refuses another major).
    assert.equal(meta.federationVersion, manifest.metaData.pluginVersion);
    assert.match(meta.federationVersion, /^\d+\.\d+\.\d+/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('several pages: only what every page needs (the build does not know which route shows which)', { timeout: 120_000 }, async () => {
  const { dir, meta, sources } = await buildRemote({
    gridPage: "import { grid } from 'fake-grid'; import { common } from './common.js'; export const page = grid + common;",
    chartPage: "import { chart } from 'fake-chart'; import { common } from './common.js'; export const page = chart + common;",
  });
  try {
    const { files, shared } = meta.preload.routes;
    assert.deepEqual(shared, {});
    const text = files.map(sources).join('\n');
    // The chunk both pages share (common.js, split out by splitChunks), not either page's own.
    assert.match(text, /common common/);
    assert.doesNotMatch(text, /grid grid|chart chart/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
