import useSWR from 'swr';
import { useSession, type AuditEntry, type CustomerUser } from '@portal/shared';

const segment = encodeURIComponent;

export interface AuditFilters {
  employeeId: string;
  location: string;
  from: string;
  to: string;
}

export const PAGE_SIZE = 50;

function query(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (filters.employeeId) params.set('employeeId', filters.employeeId);
  if (filters.location) params.set('location', filters.location);
  if (filters.from && filters.to) {
    params.set('from', filters.from);
    params.set('to', filters.to);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /audit/{customerId}/entries (Admins only): a page of the filtered trail, newest first. */
export function useAudit(filters: AuditFilters, page: number) {
  const { customerId } = useSession();
  const key = customerId ? `/audit/${segment(customerId)}/entries${query(filters, { take: String(PAGE_SIZE + 1), skip: String(page * PAGE_SIZE) })}` : null;
  return { ...useSWR<AuditEntry[]>(key), customerId };
}

/** The users to filter by. */
export function useAuditUsers() {
  const { customerId } = useSession();
  return useSWR<CustomerUser[]>(customerId ? `/user/${segment(customerId)}/users` : null);
}
