import { registerGlobalPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A shared singleton whose copy on the page is outside the range an app was built for. */
export interface SharedVersionMismatch {
  /** The app that asked (e.g. 'mfe_issues'). */
  app: string;
  pkg: string;
  /** The version on the page, which it gets anyway: a singleton is never loaded twice. */
  provided: string;
  required: string;
}

declare global {
  interface Window {
    /** Every mismatch reported on this page (for support and the e2e tests). */
    __PORTAL_SHARED_MISMATCHES__?: SharedVersionMismatch[];
  }
}

/**
 * Reports, once per app and package, when a shared singleton's copy does not satisfy the `requiredVersion`
 * an app declares (build-tools/rspack/shared-singletons.mjs): Module Federation keeps the one copy (no
 * second React) and only warns in its own words; this names the remote and both versions (ADR 0017).
 * Global, so it also sees the resolutions made by the remotes' containers, created after it.
 */
export function registerSharedVersionReport(): void {
  const reported = new Set<string>();
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'portal-shared-version-report',
    resolveShare(args) {
      const { shareConfig, from } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      if (shareConfig?.singleton && typeof required === 'string' && args.version && !satisfy(args.version, required)) {
        const key = `${from}:${args.pkgName}`;
        if (!reported.has(key)) {
          reported.add(key);
          const mismatch: SharedVersionMismatch = { app: from, pkg: args.pkgName, provided: args.version, required };
          (window.__PORTAL_SHARED_MISMATCHES__ ??= []).push(mismatch);
          console.warn(
            `Shared singleton ${mismatch.pkg}: ${mismatch.app} was built for ${required}, the page has ${mismatch.provided}. ` +
              'It runs on the page\'s copy (one per page); rebuild it against the shell\'s version.',
          );
        }
      }
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
}
