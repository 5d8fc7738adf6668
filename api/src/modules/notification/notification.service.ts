import type { Notification, NotificationCulture, NotificationType } from '@portal/shared/contract';
import { defaultNotificationCulture, notificationEmailPattern, notificationMessageKeys, notificationNamePattern } from '@portal/shared/rules';
import type { AppContext, RequestContext } from '../../context/service-context.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { LocationRow } from '../../db/schema.js';
import { UnsubscribeLinkInvalidError, verifyUnsubscribeToken, type UnsubscribeTarget } from '../../auth/unsubscribe-token.js';
import { requireLocation } from '../location/location.service.js';
import { isActorRestricted, requireAllowedLocation } from '../location/location-scope.js';
import { deleteSubscriptions, findByEmail, findSubscription, findSubscriptions, insertSubscription, type SubscriptionRow } from './notification.repository.js';

export function notificationOf(row: SubscriptionRow): Notification {
  return {
    id: row.id,
    customerId: row.customer_id,
    name: row.name,
    email: row.email,
    type: row.type,
    locationReferenceCode: row.location_code ?? '',
    culture: row.culture,
  };
}

/** One location's subscriptions (`code` given), or those for all locations. */
export interface ListInput {
  code?: string;
  known?: LocationRow | null;
}

export async function listNotifications(ctx: RequestContext, input: ListInput): Promise<Notification[]> {
  const locationId = input.code === undefined ? null : (await requireLocation(ctx, { code: input.code, ...(input.known !== undefined ? { known: input.known } : {}) })).id;
  // The all-locations subscriptions are the whole customer's: not shown to a user limited to chosen locations (ADR 0031).
  if (locationId === null && (await isActorRestricted(ctx))) return [];
  return (await findSubscriptions(ctx.db, ctx.actor.customerId, locationId)).map(notificationOf);
}

export interface AddInput {
  name: string;
  email: string;
  type: NotificationType;
  /** '' / null / absent = all locations. */
  locationReferenceCode?: string | null | undefined;
  culture?: NotificationCulture | undefined;
}

/**
 * Adds a subscription (spec section 4 "Notification add flow", section 5 rules):
 *  - e-mail and name must match the spec's patterns (400 with the message's dictionary key);
 *  - an e-mail already subscribed to this type for all locations cannot be added for one location (409);
 *  - one for all locations replaces the e-mail's single-location ones of the type (the page's
 *    overwrite warning says so);
 *  - the same e-mail, type and location again returns the existing subscription (no duplicate mail).
 */
export async function addNotification(ctx: RequestContext, input: AddInput): Promise<Notification> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!notificationEmailPattern.test(email)) {
    throw new InvalidInputError(`'${email}' is not a valid e-mail address`).withKey(notificationMessageKeys.emailNotValid);
  }
  if (!notificationNamePattern.test(name)) {
    throw new InvalidInputError('The name may contain only letters, digits, underscore and spaces').withKey(notificationMessageKeys.nameNotValid);
  }
  const customerId = ctx.actor.customerId;
  const code = input.locationReferenceCode ?? '';
  const location = code === '' ? null : await requireLocation(ctx, { code });
  if (location === null && (await isActorRestricted(ctx))) {
    throw new ForbiddenError('You can subscribe only to the locations you have access to');
  }
  const culture = input.culture ?? defaultNotificationCulture;

  const add = () =>
    ctx.db.transaction().execute(async (trx) => {
      const existing = await findByEmail(trx, customerId, email, input.type);
      if (location !== null && existing.some((row) => row.location_id === null)) {
        throw new ConflictError(`${email} already receives this notification for all locations`).withKey(notificationMessageKeys.locationAlreadyAll);
      }
      const same = existing.find((row) => row.location_id === (location?.id ?? null));
      if (same) return same.id;
      if (location === null) await deleteSubscriptions(trx, customerId, existing.map((row) => row.id));
      return insertSubscription(trx, { customerId, name, email, type: input.type, locationId: location?.id ?? null, culture });
    });
  // The same add at the same moment inserted first (the unique index, migration 0013): once more, it
  // then finds that subscription and answers with it.
  const id = await add().catch((error: unknown) => (isUniqueViolation(error) ? add() : Promise.reject(error)));
  const row = await findSubscription(ctx.db, id);
  if (!row) throw new NotFoundError('The subscription was removed meanwhile');
  return notificationOf(row);
}

/** Removes one of the customer's subscriptions; another customer's id is a 404. */
export async function removeNotification(ctx: RequestContext, input: { id: number }): Promise<void> {
  if (await isActorRestricted(ctx)) {
    const row = await findSubscription(ctx.db, input.id);
    if (!row || row.customer_id !== ctx.actor.customerId) throw new NotFoundError('The notification does not exist');
    await requireAllowedLocation(ctx, row.location_id);
  }
  if ((await deleteSubscriptions(ctx.db, ctx.actor.customerId, [input.id])) === 0) throw new NotFoundError('The notification does not exist');
}

/**
 * The signed link of a digest mail: removes its subscription. A link whose subscription is already
 * gone answers the same (the mail's reader wanted it gone; nothing tells an outsider more).
 */
export async function unsubscribe(ctx: AppContext, input: { token: string }): Promise<{ removed: boolean; culture: NotificationCulture }> {
  const target = await unsubscribeTarget(ctx, input);
  const removed = await deleteSubscriptions(ctx.db, target.customerId, [target.subscriptionId]);
  if (removed > 0) ctx.log.info({ subscription: target.subscriptionId, customer: target.customerId }, 'notification unsubscribed through its mail link');
  return { removed: removed > 0, culture: target.culture };
}

/** What a link names (the confirmation page shows its language); an invalid link is a 404. */
export async function unsubscribeTarget(ctx: AppContext, input: { token: string }): Promise<UnsubscribeTarget> {
  try {
    return await verifyUnsubscribeToken(ctx.config.jwtSecret, input.token);
  } catch (error) {
    if (error instanceof UnsubscribeLinkInvalidError) throw new NotFoundError('This unsubscribe link is not valid');
    throw error;
  }
}
