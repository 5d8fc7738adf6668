import useSWR from 'swr';
import { swrKeys, useSession, type LocationDetails } from '@portal/shared';

/** GET /location/{customerId}/location/{code} for the active location. */
export function useActiveLocationDetails() {
  const { customerId, locationCode } = useSession();
  // A shared key: the revalidation map reloads it after an issue status change (key numbers).
  const key = customerId && locationCode ? swrKeys.locationDetails(customerId, locationCode) : null;
  return { ...useSWR<LocationDetails>(key), hasLocation: key !== null };
}
