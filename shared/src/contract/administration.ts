/** Customer administration: profile, users of a customer, one-time links, audit trail. */
import type { Role } from './session.js';

/** da-DK, en-GB or de-DE: the language the portal starts in for this user. */
export type ProfileCulture = 'da-DK' | 'en-GB' | 'de-DE';

export interface Profile {
  employeeId: number;
  /** The person's own name: every customer shows it unless its Admin has given the person another there. */
  name: string;
  email: string;
  role: Role;
  /** null: the portal's default language. */
  culture: ProfileCulture | null;
  newsletter: boolean;
  /** When the provider's terms were accepted (ISO), or null. */
  termsAcceptedAt: string | null;
}

export interface ProfileUpdate {
  name: string;
  culture: ProfileCulture | null;
  newsletter: boolean;
  /** true: accept the provider's terms now (a later false does not un-accept). */
  acceptTerms?: boolean;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** One user of the customer, as the customer's Admins see them (the membership, never the person's other customers). */
export interface CustomerUser {
  employeeId: number;
  /** This customer's name for the person (set by its Admin), else the person's own. */
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** Added by an Admin and not signed in or set a password since (the membership's state, not the account's). */
  invited: boolean;
  /** null: all locations; otherwise the codes the user is limited to (with their sub-locations). */
  locationCodes: string[] | null;
}

export interface UserInvite {
  name: string;
  email: string;
  role: Role;
  /** Absent or null: all locations. */
  locationCodes?: string[] | null;
}

export interface UserUpdate {
  name: string;
  role: Role;
  active: boolean;
  locationCodes: string[] | null;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface SetPasswordRequest {
  token: string;
  password: string;
}

/** What a valid one-time link is for (the set-password screen shows it). */
export interface PasswordLinkInfo {
  email: string;
  purpose: 'invite' | 'reset';
}

export interface AuditEntry {
  id: number;
  /** ISO time. */
  created: string;
  employeeId: number | null;
  person: string;
  /** Set when provider staff acted as the person. */
  impersonator: string | null;
  action: string;
  subject: string;
  details: string | null;
  locationCode: string | null;
  locationName: string | null;
}
