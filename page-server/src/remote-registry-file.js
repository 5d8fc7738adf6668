// @ts-check
/**
 * Node only: a registry file that is read again whenever it changes (size or modification time), so
 * a remote is added or moved without restarting the server. A broken edit keeps the last good registry
 * (and says so once); a missing file is an empty registry.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseRemoteRegistry } from '@portal/shared/remote-registry';

/**
 * @param {string} file
 * @param {(message: string) => void} [warn]
 * @returns {() => import('@portal/shared/remote-registry').RemoteRegistry}
 */
export function registryFileReader(file, warn = (message) => console.warn(message)) {
  let stamp = '';
  /** @type {import('@portal/shared/remote-registry').RemoteRegistry} */
  let current = { remotes: [] };
  return () => {
    let next;
    try {
      const stats = statSync(file);
      next = `${stats.size}:${stats.mtimeMs}`;
    } catch {
      next = 'missing';
    }
    if (next === stamp) return current;
    stamp = next;
    if (next === 'missing') {
      warn(`remote registry ${file} does not exist: no remotes`);
      current = { remotes: [] };
      return current;
    }
    try {
      current = parseRemoteRegistry(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      warn(`remote registry ${file} is not valid, keeping the previous one: ${error instanceof Error ? error.message : String(error)}`);
    }
    return current;
  };
}
