import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { subscribeDataChanged } from '../events/portal-events';
import { staleKeysOf } from './revalidation-map';

// Every root on the page listens, but roots share SWR's cache: one revalidation per event and cache.
const handled = new WeakMap<object, WeakSet<object>>();

/**
 * Revalidates, on every data-changed event of any app, the keys the revalidation map lists for its
 * domain. Rendered by PortalProviders, so the shell and every remote root take part.
 */
export function useDataRevalidation(): void {
  const { cache, mutate } = useSWRConfig();
  useEffect(
    () =>
      subscribeDataChanged((detail) => {
        let seen = handled.get(cache);
        if (!seen) {
          seen = new WeakSet();
          handled.set(cache, seen);
        }
        if (seen.has(detail)) {
          return;
        }
        seen.add(detail);
        void mutate(staleKeysOf(detail.domain));
      }),
    [cache, mutate],
  );
}
