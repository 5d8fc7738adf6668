import { useEffect } from 'react';
import useSWR from 'swr';
import { setActiveLocation, useSession, type LocationNode } from '@portal/shared';
import { findLocation } from './location-tree';

/** GET /location/{customerId}/locations; reloads when the customer changes (the key changes). */
export function useLocations() {
  const { customerId } = useSession();
  return useSWR<LocationNode[]>(customerId ? `/location/${encodeURIComponent(customerId)}/locations` : null);
}

/**
 * The active location node. When none is remembered for this customer (or the remembered one
 * is gone), the first location becomes active, so every page has a location to show.
 */
export function useActiveLocation(): { location: LocationNode | null; isLoading: boolean; error: unknown } {
  const { locationCode } = useSession();
  const { data, isLoading, error } = useLocations();
  const location = data && locationCode ? findLocation(data, locationCode) : null;
  const first = data?.[0];

  useEffect(() => {
    if (data && !location && first) {
      setActiveLocation(first.code);
    }
  }, [data, location, first]);

  return { location, isLoading, error };
}
