import useSWR from 'swr';
import {
  apiRequest,
  dispatchDataChanged,
  getRuntimeConfig,
  resolveApiLink,
  useSession,
  type FileUrlResponse,
  type Quote,
  type QuoteApproveRequest,
  type QuoteDeclineRequest,
  type QuoteListStatus,
  type QuoteRights,
} from '@portal/shared';

/**
 * The quote calls (`/api/quote/{customerId}/...`, ADR 0055): the only module of the quote screens that talks to
 * the API. A list's key is its path (the `quotes` family of the shared keys), so a decision revalidates every
 * list on the page through the revalidation map's `quote-decision`.
 */
const segment = encodeURIComponent;

function quotesPath(customerId: string, query: { status?: QuoteListStatus; issueId?: number; take?: number }): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.issueId !== undefined) params.set('issueId', String(query.issueId));
  if (query.take !== undefined) params.set('take', String(query.take));
  const search = params.toString();
  return `/quote/${segment(customerId)}/quotes${search ? `?${search}` : ''}`;
}

/** The customer's quotes the user may see, by status, of one fault, or the first `take` (the widget). */
export function useQuotes(query: { status?: QuoteListStatus; issueId?: number; take?: number }) {
  const { customerId } = useSession();
  return useSWR<Quote[]>(customerId ? quotesPath(customerId, query) : null);
}

/** Whether the signed-in user may approve or decline (an Admin, or a user given the right). */
export function useQuoteRights() {
  const { customerId } = useSession();
  return useSWR<QuoteRights>(customerId ? `/quote/${segment(customerId)}/rights` : null);
}

async function decided(quote: Promise<Quote>): Promise<Quote> {
  const answer = await quote;
  dispatchDataChanged({ domain: 'quote-decision' });
  return answer;
}

export function approveQuote(customerId: string, quoteId: number, body: QuoteApproveRequest): Promise<Quote> {
  return decided(apiRequest<Quote>(`/quote/${segment(customerId)}/${quoteId}/approve`, { method: 'POST', body }));
}

export function declineQuote(customerId: string, quoteId: number, body: QuoteDeclineRequest): Promise<Quote> {
  return decided(apiRequest<Quote>(`/quote/${segment(customerId)}/${quoteId}/decline`, { method: 'POST', body }));
}

/**
 * Opens the quote's PDF in a new tab through a signed link the authorized call gives. The tab is opened inside
 * the click (popup blockers let it through) and closed again when the call fails.
 */
export async function openQuotePdf(customerId: string, quoteId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await apiRequest<FileUrlResponse>(`/quote/${segment(customerId)}/${quoteId}/pdf`);
    const absolute = new URL(resolveApiLink(url, (await getRuntimeConfig()).apiBaseUrl), window.location.href).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = absolute;
    } else {
      window.open(absolute, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
