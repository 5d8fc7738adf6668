import { Type } from 'typebox';
import { customerParams, idSchema } from '../../schemas/common.js';
import { arrayOf, booleanSchema, integerSchema, noContentSchema, objectSchema, stringSchema } from '../../schemas/responses.js';

/** An authenticator code (6 digits) or a recovery code; spaces are ignored, the service decides which it is. */
export const totpCodeSchema = Type.String({ minLength: 6, maxLength: 32, pattern: '^[0-9A-Za-z \\-]+$' });

const codeBody = Type.Object({ code: totpCodeSchema }, { additionalProperties: false });

const enrolmentSchema = objectSchema({ secret: stringSchema, otpauthUrl: stringSchema, qrCode: stringSchema });
const requirementSchema = objectSchema({ required: booleanSchema, enrolledEmployeeIds: arrayOf(integerSchema) });

export const totpStatusSchema = {
  summary: "The signed-in employee's two-factor state",
  operationId: 'totpStatus',
  description: 'Whether two-factor sign-in is on, whether a customer of the employee requires it, and how many recovery codes are unused.',
  response: { 200: objectSchema({ enabled: booleanSchema, required: booleanSchema, recoveryCodesLeft: integerSchema }) },
};

export const totpEnrolSchema = {
  summary: 'Start two-factor enrolment: a new authenticator key',
  operationId: 'totpEnrol',
  description: 'A new key (text, otpauth:// URL and its QR code as an SVG data URL), waiting for its first code; 409 while two-factor is on.',
  response: { 200: enrolmentSchema },
};

export const totpConfirmSchema = {
  summary: 'Confirm two-factor enrolment with a code; answers ten one-time recovery codes',
  operationId: 'totpConfirm',
  description: 'The code from the authenticator turns two-factor on. The recovery codes are shown once: the server keeps only their hashes. Wrong codes are limited per user (429).',
  body: codeBody,
  response: { 200: objectSchema({ recoveryCodes: arrayOf(stringSchema) }) },
};

export const totpDisableSchema = {
  summary: 'Turn two-factor off with a current code',
  operationId: 'totpDisable',
  description: 'Needs a current code or an unused recovery code; 403 while one of the employee\'s customers requires two-factor.',
  body: codeBody,
  response: { 204: noContentSchema },
};

export const readTwoFactorRequirementSchema = {
  summary: "The customer's two-factor requirement (Admins only)",
  operationId: 'readTwoFactorRequirement',
  description: 'Whether every password user must use two-factor sign-in, and which members have it on.',
  params: customerParams({}),
  response: { 200: requirementSchema },
};

export const setTwoFactorRequirementSchema = {
  summary: 'Require two-factor sign-in of every password user of the customer (Admins only)',
  operationId: 'setTwoFactorRequirement',
  description: 'A user without two-factor then sets it up at the next sign-in. Audited.',
  params: customerParams({}),
  body: Type.Object({ required: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: requirementSchema },
};

export const resetTwoFactorSchema = {
  summary: "Reset a user's two-factor sign-in (Admins only)",
  operationId: 'resetTwoFactor',
  description: "Removes the user's authenticator key and recovery codes (e.g. a lost phone). Audited when there was one; 404 for someone who is not a member.",
  params: customerParams({ employeeId: idSchema }),
  response: { 204: noContentSchema },
};
