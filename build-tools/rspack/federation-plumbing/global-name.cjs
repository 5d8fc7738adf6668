// @ts-check
'use strict';
/**
 * Where the shell's page keeps the Module Federation plumbing it lends to the remotes' containers (ADR 0033):
 * `globalThis.__PORTAL_FEDERATION_PLUMBING__`. Read at build time (externals) and bundled into both sides.
 */
exports.PLUMBING_GLOBAL = '__PORTAL_FEDERATION_PLUMBING__';
