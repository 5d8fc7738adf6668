import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractRefusal, retryLoad, validateRemoteDescriptor, type RemoteDescriptor, type RemoteEntry } from '@portal/shared';
import { withFederationVersions } from './federation-version';

const descriptors = new Map<string, Promise<RemoteDescriptor>>();
/** Remotes of another contract or Module Federation major (ADR 0017, 0041): their code is never fetched. */
const refusals = new Map<string, Error>();
/** The Module Federation version each remote was built with, as its metadata states it. */
const federationVersions = new Map<string, string | undefined>();

/** Tells the Module Federation runtime where each loadable remote lives (nothing is fetched yet). */
export function registerRemoteEntries(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) {
    if (remote.refusal) refusals.set(remote.name, remote.refusal);
    federationVersions.set(remote.name, remote.federationVersion);
  }
  registerRemotes(remotes.filter((remote) => !remote.refusal).map((remote) => ({ name: remote.name, entry: remote.manifest })));
}

/**
 * Loads a remote's `./start` module once and validates its descriptor. A network failure is tried a few
 * times (retryLoad; the Module Federation runtime forgets a failed manifest or entry, so each try fetches
 * again), and a final failure is not cached, so a later attempt ("Prøv igen", another visit) tries again.
 * A remote built with another Module Federation version that fails to start says so, with both versions.
 */
export function loadRemoteDescriptor(name: string): Promise<RemoteDescriptor> {
  const refusal = refusals.get(name);
  if (refusal) {
    return Promise.reject(refusal);
  }
  let pending = descriptors.get(name);
  if (!pending) {
    pending = retryLoad(() => loadRemote<{ descriptor?: unknown }>(`${name}/start`)).then((module) => {
      const result = validateRemoteDescriptor(module?.descriptor, name);
      if (typeof result === 'string') {
        throw new Error(result);
      }
      // The code itself says what it was built against, in case its metadata was deployed apart from it.
      const codeRefusal = contractRefusal(name, result.meta.contractVersion);
      if (codeRefusal) {
        throw codeRefusal;
      }
      return result;
    }, (error: unknown) => {
      throw withFederationVersions(error, name, federationVersions.get(name));
    });
    pending.catch(() => descriptors.delete(name));
    descriptors.set(name, pending);
  }
  return pending;
}
