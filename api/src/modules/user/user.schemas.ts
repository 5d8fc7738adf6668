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
  mayApproveQuotes: booleanSchema,
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
  operationId: 'listUsers',
  description: 'Each member with this customer\'s name for them, role, state and locations.',
  params: customerParams({}),
  response: { 200: arrayOf(customerUserSchema) },
};

export const inviteUserSchema = {
  summary: 'Add a user to the customer: a new person gets a one-time link to set a password (Admins only)',
  operationId: 'inviteUser',
  description: 'Answers the same for an e-mail with or without an account elsewhere: the name given here, invited. The mail goes out in the background.',
  params: customerParams({}),
  body: Type.Object(
    { name: nameSchema, email: emailSchema, role: roleSchema, locationCodes: Type.Optional(locationCodesSchema) },
    { additionalProperties: false },
  ),
  response: { 201: customerUserSchema },
};

export const updateUserSchema = {
  summary: "Change this customer's name for a user, their role, active state and locations (Admins only)",
  operationId: 'updateUser',
  description: 'Changes this customer\'s membership and its name for the person, never the person\'s own name.',
  params: userParams,
  body: Type.Object(
    { name: nameSchema, role: roleSchema, active: Type.Boolean(), locationCodes: locationCodesSchema, mayApproveQuotes: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: { 200: customerUserSchema },
};

export const deleteUserSchema = {
  summary: 'Remove a user from the customer (Admins only)',
  operationId: 'deleteUser',
  description: 'Ends the membership; a person left without any customer is deleted.',
  params: userParams,
  response: { 204: noContentSchema },
};

export const readProfileSchema = {
  summary: "The signed-in user's profile",
  operationId: 'getProfile',
  description: 'The person\'s own name, e-mail, language, newsletter choice and accepted terms, with the role in this customer.',
  params: customerParams({}),
  response: { 200: profileSchema },
};

export const updateProfileSchema = {
  summary: "Change the signed-in user's name, language, newsletter choice; accept the terms",
  operationId: 'updateProfile',
  description: 'The person\'s own name, which every customer shows unless it has a name of its own for them.',
  params: customerParams({}),
  body: Type.Object(
    { name: nameSchema, culture: cultureSchema, newsletter: Type.Boolean(), acceptTerms: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  response: { 200: profileSchema },
};

export const changePasswordSchema = {
  summary: "Change the signed-in user's password (the current one is required)",
  operationId: 'changePassword',
  description: 'Ends the person\'s other sessions. The current-password check is limited like a sign-in (429); the new one follows the password rules.',
  params: customerParams({}),
  body: Type.Object({ currentPassword: passwordSchema, newPassword: passwordSchema }, { additionalProperties: false }),
  response: { 204: noContentSchema },
};

export const forgotPasswordSchema = {
  summary: 'Mail a one-time link to set a new password (the same answer for unknown e-mails)',
  operationId: 'requestPasswordReset',
  description: 'Always 204 at once: the lookup and the mail run in the background, so neither the answer nor its time tells which e-mails have an account. Sign-in limits apply.',
  body: Type.Object({ email: emailSchema }, { additionalProperties: false }),
  response: { 204: noContentSchema },
};

export const passwordLinkSchema = {
  summary: 'What a one-time link is for (410 when used or expired)',
  operationId: 'getPasswordLink',
  description: 'For the set-password page: the e-mail and whether it is an invitation or a reset.',
  body: Type.Object({ token: linkTokenSchema }, { additionalProperties: false }),
  response: { 200: objectSchema({ email: stringSchema, purpose: stringEnum(['invite', 'reset'] as const) }) },
};

export const setPasswordSchema = {
  summary: 'Set the password with a one-time link (invitation or reset)',
  operationId: 'setPassword',
  description: 'Checks the password rules; uses up the person\'s links and ends their sessions.',
  body: Type.Object({ token: linkTokenSchema, password: passwordSchema }, { additionalProperties: false }),
  response: { 204: noContentSchema },
};
