// @ts-check
/**
 * Writes a remote's descriptor metadata into its build: `dist/remote.meta.json` is the remote's
 * `remote.meta.json` plus `contractVersion`, the PORTAL_CONTRACT_VERSION it was built against,
 * `federationVersion`, the Module Federation version it was built with (from its mf-manifest.json), and
 * `preload`, what a deep link to one of its routes needs (route-preloads.mjs). It is served next
 * to `mf-manifest.json`, and the shell reads it at start (ADR 0017): routes, sidebar, overlays and widgets
 * change with the remote's own deploy, never the shell's. The servers that write the shell's page read
 * `preload` (boot-document.js); the shell ignores it.
 *
 * Written at the ANALYSE stage of processAssets: after the real content hashes (OPTIMIZE_HASH) and Module
 * Federation's mf-manifest.json (OPTIMIZE_TRANSFER), so the files it names are the files written, and before
 * the precompression (REPORT), so it gets its .br and .gz copies like the rest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { PORTAL_CONTRACT_VERSION } from '@portal/shared/remote-registry';
import { routePreloadsOf } from './route-preloads.mjs';

/** The expose the shell loads a remote's descriptor from, and the module its `routes` loader imports. */
const EXPOSE = './start';
const ROUTES_MODULE = './src/root.component.tsx';

export class RemoteMetaPlugin {
  /**
   * @param {{ dir: string, name: string, exposes?: Record<string, string>, routesModule?: string, onDemand?: ReadonlySet<string>, wideChunks?: ReadonlyMap<string, string> }} options
   *   `routesModule`: the file the descriptor's `routes` loader imports (default ./src/root.component.tsx);
   *   `onDemand`: the shared packages loaded on demand (default: shared-singletons.mjs' loadedOnDemand);
   *   `wideChunks`: the chunks they load only on a wide screen, by package (default: wideScreenChunks)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { dir, name, exposes = {}, routesModule = ROUTES_MODULE, onDemand, wideChunks } = this.options;
    const file = path.join(dir, 'remote.meta.json');
    compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'RemoteMetaPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const meta = JSON.parse(readFileSync(file, 'utf8'));
        if (meta.name !== name) {
          compilation.errors.push(new rspack.WebpackError(`remote.meta.json names '${meta.name}', the build '${name}'`));
        }
        const manifestAsset = compilation.getAsset('mf-manifest.json');
        const manifest = manifestAsset ? JSON.parse(manifestAsset.source.source().toString()) : undefined;
        const preload =
          exposes[EXPOSE] && manifest
            ? routePreloadsOf(compilation, {
                exposeFile: path.resolve(dir, exposes[EXPOSE]),
                exposeName: EXPOSE,
                routesFile: path.resolve(dir, routesModule),
                manifest,
                ...(onDemand ? { onDemand } : {}),
                ...(wideChunks ? { wideChunks } : {}),
              })
            : undefined;
        // The Module Federation version of this build, as its manifest states it (ADR 0041).
        const federationVersion = manifest?.metaData?.pluginVersion;
        const served = {
          ...meta,
          contractVersion: PORTAL_CONTRACT_VERSION,
          ...(typeof federationVersion === 'string' ? { federationVersion } : {}),
          ...(preload ? { preload: { routes: preload } } : {}),
        };
        compilation.emitAsset('remote.meta.json', new rspack.sources.RawSource(`${JSON.stringify(served, null, 2)}\n`));
      });
    });
  }
}
