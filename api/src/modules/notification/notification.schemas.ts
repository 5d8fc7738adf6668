import { notificationCultures, notificationEmailMaxLength, notificationNameMaxLength, notificationTypes } from '@portal/shared/rules';
import { Type } from 'typebox';
import { codeSchema, customerParams, idSchema, paramsObject, stringEnum } from '../../schemas/common.js';
import { arrayOf, integerSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

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
  params: customerParams({}),
  response: { 200: arrayOf(notificationSchema) },
};

/** GET /:customerId/GetNotification/:locationReferenceCode: the subscriptions of that one location. */
export const locationListSchema = {
  params: customerParams({ locationReferenceCode: codeSchema }),
  response: { 200: arrayOf(notificationSchema) },
};

/**
 * POST /:customerId/AddNotification with the spec's payload. E-mail and name are checked against the
 * spec's patterns by the service (so the answer names the dictionary key of the message); the schema
 * bounds their length. `id` and `customerId` are accepted and ignored.
 */
export const addSchema = {
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
  params: customerParams({ id: idSchema }),
};

/** GET|POST /unsubscribe/:token: the signed link in every digest (public). */
export const unsubscribeSchema = {
  params: paramsObject({ '*': Type.String({ minLength: 10, maxLength: 255 }) }),
};
