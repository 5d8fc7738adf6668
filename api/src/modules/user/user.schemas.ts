import { maxPasswordLength, roles } from '@portal/shared/rules';
import { Type } from 'typebox';
import { codeSchema, customerParams, idSchema, stringEnum } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, noContentSchema, nullableString, objectSchema, stringSchema } from '../../schemas/responses.js';

const roleSchema = stringEnum(roles);
const cultureSchema = Type.Unsafe<'da-DK' | 'en-GB' | 'de-DE' | null>({ type: ['string', 'null'], enum: ['da-DK', 'en-GB', 'de-DE', null] });
const nameSchema = Type.String({ minLength: 1, maxLength: 100 });
const emailSchema = Type.String({ minLength: 3, maxLength: 254 });
const passwordSchema = Type.String({ minLength: 1, maxLength: maxPasswordLength });
/** Several hundred chosen locations at most; null = all locations. */
const locationCodesSchema = Type.Union([Type.Array(codeSchema, { maxItems: 500 }), Type.Null()]);
/** A one-time link's token: 32 random bytes, base64url. */
const linkTokenSchema = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const customerUserSchema = objectSchema({
  employeeId: integerSchema,
  name: stringSchema,
  email: stringSchema,
  role: roleSchema,
  active: booleanSchema,
  invited: booleanSchema,
  locationCodes: Type.Union([arrayOf(stringSchema), Type.Null()]),
});

export const profileSchema = objectSchema({
  employeeId: integerSchema,
  name: stringSchema,
  email: stringSchema,
  role: roleSchema,
  culture: cultureSchema,
  newsletter: booleanSchema,
  termsAcceptedAt: nullableString,
});

const userParams = customerParams({ employeeId: idSchema });

export const listUsersSchema = {
  summary: "The customer's users (Admins only)",
  params: customerParams({}),
  response: { 200: arrayOf(customerUserSchema) },
};

export const inviteUserSchema = {
  summary: 'Invite a user: a one-time link to set a password is mailed (Admins only)',
  params: customerParams({}),
  body: Type.Object(
    { name: nameSchema, email: emailSchema, role: roleSchema, locationCodes: Type.Optional(locationCodesSchema) },
    { additionalProperties: false },
  ),
  response: { 201: customerUserSchema },
};

export const updateUserSchema = {
  summary: "Change a user's name, role, active state and locations (Admins only)",
  params: userParams,
  body: Type.Object(
    { name: nameSchema, role: roleSchema, active: Type.Boolean(), locationCodes: locationCodesSchema },
    { additionalProperties: false },
  ),
  response: { 200: customerUserSchema },
};

export const deleteUserSchema = {
  summary: 'Remove a user from the customer (Admins only)',
  params: userParams,
  response: { 204: noContentSchema },
};

export const readProfileSchema = {
  summary: "The signed-in user's profile",
  params: customerParams({}),
  response: { 200: profileSchema },
};

export const updateProfileSchema = {
  summary: "Change the signed-in user's name, language, newsletter choice; accept the terms",
  params: customerParams({}),
  body: Type.Object(
    { name: nameSchema, culture: cultureSchema, newsletter: Type.Boolean(), acceptTerms: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: { 200: profileSchema },
};

export const changePasswordSchema = {
  summary: "Change the signed-in user's password (the current one is required)",
  params: customerParams({}),
  body: Type.Object({ currentPassword: passwordSchema, newPassword: passwordSchema }, { additionalProperties: false }),
  response: { 204: noContentSchema },
};

export const forgotPasswordSchema = {
  summary: 'Mail a one-time link to set a new password (the same answer for unknown e-mails)',
  body: Type.Object({ email: emailSchema }, { additionalProperties: false }),
  response: { 204: noContentSchema },
};

export const passwordLinkSchema = {
  summary: 'What a one-time link is for (410 when used or expired)',
  body: Type.Object({ token: linkTokenSchema }, { additionalProperties: false }),
  response: { 200: objectSchema({ email: stringSchema, purpose: stringEnum(['invite', 'reset'] as const) }) },
};

export const setPasswordSchema = {
  summary: 'Set the password with a one-time link (invitation or reset)',
  body: Type.Object({ token: linkTokenSchema, password: passwordSchema }, { additionalProperties: false }),
  response: { 204: noContentSchema },
};
