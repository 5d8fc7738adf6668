/** Sign-in, session, customers, dictionary and the portal's runtime configuration (spec sections 3 and 7). */

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
  /**
   * Id of the server-side session the token belongs to (not in the spec: logout revokes the
   * session, and with it every token issued for it, renewed ones included).
   */
  sid: string;
  exp: number;
  iat: number;
}

export interface AuthenticateRequest {
  email: string;
  password: string;
  /** With two-factor: the authenticator's 6-digit code or an unused recovery code (401 `totpRequired` without it). */
  totp?: string;
}

export interface TokenResponse {
  token: string;
}

/** The sign-in answer: also the profile's language ('da-DK' | 'en-GB' | 'de-DE'), null when none is set. */
export interface SignInResponse extends TokenResponse {
  culture: string | null;
  /** Only when this sign-in confirmed the two-factor enrolment a customer requires: shown once. */
  recoveryCodes?: string[];
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

/** Body of every 4xx/5xx answer. `message` is safe to show to the user. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** A dictionary key of the message, when the spec names one (e.g. 'notifications.alert.locationAlreadyAll'). */
  key?: string;
}

/** GET /config.json, served next to the shell. */
export interface RuntimeConfig {
  /** Base URL of the API, e.g. '/api' or 'https://api.example.com/api'. */
  apiBaseUrl: string;
  /** 'production' hides the environment banner. */
  environment: string;
  /** Used in page titles. */
  providerName: string;
  /**
   * Where logout and an empty stored token send the user (spec section 4: the provider's public
   * site). '/login' (the default) keeps them in the portal's sign-in page.
   */
  publicSiteUrl: string;
  /**
   * The customers' time zone (TIME_ZONE, ADR 0048): every time on the screens is shown in it, as in the
   * PDFs. Absent from an older server or an embedding page: Europe/Copenhagen.
   */
  timeZone?: string;
  /** The portfolio map's tile URL template (MAP_TILE_URL; OpenStreetMap's by default). Absent: no tiles. */
  mapTileUrl?: string;
  /** What the map credits its tiles with (plain text). */
  mapAttribution?: string;
}
