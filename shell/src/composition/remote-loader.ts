import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { retryLoad, validateRemoteDescriptor, type RemoteDescriptor, type RemoteEntry } from '@portal/shared';

const descriptors = new Map<string, Promise<RemoteDescriptor>>();

/** Tells the Module Federation runtime where each remote lives (nothing is fetched yet). */
export function registerRemoteEntries(remotes: readonly RemoteEntry[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })));
}

/**
 * Loads a remote's `./start` module once and validates its descriptor. A network failure is tried a few
 * times (retryLoad; the Module Federation runtime forgets a failed manifest or entry, so each try fetches
 * again), and a final failure is not cached, so a later attempt ("Prøv igen", another visit) tries again.
 */
export function loadRemoteDescriptor(name: string): Promise<RemoteDescriptor> {
  let pending = descriptors.get(name);
  if (!pending) {
    pending = retryLoad(() => loadRemote<{ descriptor?: unknown }>(`${name}/start`)).then((module) => {
      const result = validateRemoteDescriptor(module?.descriptor, name);
      if (typeof result === 'string') {
        throw new Error(result);
      }
      return result;
    });
    pending.catch(() => descriptors.delete(name));
    descriptors.set(name, pending);
  }
  return pending;
}
