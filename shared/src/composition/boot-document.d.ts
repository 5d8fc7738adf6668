import type { RemoteRegistry } from './remote-registry';

/** What the shell's index.html carries for its start (ADR 0024). */
export interface BootData {
  config: unknown;
  registry: RemoteRegistry;
  /** The current version of each culture's dictionary: its URL carries it, so the browser may keep it. */
  dictionaryVersions?: Record<string, string>;
}
export const BOOT_DATA_ID: string;
export const BOOT_CULTURES: readonly string[];
export function scriptSafeJson(value: unknown): string;
export function remotePreloadsFor(pathname: string): 'none' | 'metadata' | 'all';
export function remotePreloadTags(registry: RemoteRegistry, which?: 'none' | 'metadata' | 'all', withoutWidgets?: ReadonlySet<string>): string[];
export function matchesRoutePath(pathname: string, routePath: string): boolean;
export function routeFilesOf(meta: unknown): string[];
export function routePreloadTags(registry: RemoteRegistry, metas: ReadonlyMap<string, unknown>, pathname: string): string[];
export function withBootData(
  html: string,
  boot: BootData,
  pathname: string,
  preloads?: { withoutWidgets?: ReadonlySet<string>; metas?: ReadonlyMap<string, unknown> },
): string;
