import useSWR from 'swr';
import { apiRequest, useSession, type CalendarFeedAddress, type CalendarFeedStatus } from '@portal/shared';

const feedKey = (customerId: string) => `/calendar/${encodeURIComponent(customerId)}/feed`;

/** GET /calendar/{customerId}/feed: whether the employee has an address, and since when. */
export function useCalendarFeed() {
  const { customerId } = useSession();
  return { ...useSWR<CalendarFeedStatus>(customerId ? feedKey(customerId) : null), customerId };
}

/** POST /calendar/{customerId}/feed: a new address; the one before stops answering. */
export function renewCalendarFeed(customerId: string): Promise<CalendarFeedAddress> {
  return apiRequest<CalendarFeedAddress>(feedKey(customerId), { method: 'POST' });
}

/** DELETE /calendar/{customerId}/feed */
export function removeCalendarFeed(customerId: string): Promise<undefined> {
  return apiRequest<undefined>(feedKey(customerId), { method: 'DELETE' });
}
