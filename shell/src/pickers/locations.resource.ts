import { useEffect } from 'react';
import useSWR from 'swr';
import { setActiveLocation, swrKeys, useSession, type LocationNode } from '@portal/shared';
import { defaultLocationCode, findLocation } from './location-tree';

/**
 * GET /location/{customerId}/locations; reloads when the customer changes (the key changes) and, through
 * the revalidation map, after an issue status change (the badges).
 */
export function useLocations() {
  const { customerId } = useSession();
  return useSWR<LocationNode[]>(customerId ? swrKeys.locationTree(customerId) : null);
}

/** The active location node, or null while loading or when none is chosen. */
export function useActiveLocation(): { location: LocationNode | null; isLoading: boolean; error: unknown } {
  const { locationCode } = useSession();
  const { data, isLoading, error } = useLocations();
  const location = data && locationCode ? findLocation(data, locationCode) : null;
  return { location, isLoading, error };
}

/**
 * When no location is remembered for this customer (or the remembered one is gone), the first one
 * becomes active, so every page has a location to show. Used once, by the layout; the shell's start
 * does the same as soon as the tree arrives (startSessionRequests), before the layout has its texts.
 */
export function useDefaultLocation(): void {
  const { data } = useLocations();
  const { locationCode } = useSession();
  useEffect(() => {
    const code = data ? defaultLocationCode(data, locationCode) : null;
    if (code) {
      setActiveLocation(code);
    }
  }, [data, locationCode]);
}
