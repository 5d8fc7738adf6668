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
  /**
   * Where logout and an empty stored token send the user (spec section 4: the provider's public
   * site). '/login' (the default) keeps them in the portal's sign-in page.
   */
  publicSiteUrl: string;
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

// ---------------------------------------------------------------------------------------------
// Issues (spec section 7 "Issues"; shapes from section 3). Every path is under /api/issue.
// `issueId` in paths and rows is the issue's database id; `number` is the provider's issue number.
// Dates are ISO 8601 strings unless stated otherwise.
// ---------------------------------------------------------------------------------------------

/** The `{status}` of the list calls: NoAction / active / DASHBOARD = current issues, Completed = completed. */
export type IssueListStatus = 'NoAction' | 'active' | 'DASHBOARD' | 'Completed';

/** Status codes an issue can have. Thermography issues also use Created. */
export type IssueStatusCode = 'Error' | 'NoAction' | 'Completed' | 'Created';

/** A row of the issue lists (spec section 3 "Issue row"). */
export interface IssueRow {
  id: number;
  /** The provider's issue number. */
  number: string;
  status: IssueStatusCode;
  /** Database id of the task the issue was found on, or null. */
  taskId: number | null;
  installationReferenceCode: string;
  installation: string;
  installationType: string;
  locationName: string;
  locationCode: string;
  /** Always true: the issue report is generated on demand. */
  hasIssueReport: boolean;
  hasServiceReport: boolean;
  hasControlSchema: boolean;
  responsible: string;
  created: string;
  updated: string;
  latestNote: string | null;
  /** The control schema's report file of the issue's task (also seen as schemaReportFile). */
  controlSchemaFile: string | null;
  controlSchemaItems: number;
  jobNumber: string | null;
  fileCount: number;
}

/**
 * A row of the thermography list (spec section 3 "Thermography issue (row)"). Besides the fixed
 * keys, every other thermography field is a key: its type with spaces and dots removed
 * ('Temp. max' -> 'Tempmax').
 */
export interface ThermographyIssueRow {
  /** First 10 characters of the created date (YYYY-MM-DD). */
  created: string;
  issueId: number;
  number: string;
  responsible: string;
  responsibleInitials: string;
  status: IssueStatusCode;
  /** The latest transaction comment. */
  note: string | null;
  /** Signed link to the thermography report file, or null. */
  fileUrl: string | null;
  fileName: string | null;
  Tavlenr: string;
  Tavletype: string;
  /** Only the digits of the class. */
  Fejlklasse: string;
  Fejltype: string;
  FejlId: string;
  [customField: string]: string | number | null;
}

/** A file of an issue: `url` is a signed download link that expires (1 hour in details). */
export interface IssueFile {
  url: string;
  displayName: string;
}

/** spec section 3 "Issue transaction"; lists are newest first. */
export interface IssueTransaction {
  date: string;
  person: string;
  statusPhrase: string;
  comment: string;
}

/** POST /issue/{customerId}/issue/{issueId} (body: location code as a JSON string): the overlay content. */
export interface IssueDetails {
  issueId: number;
  number: string;
  kind: 'standard' | 'thermography';
  status: IssueStatusCode;
  created: string;
  updated: string;
  updatedBy: string;
  responsible: string;
  /** Class/type. */
  type: string;
  errorType: string | null;
  reference: string | null;
  description: string | null;
  installationReferenceCode: string;
  installation: string;
  locationCode: string;
  locationName: string;
  /** Tavlenr / Tavletype thermography fields (null when absent). */
  tabletNumber: string | null;
  tabletType: string | null;
  notes: { value: string; created: string }[];
  files: IssueFile[];
  transactions: IssueTransaction[];
}

/** POST /issue/{customerId}/updateStatus/{issueId}. Comment: at least 15 characters (trimmed). */
export interface UpdateIssueStatusRequest {
  InstallationReferenceCode?: string;
  IssueStatus: 'Error' | 'NoAction' | 'Completed';
  Comment: string;
  /** Ignored for identity: the acting person is the token's employee. */
  Email?: string;
  Name?: string;
}

/** POST /issue/{customerId}/updateThermographyStatus/{issueId}/{locationCode}. Comment non-empty. */
export interface UpdateThermographyStatusRequest {
  IssueStatus: 'NoAction' | 'Completed' | 'Created';
  InstallationReferenceCode?: string;
  Comment: string;
  Email?: string;
  Name?: string;
}

/** GET /issue/{customerId}/{issueId}/{locationCode}/issueReport/pdf: a signed link to the generated PDF. */
export interface FileUrlResponse {
  url: string;
}

/** PUT multipart /issue/{customerId}/uploadFiles/{issueId}/ (parts named `files`): the stored files. */
export interface UploadFilesResponse {
  files: IssueFile[];
}

/**
 * POST /issue/{customerId}/zipfile/{locationCode}/{includeFiles}/{includeServiceReport}/{includeIssueReport}/{includeControlSchema}.
 * `email`/`name` are accepted for compatibility; the bundle link goes to the signed-in employee.
 */
export interface IssueBundleRequest {
  IssueIds: number[];
  email?: string;
  name?: string;
}

/** Props of the `issue` overlay (`dispatchOverlayOpen({ type: 'issue', props })`). */
export interface IssueOverlayProps {
  issueId: number;
  /** The row's location; the active location when absent. */
  locationCode?: string;
}

/**
 * Props of the `thermography` overlay: besides the issue, what the thermography row already knows
 * (report file, note, Fejlklasse, Fejltype, FejlId), which the details call does not carry.
 */
export interface ThermographyOverlayProps extends IssueOverlayProps {
  fileUrl?: string | null;
  fileName?: string | null;
  note?: string | null;
  issueClass?: string | null;
  issueType?: string | null;
  faultId?: string | null;
}

/** 202 answer of the zip call: the bundle is built in the background and its link sent by e-mail. */
export interface IssueBundleAccepted {
  accepted: true;
}
