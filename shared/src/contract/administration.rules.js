// @ts-check
/** Password and administration rules both sides apply. */

/** A password has at least this many characters (NIST SP 800-63B asks for 8 at least; the portal asks for more). */
export const minPasswordLength = 10;

/** At most this many characters (scrypt takes any length; this only bounds the work per request). */
export const maxPasswordLength = 200;

/** How long an invitation link is valid. */
export const inviteLinkHours = 72;

/** How long a password-reset link is valid. */
export const resetLinkHours = 1;

/** The roles an Admin may give (spec section 6 names 'Admin'; every other user is a 'User'). */
export const roles = /** @type {const} */ (['Admin', 'User']);

/** The dictionary keys of the password messages the server sends with a 400. */
export const passwordMessageKeys = /** @type {const} */ ({
  tooShort: 'profile.password.tooShort',
  tooCommon: 'profile.password.tooCommon',
  wrongCurrent: 'profile.password.wrongCurrent',
  personal: 'profile.password.personal',
});
