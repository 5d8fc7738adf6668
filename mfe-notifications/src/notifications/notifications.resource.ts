import useSWR from 'swr';
import {
  apiRequest,
  localeOf,
  useCulture,
  useSession,
  type AddNotificationRequest,
  type Notification,
  type NotificationCulture,
} from '@portal/shared';

const segment = encodeURIComponent;

/** GET /notification/{customerId}/GetNotification[/{code}]: one location's subscriptions, or (no code) those for all locations. */
const listKey = (customerId: string, code?: string) => `/notification/${segment(customerId)}/GetNotification${code ? `/${segment(code)}` : ''}`;

export function useNotifications() {
  const { customerId, locationCode } = useSession();
  const location = useSWR<Notification[]>(customerId && locationCode ? listKey(customerId, locationCode) : null);
  const all = useSWR<Notification[]>(customerId ? listKey(customerId) : null);
  return { location, all, customerId, locationCode };
}

/** The culture a new subscription's digests are written in: the language the user is using (ADR 0025). */
export function useNotificationCulture(): NotificationCulture {
  return localeOf[useCulture()] as NotificationCulture;
}

/** POST /notification/{customerId}/AddNotification with the spec's payload. */
export function addNotification(customerId: string, request: AddNotificationRequest): Promise<Notification> {
  return apiRequest<Notification>(`/notification/${segment(customerId)}/AddNotification`, { method: 'POST', body: request });
}

/** DELETE /notification/{customerId}/removeNotification/{id} */
export function removeNotification(customerId: string, id: number): Promise<undefined> {
  return apiRequest<undefined>(`/notification/${segment(customerId)}/removeNotification/${id}`, { method: 'DELETE' });
}
