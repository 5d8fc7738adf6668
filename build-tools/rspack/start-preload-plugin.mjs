// @ts-check
/**
 * The host's index.html names, besides main.js, every file the shell's start needs (ADR 0024):
 * `<link rel="preload">` for the chunks of `import('./bootstrap')` and of the shared singletons the host
 * provides for its start (react, react-dom, the router, react-intl, swr, single-spa, @portal/shared).
 * Without them the browser learns of those chunks only once main.js has run, one round trip later.
 * The grid and the chart (loaded on demand, see shared-singletons.mjs) are left out: only the pages that
 * use them fetch them.
 */
import { rspack } from '@rspack/core';
import { loadedOnDemand, sharedSingletons } from './shared-singletons.mjs';

const startPackages = Object.keys(sharedSingletons).filter((name) => !loadedOnDemand.has(name));

/**
 * Whether a chunk is fetched for the start: an origin is the entry's `import('./bootstrap')`, or the
 * provision of a shared package the start uses (the chunk the host's copy of it lives in).
 * @param {{ origins?: { moduleName?: string, request?: string }[] }} chunk
 */
function isStartChunk(chunk) {
  return (chunk.origins ?? []).some(
    (origin) =>
      (origin.request === './bootstrap' && origin.moduleName === './src/index.ts') ||
      startPackages.some((name) => origin.moduleName?.startsWith(`provide shared module (default) ${name}@`)),
  );
}

export class StartPreloadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartPreloadPlugin', (data) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
        const files = new Set(
          (stats.chunks ?? [])
            .filter((chunk) => !chunk.initial && isStartChunk(chunk))
            .flatMap((chunk) => chunk.files ?? [])
            .filter((file) => /\.(js|css)$/.test(file)),
        );
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const tags = [...files].sort().map((file) => ({
          tagName: 'link',
          attributes: { rel: 'preload', href: `${publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
          voidTag: true,
        }));
        data.assetTags.styles.push(...tags);
        return data;
      });
    });
  }
}
