import useSWR, { type SWRResponse } from 'swr';
import { getRuntimeConfig, type RuntimeConfig } from '@portal/shared/core';

/** `/config.json` as an SWR hook (one key, so every root on the page shares the answer). */
export function useRuntimeConfig(): SWRResponse<RuntimeConfig, Error> {
  return useSWR<RuntimeConfig, Error>('runtime-config', getRuntimeConfig);
}
