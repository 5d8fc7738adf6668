export interface RegistryRemote {
  name: string;
  url: string;
}
export type ReadMeta = (remote: RegistryRemote) => Promise<unknown>;
export function hasWidgets(meta: unknown): boolean | undefined;
export function fetchRemoteMeta(options?: { origin?: string; timeoutMs?: number }): ReadMeta;
export function remoteWidgetsReader(
  readMeta: ReadMeta,
  options?: { ttlMs?: number; timeoutMs?: number; now?: () => number },
): (remotes: readonly RegistryRemote[]) => Promise<Set<string>>;
