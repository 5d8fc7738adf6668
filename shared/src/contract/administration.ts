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
  /** May decide remediation quotes (Admins always may; for a User an Admin gives the right). */
  mayApproveQuotes: boolean;
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
  /** Left out: unchanged. */
  mayApproveQuotes?: boolean;
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

/** What an audit entry changed, as a code and its values: each reader sees it in their own language. */
export type AuditSubject =
  | { kind: 'task' | 'issue' | 'thermographyIssue'; number: string }
  | { kind: 'issueReports' | 'taskReports'; count: number };

/** One change of a person's membership or profile. */
export type AuditChange =
  | { field: 'name' | 'role'; from: string; to: string }
  | { field: 'active' | 'newsletter' | 'mayApproveQuotes'; value: boolean }
  | { field: 'locations'; codes: string[] | null }
  | { field: 'language'; value: string | null }
  | { field: 'terms' };

/** The details of an audit entry as a code and its values. */
export type AuditDetail =
  /** A task's or an issue's new status code (the task's select code: PostponedByProvider), with the note. */
  | { kind: 'status'; status: string; note: string }
  /** What a file belongs to. */
  | { kind: 'fileOf'; target: 'task' | 'issue' | 'installation' | 'location'; ref: string }
  /** The records a report bundle holds. */
  | { kind: 'numbers'; target: 'issues' | 'tasks'; numbers: string[] }
  /** An invitation: the role and the chosen locations (null: all). */
  | { kind: 'access'; role: string; locations: string[] | null }
  | { kind: 'changes'; changes: AuditChange[] }
  | { kind: 'passwordSet'; purpose: 'invitation' | 'reset' }
  | { kind: 'sessionsEnded'; count: number }
  | { kind: 'impersonation'; impersonator: string; name: string }
  | { kind: 'removedPerson'; name: string };

export interface AuditParams {
  subject?: AuditSubject;
  details?: AuditDetail;
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
  /**
   * The subject and details as codes and values (ADR 0048): the page writes them in the reader's language.
   * `subject` and `details` are the same in English words, for the CSV and for entries written before.
   */
  params: AuditParams | null;
  locationCode: string | null;
  locationName: string | null;
}
