// @ts-check
/**
 * Writes a remote's descriptor metadata into its build: `dist/remote.meta.json` is the remote's
 * `remote.meta.json` plus `contractVersion`, the PORTAL_CONTRACT_VERSION it was built against. It is
 * served next to `mf-manifest.json`, and the shell reads it at start (ADR 0017): routes, sidebar,
 * overlays and widgets change with the remote's own deploy, never the shell's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { PORTAL_CONTRACT_VERSION } from '@portal/shared/remote-registry';

export class RemoteMetaPlugin {
  /** @param {{ dir: string, name: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const file = path.join(this.options.dir, 'remote.meta.json');
    compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap({ name: 'RemoteMetaPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const meta = JSON.parse(readFileSync(file, 'utf8'));
        if (meta.name !== this.options.name) {
          compilation.errors.push(new rspack.WebpackError(`remote.meta.json names '${meta.name}', the build '${this.options.name}'`));
        }
        const served = { ...meta, contractVersion: PORTAL_CONTRACT_VERSION };
        compilation.emitAsset('remote.meta.json', new rspack.sources.RawSource(`${JSON.stringify(served, null, 2)}\n`));
      });
    });
  }
}
