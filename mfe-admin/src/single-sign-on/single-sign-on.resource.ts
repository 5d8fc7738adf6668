import useSWR from 'swr';
import { useSession, type SingleSignOnSettings } from '@portal/shared';

/** GET /user/{customerId}/single-sign-on (Admins): the customer's identity provider, read-only. */
export function useSingleSignOnSettings() {
  const { customerId } = useSession();
  return useSWR<SingleSignOnSettings>(customerId ? `/user/${encodeURIComponent(customerId)}/single-sign-on` : null);
}
