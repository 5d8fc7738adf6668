import { Type } from 'typebox';
import { customerParams } from '../../schemas/common.js';
import { nullableString, stringSchema } from '../../schemas/responses.js';

/** The sign-in's first step: `{ redirectUrl }` to the customer's provider, or `{ password: true }`. */
const startResponseSchema = Type.Union([
  Type.Object({ redirectUrl: stringSchema }, { additionalProperties: false }),
  Type.Object({ password: Type.Literal(true) }, { additionalProperties: false }),
]);

export const startSingleSignOnSchema = {
  summary: 'The sign-in\'s first step: single sign-on at the customer\'s identity provider, or the password',
  operationId: 'startSingleSignOn',
  description:
    'Answers `{ redirectUrl }` (the provider\'s authorization URL, with a short-lived sealed cookie holding the state, nonce and PKCE verifier) when the address\'s domain belongs to a customer with single sign-on, and `{ password: true }` otherwise. The answer depends on the domain only, never on whether the address has an account. Limited per address (429 with Retry-After); 503 when the provider cannot be reached.',
  body: Type.Object(
    { email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' }) },
    { additionalProperties: false },
  ),
  response: { 200: startResponseSchema },
};

export const singleSignOnCallbackSchema = {
  summary: 'The identity provider\'s return: signs in and sends the browser to the portal',
  operationId: 'singleSignOnCallback',
  description:
    'The redirect URI to register at the provider. Checks the return with the flow\'s cookie (state, issuer, PKCE, the ID token and its nonce) and answers 302: to `/login?accessToken=<token>` with a new session, or to `/login?ssoError=<message key>` when refused (an unknown address without just-in-time creation, an unverified address, a return that does not check out or came too late). Limited per address.',
  querystring: Type.Object(
    {
      code: Type.Optional(Type.String({ maxLength: 4096 })),
      state: Type.Optional(Type.String({ maxLength: 1024 })),
      iss: Type.Optional(Type.String({ maxLength: 2048 })),
      error: Type.Optional(Type.String({ maxLength: 200 })),
      error_description: Type.Optional(Type.String({ maxLength: 2048 })),
      session_state: Type.Optional(Type.String({ maxLength: 1024 })),
    },
    // Providers add parameters of their own; only the flow's are read.
    { additionalProperties: true },
  ),
  response: { 302: Type.Unsafe<undefined>({ type: 'null', description: 'Redirect to /login with the token or the refusal\'s message key' }) },
};

export const readSingleSignOnSchema = {
  summary: "The customer's single sign-on configuration, read-only (Admins only)",
  operationId: 'readSingleSignOn',
  description: 'The identity provider the provider\'s import set for the customer: issuer, client id, e-mail domains, whether it is enforced and whether just-in-time creation is on. Never the client secret.',
  params: customerParams({}),
  response: {
    200: Type.Object({
      configured: Type.Boolean(),
      issuer: nullableString,
      clientId: nullableString,
      domains: Type.Array(stringSchema),
      enforced: Type.Boolean(),
      justInTime: Type.Boolean(),
    }),
  },
};
