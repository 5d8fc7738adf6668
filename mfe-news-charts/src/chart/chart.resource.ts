import useSWR from 'swr';
import { apiRequest, swrKeys, useSession, type LocationNode, type LocationStatisticsEntry } from '@portal/shared';

/** The customer's location tree (the picker's key: loaded once for the shell and this page). */
export function useLocationTree() {
  const { customerId } = useSession();
  return useSWR<LocationNode[]>(customerId ? swrKeys.locationTree(customerId) : null);
}

/**
 * POST /chart/{customerId}/statistics: the selected locations' counts in one request (one grouped query
 * on the server). The key holds the codes, and the revalidation map reloads it after a status change.
 */
export function useChartStatistics(codes: readonly string[]) {
  const { customerId } = useSession();
  const key = customerId && codes.length > 0 ? swrKeys.chartStatistics(customerId, codes) : null;
  return useSWR<LocationStatisticsEntry[]>(key, ([, customer, ...selected]: readonly string[]) =>
    apiRequest<LocationStatisticsEntry[]>(`/chart/${encodeURIComponent(customer ?? '')}/statistics`, { method: 'POST', body: { codes: selected } }),
  { keepPreviousData: true });
}
