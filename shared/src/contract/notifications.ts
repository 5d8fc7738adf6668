/**
 * The notifications domain of the API contract (spec section 7 "Notifications and news"; the entity of
 * section 3). Every path is under /api/notification. The rules (types, cultures, patterns, message
 * keys) are in notifications.rules.js.
 */
import type { NotificationCulture, NotificationType } from './notifications.rules.js';

export type { NotificationCulture, NotificationType };

/** A subscription (spec section 3 "Notification"). */
export interface Notification {
  id: number;
  customerId: number;
  name: string;
  email: string;
  type: NotificationType;
  /** '' = all locations. */
  locationReferenceCode: string;
  culture: NotificationCulture;
}

/**
 * POST /notification/{customerId}/AddNotification. `id` and `customerId` are in the spec's payload and
 * ignored (the server assigns the id; the path's customer is the customer).
 */
export interface AddNotificationRequest {
  id?: number;
  customerId?: number;
  name: string;
  email: string;
  type: NotificationType;
  /** '' (or absent) = all locations. */
  locationReferenceCode?: string;
  culture?: NotificationCulture;
}
