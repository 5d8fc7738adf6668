/** The employee's personal calendar feed: GET, POST and DELETE /api/calendar/{customerId}/feed. */

/** Whether the employee has a feed address for the customer, and since when (its secret is shown only when made). */
export interface CalendarFeedStatus {
  createdAt: string | null;
}

/** A new address (POST): the old one, if any, no longer answers. */
export interface CalendarFeedAddress {
  url: string;
  createdAt: string;
}
