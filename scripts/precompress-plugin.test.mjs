// node --test scripts/ : the production build's PrecompressPlugin writes a brotli and a gzip copy of every text
// asset that decode to the asset, including Module Federation's mf-manifest.json (written late), and no HTML.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createRspackConfig } from '../build-tools/rspack/create-rspack-config.mjs';
import { PrecompressPlugin } from '../build-tools/rspack/precompress-plugin.mjs';
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

test('a production build gets a .br and a .gz copy of each script, JSON file and source map', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    const lines = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index} * 3 + "${index.toString(36)}";`);
    writeFileSync(path.join(dir, 'src', 'part.js'), lines.join('\n'));
    writeFileSync(path.join(dir, 'src', 'index.js'), "import('./part.js').then((part) => console.log(Object.keys(part).length));");
    writeFileSync(path.join(dir, 'src', 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    const output = path.join(dir, 'dist');
    await build({
      context: dir,
      mode: 'production',
      devtool: 'source-map',
      entry: { main: './src/index.js' },
      output: { path: output, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', publicPath: 'auto', uniqueName: 'precompress_test' },
      // The fixture lives outside the repository: find Module Federation's runtime in the repository's node_modules.
      resolve: { modules: ['node_modules', path.join(repoRoot, 'node_modules')] },
      plugins: [
        new ModuleFederationPlugin({ name: 'precompress_test', filename: 'remoteEntry.js', exposes: { './part': './src/part.js' }, manifest: true, dts: false }),
        new rspack.HtmlRspackPlugin({ template: path.join(dir, 'src', 'index.html') }),
        new PrecompressPlugin(),
      ],
      stats: 'errors-only',
    });

    const files = readdirSync(output);
    const originals = files.filter((file) => !/\.(br|gz)$/.test(file));
    const text = originals.filter((file) => /\.(js|json|map)$/.test(file));
    for (const required of ['remoteEntry.js', 'mf-manifest.json']) assert.ok(text.includes(required), `${required} in ${files.join(', ')}`);
    assert.ok(text.some((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)), files.join(', '));
    assert.ok(text.some((file) => file.endsWith('.map')), files.join(', '));
    for (const file of text) {
      const original = readFileSync(path.join(output, file));
      const br = path.join(output, `${file}.br`);
      const gz = path.join(output, `${file}.gz`);
      // A copy that would not be smaller is left out (the server then sends the file).
      if (!existsSync(br)) {
        assert.ok(original.length < 100, `${file} (${original.length} bytes) has no .br`);
        continue;
      }
      assert.ok(readFileSync(br).length < original.length, file);
      assert.deepEqual(brotliDecompressSync(readFileSync(br)), original, `${file}.br`);
      assert.deepEqual(gunzipSync(readFileSync(gz)), original, `${file}.gz`);
    }
    // Pages are rendered per request with a nonce, never sent as built.
    assert.ok(originals.includes('index.html'));
    assert.ok(!files.includes('index.html.br') && !files.includes('index.html.gz'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the apps\' config compresses in production builds only (the dev server serves from memory)', () => {
  const configFor = createRspackConfig({ dir: path.join(repoRoot, 'mfe-issues'), name: 'mfe_issues', cssPrefix: 'issues', port: 8101, kind: 'remote' });
  // A production remote is two builds into one dist/ (the container and its standalone page, ADR 0024): both compress.
  const precompresses = (mode) =>
    [configFor({}, { mode })].flat().every((config) => config.plugins.some((plugin) => plugin instanceof PrecompressPlugin));
  assert.equal(precompresses('production'), true);
  assert.equal(precompresses('development'), false);
});
