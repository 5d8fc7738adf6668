import useSWR from 'swr';
import { useSession, type LocationDetails } from '@portal/shared';

/** GET /location/{customerId}/location/{code} for the active location. */
export function useActiveLocationDetails() {
  const { customerId, locationCode } = useSession();
  const key = customerId && locationCode ? `/location/${encodeURIComponent(customerId)}/location/${encodeURIComponent(locationCode)}` : null;
  return { ...useSWR<LocationDetails>(key), hasLocation: key !== null };
}
