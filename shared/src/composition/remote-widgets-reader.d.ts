export interface RegistryRemote {
  name: string;
  url: string;
}
export type ReadMeta = (remote: RegistryRemote) => Promise<unknown>;
export function hasWidgets(meta: unknown): boolean | undefined;
export function fetchRemoteMeta(options?: { origin?: string; timeoutMs?: number }): ReadMeta;
export function remoteMetaReader(
  readMeta: ReadMeta,
  options?: { ttlMs?: number; timeoutMs?: number; now?: () => number },
): (remotes: readonly RegistryRemote[]) => Promise<Map<string, unknown>>;
export function remotesWithoutWidgets(metas: ReadonlyMap<string, unknown>): Set<string>;
