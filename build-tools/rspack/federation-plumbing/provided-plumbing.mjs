// @ts-check
/**
 * The plumbing the page lends a production remote's container (ADR 0033), checked before the container
 * touches any of it: this module is the first its federation runtime evaluates. The lent pieces are Module
 * Federation's internals, not an API, so the container accepts the exact version it was built with and
 * nothing else; otherwise it stops here with an error naming both versions (the shell then shows the
 * remote as failed to load), instead of failing later on a missing property.
 */
import globalName from './global-name.cjs';

const { PLUMBING_GLOBAL } = globalName;
const page = /** @type {Record<string, any>} */ (globalThis);
const built = __PORTAL_FEDERATION_VERSION__;
const container = __PORTAL_FEDERATION_CONTAINER__;

/** @type {{ version: string, bundlerRuntime: Record<string, Function>, attachShareScopeMap: Function }} */
export const plumbing = page[PLUMBING_GLOBAL];
if (!plumbing || !page._FEDERATION_RUNTIME_CORE) {
  throw new Error(
    `${container}: this remote's container takes the Module Federation runtime from the page (the portal shell's main.js or /embed.js), and this page provides none. Load it through the portal, or open its own page (index.html) to run it alone.`,
  );
}
const runtimeCoreVersion = page._FEDERATION_RUNTIME_CORE_FROM?.version;
if (plumbing.version !== built || (runtimeCoreVersion !== undefined && runtimeCoreVersion !== built)) {
  throw new Error(
    `${container} was built with Module Federation ${built}; this page provides ${plumbing.version} (runtime-core ${runtimeCoreVersion ?? 'unknown'}). Rebuild the remote and the shell with the same Module Federation version.`,
  );
}
