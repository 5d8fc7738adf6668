/**
 * The news domain of the API contract (spec section 7 "Notifications and news", section 3 "News").
 * The feed and the newsletter calls have no customer in their path: news is the provider's, the
 * newsletter subscription is the employee's (spec section 6).
 */

/** An item of GET /NewsFeed/application/3. `body` is HTML, sanitised by the API and again by the browser. */
export interface NewsItem {
  id: number;
  title: string;
  teaser: string;
  body: string;
  /** ISO 8601. */
  releaseDate: string;
}

/**
 * PUT /newsfeed/employee/{employeeId}/add/5 and .../remove/5: the employee's flag after the call. The
 * token's NewsFeed claim changes only with a new token (GET /authentication/requestnewtoken/...).
 */
export interface NewsletterResponse {
  newsFeed: 'True' | 'False';
}

/** The news overlay's props: the item's id in the feed (the overlay reads the cached feed). */
export interface NewsOverlayProps {
  newsId: number;
}
