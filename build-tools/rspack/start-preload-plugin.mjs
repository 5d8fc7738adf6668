// @ts-check
/**
 * The host's index.html names, besides main.js, every file the shell's start needs (ADR 0024):
 * `<link rel="preload">` for the chunks of its two starts and of the shared singletons the host provides
 * for them (react, react-dom, the router, react-intl, swr, single-spa, @portal/shared). Without them the
 * browser learns of those chunks only once main.js has run, one round trip later.
 * The grid and the chart (loaded on demand, see shared-singletons.mjs) are left out: only the pages that
 * use them fetch them.
 *
 * Two starts (ADR 0027): `/login` opened directly runs `./sign-in-start` (the form and the shell's texts),
 * every other page `./bootstrap` (the router, single-spa, the layout, the remotes). A file only one start
 * needs is marked `data-portal-start="signed-in"` or `"sign-in"`; the server that writes the page drops
 * the other start's (boot-document.js), so the sign-in page fetches nothing of the signed-in shell and the
 * other pages nothing of the sign-in start. A page written by no server (the dev server) keeps them all.
 */
import { rspack } from '@rspack/core';
import { loadedOnDemand, sharedSingletons } from './shared-singletons.mjs';

/** The attribute that names the one start a preload is for. */
export const START_ATTRIBUTE = 'data-portal-start';

const startPackages = Object.keys(sharedSingletons).filter((name) => !loadedOnDemand.has(name));
/**
 * The shared packages only the signed-in shell imports (the sign-in start never loads them): it imports
 * @portal/shared/core alone (ADR 0032), not the main entry with SWR, single-spa-react and the rest.
 */
const signedInPackages = new Set(['react-router-dom', 'single-spa', 'single-spa-react', 'swr', '@portal/shared']);

/** @typedef {{ initial?: boolean, files?: string[], origins?: { moduleName?: string, request?: string }[] }} ChunkStats */

/**
 * The chunk's reasons to be fetched at start, as named by its origins: `import('./bootstrap')`,
 * `import('./sign-in-start')` in the entry, or the provision of a shared package a start uses.
 * @param {ChunkStats} chunk
 * @returns {{ signIn: boolean, signedIn: boolean }}
 */
function startsOf(chunk) {
  const origins = chunk.origins ?? [];
  const fromEntry = (/** @type {string} */ request) =>
    origins.some((origin) => origin.request === request && origin.moduleName === './src/index.ts');
  const provided = startPackages.filter((name) =>
    origins.some((origin) => origin.moduleName?.startsWith(`provide shared module (default) ${name}@`)),
  );
  return {
    signIn: fromEntry('./sign-in-start') || provided.some((name) => !signedInPackages.has(name)),
    signedIn: fromEntry('./bootstrap') || provided.length > 0,
  };
}

export class StartPreloadPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartPreloadPlugin', (data) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
        /** @type {Map<string, { signIn: boolean, signedIn: boolean }>} file -> the starts that need it */
        const files = new Map();
        for (const chunk of /** @type {ChunkStats[]} */ (stats.chunks ?? [])) {
          if (chunk.initial) continue;
          const { signIn, signedIn } = startsOf(chunk);
          if (!signIn && !signedIn) continue;
          for (const file of chunk.files ?? []) {
            if (!/\.(js|css)$/.test(file)) continue;
            const known = files.get(file);
            files.set(file, { signIn: signIn || Boolean(known?.signIn), signedIn: signedIn || Boolean(known?.signedIn) });
          }
        }
        /** @param {{ signIn: boolean, signedIn: boolean }} starts */
        const only = (starts) => (starts.signIn && starts.signedIn ? {} : { [START_ATTRIBUTE]: starts.signIn ? 'sign-in' : 'signed-in' });
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const tags = [...files.keys()].sort().map((file) => ({
          tagName: 'link',
          attributes: {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
            ...only(files.get(file) ?? { signIn: true, signedIn: true }),
          },
          voidTag: true,
        }));
        data.assetTags.styles.push(...tags);
        return data;
      });
    });
  }
}
