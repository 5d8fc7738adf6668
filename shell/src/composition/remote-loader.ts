import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { validateRemoteDescriptor, type RemoteDescriptor, type RemoteEntry } from '@portal/shared';

const descriptors = new Map<string, Promise<RemoteDescriptor>>();

/** Tells the Module Federation runtime where each remote lives (nothing is fetched yet). */
export function registerRemoteEntries(remotes: readonly RemoteEntry[]): void {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifest })));
}

/**
 * Loads a remote's `./start` module once and validates its descriptor. A failure is not
 * cached, so a later attempt (another route visit) tries again.
 */
export function loadRemoteDescriptor(name: string): Promise<RemoteDescriptor> {
  let pending = descriptors.get(name);
  if (!pending) {
    pending = loadRemote<{ descriptor?: unknown }>(`${name}/start`).then((module) => {
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
