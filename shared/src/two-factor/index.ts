/**
 * @portal/shared/two-factor: the key and recovery-code panels of two-factor sign-in (ADR 0057), for the sign-in's
 * code step and the profile page. Not a shared singleton: the two pages that show them bundle them, and every
 * other page does without. They reach the core's texts and buttons through its package name.
 */
export { RecoveryCodes } from './recovery-codes.component';
export { TotpKey } from './totp-key.component';
