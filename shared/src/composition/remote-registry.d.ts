export interface RegistryEntry {
  /** Module Federation container name, e.g. 'mfe_issues'. */
  name: string;
  /** Base URL of the remote's deployment, ending in '/': its remote.meta.json and mf-manifest.json are there. */
  url: string;
}
export interface RemoteRegistry {
  remotes: RegistryEntry[];
}
export const PORTAL_CONTRACT_VERSION: string;
export function contractMajor(version: unknown): number;
export function isCompatibleContract(built: unknown, current?: string): boolean;
export function normalizeRemoteUrl(value: unknown, what?: string): string;
export function parseRemoteRegistry(value: unknown): RemoteRegistry;
export function remoteEnvName(name: string): string;
export function registryFromEnv(env: Record<string, string | undefined>): RemoteRegistry | null;
