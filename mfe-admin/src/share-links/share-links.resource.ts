import useSWR from 'swr';
import { apiRequest, useSession, type ShareLinkAccess, type ShareLinkCreated, type ShareLinkInput, type ShareLinkSummary } from '@portal/shared';

const linksKey = (customerId: string) => `/share/${encodeURIComponent(customerId)}/links`;

/** GET /share/{customerId}/links (Admins only: the API answers 403 to anyone else). */
export function useShareLinks() {
  const { customerId } = useSession();
  return { ...useSWR<ShareLinkSummary[]>(customerId ? linksKey(customerId) : null), customerId };
}

/** A link's access log, loaded when its dialog opens. */
export function useShareLinkAccesses(customerId: string | null, id: number | null) {
  return useSWR<ShareLinkAccess[]>(customerId && id !== null ? `${linksKey(customerId)}/${id}/accesses` : null);
}

export function createShareLink(customerId: string, input: ShareLinkInput): Promise<ShareLinkCreated> {
  return apiRequest<ShareLinkCreated>(linksKey(customerId), { method: 'POST', body: input });
}

export function revokeShareLink(customerId: string, id: number): Promise<undefined> {
  return apiRequest<undefined>(`${linksKey(customerId)}/${id}`, { method: 'DELETE' });
}
