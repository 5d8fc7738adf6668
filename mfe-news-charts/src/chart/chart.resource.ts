import useSWR from 'swr';
import { swrKeys, useSession, type LocationNode, type LocationStatistics } from '@portal/shared';

/** The customer's location tree (the picker's key: loaded once for the shell and this page). */
export function useLocationTree() {
  const { customerId } = useSession();
  return useSWR<LocationNode[]>(customerId ? swrKeys.locationTree(customerId) : null);
}

/**
 * GET /chart/{customerId}/location/{code}/statistics (spec section 7): one location's four counts, one call
 * per selected location. Each is cached under its own key, so adding a location asks only for that one,
 * and the revalidation map reloads them after a status change.
 */
export function useLocationStatistics(code: string) {
  const { customerId } = useSession();
  return useSWR<LocationStatistics>(customerId ? swrKeys.locationStatistics(customerId, code) : null);
}
