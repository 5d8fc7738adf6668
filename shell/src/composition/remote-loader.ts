import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractRefusal, retryLoad, validateRemoteDescriptor, type RemoteDescriptor, type RemoteEntry } from '@portal/shared';

const descriptors = new Map<string, Promise<RemoteDescriptor>>();
/** Remotes of another contract major (ADR 0017): their code is never fetched. */
const refusals = new Map<string, Error>();

/** Tells the Module Federation runtime where each loadable remote lives (nothing is fetched yet). */
export function registerRemoteEntries(remotes: readonly RemoteEntry[]): void {
  for (const remote of remotes) {
    if (remote.refusal) refusals.set(remote.name, remote.refusal);
  }
  registerRemotes(remotes.filter((remote) => !remote.refusal).map((remote) => ({ name: remote.name, entry: remote.manifest })));
}

/**
 * Loads a remote's `./start` module once and validates its descriptor. A network failure is tried a few
 * times (retryLoad; the Module Federation runtime forgets a failed manifest or entry, so each try fetches
 * again), and a final failure is not cached, so a later attempt ("Prøv igen", another visit) tries again.
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
    });
    pending.catch(() => descriptors.delete(name));
    descriptors.set(name, pending);
  }
  return pending;
}
