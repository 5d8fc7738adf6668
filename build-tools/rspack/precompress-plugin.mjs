// @ts-check
/**
 * Writes a brotli (`<file>.br`) and a gzip (`<file>.gz`) copy of every text asset of a production build
 * (scripts, styles, JSON such as mf-manifest.json, remote.meta.json and the texts, source maps, SVG), so
 * the servers send them with `Content-Encoding` and spend no CPU per request (ADR 0023): the API's
 * @fastify/static and scripts/serve-static.mjs both use `preCompressed`.
 *
 * Node's own zlib does the work (brotli at its best quality but for source maps, gzip level 9; both on libuv's thread pool,
 * so the files compress in parallel). compression-webpack-plugin does the same but declares webpack as a
 * peer dependency, which npm would install next to rspack in every image.
 *
 * Runs at the last processAssets stage (REPORT), after Module Federation writes mf-manifest.json
 * (OPTIMIZE_TRANSFER), so the manifest is compressed too. HTML is left out: the servers render each page
 * with a fresh style nonce, never the file as built. A copy that is not smaller than its file is not
 * written; the server then sends the file itself.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Asset names this plugin compresses. */
export const PRECOMPRESSED = /\.(js|mjs|css|json|map|svg|txt)$/;

/**
 * Brotli's best quality for what browsers load; source maps (only developer tools fetch them, and at
 * quality 11 a 4 MB map takes 13 s) at quality 5, within 20 % of the best size.
 * @param {Buffer} input @param {boolean} isSourceMap
 */
function encodings(input, isSourceMap) {
  return [
    {
      extension: '.br',
      compress: () =>
        brotli(input, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: isSourceMap ? 5 : constants.BROTLI_MAX_QUALITY,
            // Every file it compresses is UTF-8 text.
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        }),
    },
    { extension: '.gz', compress: () => gzipAsync(input, { level: constants.Z_BEST_COMPRESSION }) },
  ];
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const work = compilation
            .getAssets()
            .filter((asset) => PRECOMPRESSED.test(asset.name))
            .flatMap((asset) => {
              const input = asset.source.buffer();
              return encodings(input, asset.name.endsWith('.map')).map(async ({ extension, compress }) => {
                const output = await compress();
                if (output.length >= input.length) return;
                compilation.emitAsset(`${asset.name}${extension}`, new rspack.sources.RawSource(output), {
                  // A hashed file's copy is as immutable as the file.
                  immutable: asset.info.immutable,
                  development: asset.info.development,
                });
              });
            });
          await Promise.all(work);
        },
      );
    });
  }
}
