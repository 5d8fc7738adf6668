import useSWR from 'swr';
import { apiRequest, requestNewToken, storeToken, type NewsItem, type NewsletterResponse } from '@portal/shared';

/** Spec section 9: the feed the portal lists and the newsletter an employee subscribes to. */
export const NEWS_FEED_ID = 3;
export const NEWSLETTER_ID = 5;
export const newsFeedKey = `/NewsFeed/application/${NEWS_FEED_ID}`;

/** GET /NewsFeed/application/3: the same for every customer, so one key for the widget, page and overlay. */
export function useNewsFeed() {
  return useSWR<NewsItem[]>(newsFeedKey);
}

/**
 * Spec section 4 "Newsletter modal": PUT /newsfeed/employee/{employeeId}/add|remove/5, then a fresh
 * token (its NewsFeed claim carries the new state), stored for every app on the page.
 */
export async function changeNewsletter(customerId: string, employeeId: string, subscribe: boolean): Promise<void> {
  await apiRequest<NewsletterResponse>(`/newsfeed/employee/${encodeURIComponent(employeeId)}/${subscribe ? 'add' : 'remove'}/${NEWSLETTER_ID}`, { method: 'PUT' });
  const { token } = await requestNewToken(customerId, employeeId);
  storeToken(token);
}
