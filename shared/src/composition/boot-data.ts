import type { Culture, RuntimeConfig } from '../contract';
import { BOOT_DATA_ID } from './boot-data-id.js';
import { parseRemoteRegistry, type RemoteRegistry } from './remote-registry.js';

/** What the server wrote into the shell's page (ADR 0024); each part is absent when it was not written. */
export interface PageBootData {
  config?: RuntimeConfig;
  registry?: RemoteRegistry;
  dictionaryVersions?: Partial<Record<Culture, string>>;
}

let read: PageBootData | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  return typeof config === 'object' && config !== null && typeof config.apiBaseUrl === 'string';
}

function isVersions(value: unknown): value is Partial<Record<Culture, string>> {
  return typeof value === 'object' && value !== null && Object.values(value).every((version) => typeof version === 'string');
}

/**
 * The page's boot data block (`<script type="application/json" id="portal-boot">`), read once. A page
 * without one (the dev server, a provider's page with /embed.js) gets `{}`: the config and the registry
 * are then fetched. A part that does not parse is left out (and logged), never half used.
 */
export function pageBootData(): PageBootData {
  if (read) return read;
  read = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return read;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    if (isRuntimeConfig(parsed.config)) read.config = parsed.config;
    if (parsed.registry !== undefined) read.registry = parseRemoteRegistry(parsed.registry);
    if (isVersions(parsed.dictionaryVersions)) read.dictionaryVersions = parsed.dictionaryVersions;
  } catch (error) {
    console.error(`The page's #${BOOT_DATA_ID} block could not be read`, error);
  }
  return read;
}

/** For tests: the next pageBootData() reads the document again. */
export function resetPageBootData(): void {
  read = undefined;
}
