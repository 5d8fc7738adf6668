import { notificationEmailPattern, notificationMessageKeys, notificationNamePattern } from '@portal/shared/rules';
import type { AddNotificationRequest, Notification, NotificationCulture, NotificationType } from '@portal/shared';

/** What the form holds when Add is pressed. */
export interface AddForm {
  email: string;
  name: string;
  allLocations: boolean;
  /** The completed-tasks box (CompletedTasksDaily). */
  completedTasks: boolean;
  /** The new-tasks box (UpcommingTasks3Week). */
  newTasks: boolean;
}

export type AddPlan =
  /** A message to show under the form (a dictionary key); nothing is sent. */
  | { kind: 'invalid'; messageKey: string }
  /** The all-locations choice: the overwrite warning first, its OK sends these. */
  | { kind: 'confirm-all'; requests: AddNotificationRequest[] }
  /** The e-mail already has this for all locations: the error modal, nothing is sent. */
  | { kind: 'already-all' }
  | { kind: 'add'; requests: AddNotificationRequest[] };

export const typeRequiredKey = 'notifications.typeRequired.text';
export const noLocationKey = 'notifications.noLocation.text';

/**
 * Spec sections 4 and 5, the add flow: a valid e-mail and name; one subscription per ticked type
 * (both boxes: two); all locations -> the overwrite warning, then an empty location code; an e-mail
 * already subscribed for all locations cannot be added for one location (the API says so too, 409).
 */
export function planAdd(form: AddForm, context: { customerId: number; locationCode: string | null; culture: NotificationCulture; allLocations: readonly Notification[] }): AddPlan {
  const email = form.email.trim();
  const name = form.name.trim();
  if (!notificationEmailPattern.test(email)) return { kind: 'invalid', messageKey: notificationMessageKeys.emailNotValid };
  if (!notificationNamePattern.test(name)) return { kind: 'invalid', messageKey: notificationMessageKeys.nameNotValid };
  const types: NotificationType[] = [...(form.newTasks ? (['UpcommingTasks3Week'] as const) : []), ...(form.completedTasks ? (['CompletedTasksDaily'] as const) : [])];
  if (types.length === 0) return { kind: 'invalid', messageKey: typeRequiredKey };
  const locationReferenceCode = form.allLocations ? '' : (context.locationCode ?? null);
  if (locationReferenceCode === null) return { kind: 'invalid', messageKey: noLocationKey };
  const requests = types.map((type) => ({ id: 0, customerId: context.customerId, name, email, type, locationReferenceCode, culture: context.culture }));
  if (form.allLocations) return { kind: 'confirm-all', requests };
  const lower = email.toLowerCase();
  if (context.allLocations.some((row) => row.email.toLowerCase() === lower && types.includes(row.type))) return { kind: 'already-all' };
  return { kind: 'add', requests };
}
