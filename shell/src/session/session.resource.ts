import useSWR from 'swr';
import { useSession, type CustomerListEntry, type CustomerListResponse } from '@portal/shared';

/** The SWR key (and path) of GET /employee/{id}/customers. */
export function customersKey(employeeId: string): string {
  return `/employee/${encodeURIComponent(employeeId)}/customers`;
}

/** GET /employee/{id}/customers for the signed-in employee. */
export function useCustomers() {
  const { claims } = useSession();
  const key = claims ? customersKey(claims.EmployeeId) : null;
  return useSWR<CustomerListResponse>(key);
}

/** The active customer (spec section 3): the list entry of the token's customer plus the claims. */
export interface ActiveCustomer extends CustomerListEntry {
  employeeId: string;
  email: string;
  newsFeed: string;
  role: string;
}

export function useActiveCustomer(): { customer: ActiveCustomer | null; showCustomerSelect: boolean; isLoading: boolean } {
  const { claims } = useSession();
  const { data, isLoading } = useCustomers();
  const entry = data?.customers.find((customer) => customer.id === claims?.CustomerId);
  const customer =
    claims && entry
      ? {
          ...entry,
          employeeId: claims.EmployeeId,
          email: claims.EmployeeEmail,
          newsFeed: claims.NewsFeed,
          role: claims.Role,
        }
      : null;
  return { customer, showCustomerSelect: data?.showCutomerSelect ?? false, isLoading };
}
