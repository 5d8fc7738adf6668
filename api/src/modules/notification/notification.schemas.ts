import { notificationCultures, notificationEmailMaxLength, notificationNameMaxLength, notificationTypes } from '@portal/shared/rules';
import { Type } from 'typebox';
import { codeSchema, customerParams, idSchema, paramsObject, stringEnum } from '../../schemas/common.js';
import { arrayOf, integerSchema, noContentSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

const typeSchema = stringEnum(notificationTypes);
const cultureSchema = stringEnum(notificationCultures);

/** Notification of the contract (spec section 3). */
export const notificationSchema = objectSchema({
  id: integerSchema,
  customerId: integerSchema,
  name: stringSchema,
  email: stringSchema,
  type: typeSchema,
  locationReferenceCode: stringSchema,
  culture: cultureSchema,
});

/** GET /:customerId/GetNotification: the subscriptions for all locations. */
export const allLocationsListSchema = {
  summary: "The customer's subscriptions for all locations",
  operationId: 'listNotifications',
  description: 'The subscriptions without a location (they cover every location).',
  params: customerParams({}),
  response: { 200: arrayOf(notificationSchema) },
};

/** GET /:customerId/GetNotification/:locationReferenceCode: the subscriptions of that one location. */
export const locationListSchema = {
  summary: 'The subscriptions of exactly this location',
  operationId: 'listLocationNotifications',
  description: 'Only the subscriptions for this location, not those for all locations.',
  params: customerParams({ locationReferenceCode: codeSchema }),
  response: { 200: arrayOf(notificationSchema) },
};

/**
 * POST /:customerId/AddNotification with the spec's payload. E-mail and name are checked against the
 * spec's patterns by the service (so the answer names the dictionary key of the message); the schema
 * bounds their length. `id` and `customerId` are accepted and ignored.
 */
export const addSchema = {
  summary: 'Subscribe an e-mail to a digest type for one location or all locations',
  operationId: 'addNotification',
  description: 'Adding one that exists answers it unchanged; an empty location code means all locations.',
  params: customerParams({}),
  body: Type.Object(
    {
      id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
      customerId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
      name: Type.String({ maxLength: notificationNameMaxLength }),
      email: Type.String({ maxLength: notificationEmailMaxLength }),
      type: typeSchema,
      /** '' or absent = all locations. */
      locationReferenceCode: Type.Optional(Type.Union([Type.Literal(''), codeSchema, Type.Null()])),
      culture: Type.Optional(cultureSchema),
    },
    { additionalProperties: false },
  ),
  response: { 200: notificationSchema },
};

/** DELETE /:customerId/removeNotification/:id */
export const removeSchema = {
  summary: 'Remove a subscription',
  operationId: 'removeNotification',
  description: '404 for an unknown id or another customer\'s.',
  params: customerParams({ id: idSchema }),
  response: { 204: noContentSchema },
};

/**
 * GET|POST /unsubscribe/<token>: the signed link in every digest (public). A wildcard, named `token` in
 * the API description (plugins/openapi.ts); the answer is a small HTML page.
 */
const unsubscribeLink = {
  params: paramsObject({ '*': Type.String({ minLength: 10, maxLength: 255 }) }),
  wildcard: 'token',
  produces: ['text/html'],
  response: { 200: Type.Unsafe<string>({ type: 'string', description: 'A small HTML page' }) },
};

export const unsubscribePageSchema = {
  summary: "The digest mail's signed unsubscribe link: a page with the button that confirms",
  operationId: 'showUnsubscribePage',
  description: 'Changes nothing (link scanners open links with nobody behind them); the page posts to the same link.',
  ...unsubscribeLink,
};

export const unsubscribeSchema = {
  summary: "The digest mail's signed unsubscribe link, one-click (RFC 8058): removes the subscription",
  operationId: 'unsubscribe',
  description: 'Answers a page saying it is done, or that the subscription was already gone.',
  ...unsubscribeLink,
};
