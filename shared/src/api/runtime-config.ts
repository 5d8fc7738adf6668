import useSWR, { type SWRResponse } from 'swr';
import type { RuntimeConfig } from '../contract';

let configPromise: Promise<RuntimeConfig> | null = null;

/** `/config.json`, fetched once per page and shared by every app (this module is a singleton). */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetch('/config.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) {
        throw new Error(`/config.json answered ${response.status}`);
      }
      return response.json() as Promise<RuntimeConfig>;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** For a dev harness or an embedding page that has no /config.json of its own. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  configPromise = Promise.resolve(config);
}

/** `/config.json` as an SWR hook (one key, so every root on the page shares the answer). */
export function useRuntimeConfig(): SWRResponse<RuntimeConfig, Error> {
  return useSWR<RuntimeConfig, Error>('runtime-config', getRuntimeConfig);
}
