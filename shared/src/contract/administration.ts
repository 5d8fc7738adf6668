/** Customer administration (issue 16): profile, users of a customer, one-time links, audit trail. */
import type { Role } from './session.js';

/** da-DK, en-GB or de-DE: the language the portal starts in for this user. */
export type ProfileCulture = 'da-DK' | 'en-GB' | 'de-DE';

export interface Profile {
  employeeId: number;
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

/** One user of the customer, as the customer's Admins see them. */
export interface CustomerUser {
  employeeId: number;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** Invited and the link not used yet (no password set). */
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
