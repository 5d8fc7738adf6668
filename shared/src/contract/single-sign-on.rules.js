// @ts-check
/** Single sign-on with a customer's OpenID Connect provider: rules both sides apply. */

/** How long a sign-in may stay at the identity provider before its return is refused. */
export const singleSignOnFlowMinutes = 10;

/** The query parameter of `/login` that carries the message key of a refused single sign-on. */
export const singleSignOnErrorParameter = 'ssoError';

/** The dictionary keys of the single sign-on messages (sent with a 4xx, or in `?ssoError=` on `/login`). */
export const singleSignOnMessageKeys = /** @type {const} */ ({
  /** The provider confirmed the address, but no active user of the customer has it (just-in-time creation off). */
  unknownUser: 'common.singleSignOn.unknownUser',
  /** The provider did not vouch for the e-mail address. */
  unverifiedEmail: 'common.singleSignOn.unverifiedEmail',
  /** The return from the provider did not check out (state, nonce, issuer, code) or came too late. */
  failed: 'common.singleSignOn.failed',
  /** The customer requires single sign-on: the password is refused. */
  enforced: 'common.singleSignOn.enforced',
});

/** The message keys `/login` may show from `?ssoError=` (anything else in the address is ignored). */
export const singleSignOnErrorKeys = /** @type {readonly string[]} */ (Object.values(singleSignOnMessageKeys));
