// @ts-check
'use strict';
/**
 * A runtime plugin of the shell's build (main.js and /embed.js; ADR 0033): puts the Module Federation SDK,
 * its error codes and the bundler runtime's functions on the page, where a production remote's container
 * takes them instead of carrying its own (`provided-bundler-runtime.mjs`), as `provideExternalRuntime`
 * does for runtime-core. It runs when the shell's federation runtime starts, before any remote is loaded.
 *
 * CommonJS on purpose: `require` resolves the packages' CommonJS builds, the same files the shell's own
 * runtime uses, so this adds no second copy to main.js (only `initContainerEntry`, which a host's build
 * leaves out of its bundler runtime because it exposes nothing, is new here: about 0.5 KB).
 * The bundler runtime's functions are stateless: each takes the container's `webpackRequire` and keeps its
 * state there. Its index module is not lent: it holds per-container state (the share scope `S`, the
 * remotes' options), so each container builds its own from these functions.
 */
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');
const { remotes } = require('@module-federation/webpack-bundler-runtime/dist/remotes.cjs');
const { consumes } = require('@module-federation/webpack-bundler-runtime/dist/consumes.cjs');
const { initializeSharing } = require('@module-federation/webpack-bundler-runtime/dist/initializeSharing.cjs');
const { installInitialConsumes } = require('@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.cjs');
const { initContainerEntry } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');
const { init } = require('@module-federation/webpack-bundler-runtime/dist/init.cjs');
const { getSharedFallbackGetter } = require('@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.cjs');
const { attachShareScopeMap } = require('@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.cjs');
const { PLUMBING_GLOBAL } = require('./global-name.cjs');

/** @returns {{ name: string }} */
module.exports = function providePortalFederationPlumbing() {
  const page = /** @type {Record<string, unknown>} */ (globalThis);
  // The first provider on a page wins (one shell per page); a container checks the version it finds.
  page[PLUMBING_GLOBAL] ??= Object.freeze({
    // The Module Federation version this shell was built with (exact: the pieces lent are internals).
    version: __PORTAL_FEDERATION_VERSION__,
    sdk,
    errorCodes,
    bundlerRuntime: Object.freeze({
      remotes,
      consumes,
      I: initializeSharing,
      installInitialConsumes,
      initContainerEntry,
      init,
      getSharedFallbackGetter,
    }),
    attachShareScopeMap,
  });
  return { name: 'portal-provide-federation-plumbing' };
};
