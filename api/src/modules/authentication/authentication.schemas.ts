import { Type } from 'typebox';
import { totpCodeSchema } from '../two-factor/two-factor.schemas.js';
import { idSchema, paramsObject } from '../../schemas/common.js';
import { noContentSchema, nullableString, stringSchema, tokenResponseSchema } from '../../schemas/responses.js';

/** The sign-in answer: the token and the profile's language, which the portal switches to. */
const signInResponseSchema = Type.Object({
  token: stringSchema,
  culture: nullableString,
  /** Only when this sign-in confirmed a two-factor enrolment the customer requires (shown once). */
  recoveryCodes: Type.Optional(Type.Array(stringSchema)),
});

export const authenticateSchema = {
  summary: 'Sign in with e-mail and password; answers a session token',
  operationId: 'authenticate',
  description:
    'Starts a server-side session. A wrong e-mail or password is the same 401 whatever the e-mail; limited per address and e-mail (429 with Retry-After). With two-factor, a right password answers 401 `{ totpRequired: true }` (with `enrolment` when the customer requires two-factor and the user has none yet) until `totp` carries a right code or an unused recovery code; wrong codes are limited per user.',
  body: Type.Object(
    {
      email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' }),
      password: Type.String({ minLength: 1, maxLength: 1024 }),
      totp: Type.Optional(totpCodeSchema),
    },
    { additionalProperties: false },
  ),
  response: { 200: signInResponseSchema },
};

export const requestNewTokenSchema = {
  summary: 'A new token for another customer of the employee (customer switch), same session',
  operationId: 'requestNewToken',
  description: 'A token for another of the signed-in employee\'s customers, in the same session and never past its end; 404 for another employee or a customer they are not a member of.',
  params: paramsObject({ customerId: idSchema, employeeId: idSchema }),
  response: { 200: tokenResponseSchema },
};

export const logImpersonatorSchema = {
  summary: 'Logs that an impersonating provider employee opened the portal',
  operationId: 'logImpersonator',
  description: 'Writes the impersonation log and an audit entry when provider staff (the token\'s Impersonator claim) act as the employee.',
  params: paramsObject({
    customerId: idSchema,
    employeeId: idSchema,
    impersonatorName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  response: { 204: noContentSchema },
};

export const logoutSchema = {
  summary: 'Ends the session on the server (the token and tokens renewed from it are refused at once)',
  operationId: 'logout',
  description: 'Revokes the token\'s session: this token and every token renewed from it are refused with 401 from now on, in every API process.',
  response: { 204: noContentSchema },
};
