import { getInstance } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, isIncompatibleRemoteError, isLoadFailure } from '@portal/shared';

/**
 * The Module Federation runtime this page runs: the shell's (or /embed.js'), which production remotes'
 * containers use too (`experiments.externalRuntime`, ADR 0041). Undefined before the runtime has started.
 */
export function pageFederationVersion(): string | undefined {
  return getInstance()?.version;
}

const majorOf = (version: string) => /^(\d+)\./.exec(version)?.[1];

/**
 * The refusal for a remote built with another Module Federation major than the page runs, or null when the
 * shell may load it. Another minor or patch is loaded: Module Federation keeps a major's runtime compatible,
 * and a container built with the previous minor is tested against this shell (e2e federation-version.spec.ts).
 * A remote that states no version is loaded and left to the runtime.
 */
export function federationRefusal(remote: string, built: unknown, page: string | undefined = pageFederationVersion()): IncompatibleRemoteError | null {
  if (typeof built !== 'string' || page === undefined) return null;
  return majorOf(built) === majorOf(page) ? null : new IncompatibleRemoteError(remote, built, page, 'federation');
}

/**
 * A remote built with another Module Federation version whose code failed to start: the error, both
 * versions first in its message, so the remote's area says what to compare. Any other error is returned as it is
 * (a load failure keeps its own "server could not be reached" text).
 */
export function withFederationVersions(error: unknown, remote: string, built: unknown, page: string | undefined = pageFederationVersion()): unknown {
  if (typeof built !== 'string' || page === undefined || built === page) return error;
  if (!(error instanceof Error) || isLoadFailure(error) || isIncompatibleRemoteError(error)) return error;
  return new Error(`${remote} was built with Module Federation ${built}; this page runs ${page}. ${error.message}`, { cause: error });
}
