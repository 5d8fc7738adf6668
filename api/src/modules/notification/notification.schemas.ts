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
  params: customerParams({}),
  response: { 200: arrayOf(notificationSchema) },
};

/** GET /:customerId/GetNotification/:locationReferenceCode: the subscriptions of that one location. */
export const locationListSchema = {
  summary: 'The subscriptions of exactly this location',
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
  params: customerParams({ id: idSchema }),
  response: { 204: noContentSchema },
};

/** GET|POST /unsubscribe/:token: the signed link in every digest (public). */
export const unsubscribeSchema = {
  summary: "The digest mail's signed unsubscribe link: GET shows a confirm page, POST (one-click) removes",
  params: paramsObject({ '*': Type.String({ minLength: 10, maxLength: 255 }) }),
  response: { 200: Type.Unsafe<string>({ type: 'string', description: 'A small HTML page (text/html)' }) },
};
