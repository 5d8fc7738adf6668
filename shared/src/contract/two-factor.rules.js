// @ts-check
/** Two-factor sign-in (TOTP, RFC 6238) rules both sides apply. */

/** Authenticator codes: 6 digits, a new one every 30 seconds, SHA-1 (what every authenticator app supports). */
export const totpDigits = 6;
export const totpPeriodSeconds = 30;
export const totpAlgorithm = 'SHA1';

/** A code of the step before or after the server's is accepted too: clocks of phones drift. */
export const totpWindowSteps = 1;

/** The issuer an authenticator app shows beside the account. */
export const totpIssuer = 'Customer portal';

/** How many one-time recovery codes an enrolment hands out. */
export const recoveryCodeCount = 10;

/** A recovery code: 10 characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
export const recoveryCodePattern = '^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$';

/** Wrong codes allowed per user in one window before further codes are refused (429). */
export const totpMaxFailedCodes = 5;
export const totpFailureWindowMinutes = 15;

/** The dictionary keys of the two-factor messages the server sends with a 4xx (shown by the UI). */
export const twoFactorMessageKeys = /** @type {const} */ ({
  required: 'common.twoFactor.codeRequired',
  enrolmentRequired: 'common.twoFactor.enrolmentRequired',
  wrongCode: 'common.twoFactor.wrongCode',
  tooManyCodes: 'common.twoFactor.tooManyCodes',
  noPendingEnrolment: 'common.twoFactor.noPendingEnrolment',
  alreadyEnrolled: 'common.twoFactor.alreadyEnrolled',
  requiredByCustomer: 'common.twoFactor.requiredByCustomer',
  notEnrolled: 'common.twoFactor.notEnrolled',
});
