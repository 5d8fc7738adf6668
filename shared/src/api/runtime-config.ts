import type { RuntimeConfig } from '../contract';
import { pageBootData } from '../composition/boot-data';
import { setDisplayTimeZone } from '../format/time-zone';

let configPromise: Promise<RuntimeConfig> | null = null;

/**
 * The runtime config: the one the server wrote into the shell's page (ADR 0024), else `/config.json`,
 * fetched once per page and shared by every app (this module is a singleton). The customers' time zone in
 * it is the screens' (setDisplayTimeZone), set once, when the config is first known.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  if (configPromise) return configPromise;
  const inPage = pageBootData().config;
  if (inPage) {
    setDisplayTimeZone(inPage.timeZone);
    return (configPromise = Promise.resolve(inPage));
  }
  configPromise = fetch('/config.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) {
        throw new Error(`/config.json answered ${response.status}`);
      }
      return response.json() as Promise<RuntimeConfig>;
    })
    .then((config) => {
      setDisplayTimeZone(config.timeZone);
      return config;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** For a dev harness or an embedding page that has no /config.json of its own. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  setDisplayTimeZone(config.timeZone);
  configPromise = Promise.resolve(config);
}
