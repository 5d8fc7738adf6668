/**
 * The API contract: request and response shapes of the provider API (spec section 7) as this
 * portal's API serves them. The API imports these types too (type-only), so client and server
 * cannot drift apart.
 */

/** Role compared with 'Admin' by the sidebar (spec section 6). */
export type Role = 'Admin' | 'User';

/** Claims carried by the signed JWT (spec section 3, "Session and token claims"). */
export interface TokenClaims {
  CustomerId: string;
  EmployeeEmail: string;
  EmployeeName: string;
  EmployeeId: string;
  /** 'True' when the employee subscribes to the newsletter. */
  NewsFeed: 'True' | 'False';
  CustomerXal: string;
  Role: Role;
  /** E-mail of the provider employee impersonating this user, when present. */
  Impersonator?: string;
  exp: number;
  iat: number;
}

export interface AuthenticateRequest {
  email: string;
  password: string;
}

export interface TokenResponse {
  token: string;
}

/** Customer list entry (spec section 3). */
export interface CustomerListEntry {
  id: string;
  name: string;
  xalId: string;
}

/** GET /employee/{id}/customers. `showCutomerSelect` is spelled as the spec spells it. */
export interface CustomerListResponse {
  customers: CustomerListEntry[];
  showCutomerSelect: boolean;
}

export type Culture = 'da-dk' | 'en-gb' | 'de-de';

/** GET /resource/dictionary?culture= : text key -> text. */
export type Dictionary = Record<string, string>;

/** A node of GET /location/{customerId}/locations (nested several levels). */
export interface LocationNode {
  code: string;
  name: string;
  hasIncidents: boolean;
  hasOverdue: boolean;
  children: LocationNode[];
}

/** GET /location/{customerId}/location/{code}. Address fields are null when absent. */
export interface LocationDetails {
  code: string;
  name: string;
  streetName: string | null;
  zipCode: string | null;
  city: string | null;
  contact: string | null;
  phoneNumber: string | null;
  /** Number of installations (units) at the location and its descendants. */
  units: number;
  /** Number of current (not completed) issues at the location and its descendants. */
  currentIssues: number;
}

/** Body of every 4xx/5xx answer. `message` is safe to show to the user. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** GET /config.json, served next to the shell. */
export interface RuntimeConfig {
  /** Base URL of the API, e.g. '/api' or 'https://api.example.com/api'. */
  apiBaseUrl: string;
  /** 'production' hides the environment banner. */
  environment: string;
  /** Used in page titles. */
  providerName: string;
}

/** GET /chart/{customerId}/location/{code}/statistics: counts for the location and everything inside it. */
export interface LocationStatistics {
  name: string;
  openIssues: number;
  closedIssues: number;
  openTasks: number;
  closedTasks: number;
}

/** Status colour of an installation (unit): green ok, yellow overdue inspections, red issues on the unit. */
export type InstallationStatusColour = 'green' | 'yellow' | 'red';
