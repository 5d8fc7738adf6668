/**
 * The issues domain of the API contract (spec section 7 "Issues"; shapes from section 3). Every path is
 * under /api/issue. `issueId` in paths and rows is the issue's database id; `number` is the provider's
 * issue number. Dates are ISO 8601 strings unless stated otherwise. The rules (statuses, comment
 * minimum, bundle flags) are in issues.rules.js.
 */
import type { IssueListStatus, IssueStatusCode, IssueUpdateStatus, ThermographyUpdateStatus } from './issues.rules.js';

export type { IssueListStatus, IssueStatusCode, IssueUpdateStatus, ThermographyUpdateStatus };

/** A row of the issue lists (spec section 3 "Issue row"). */
export interface IssueRow {
  id: number;
  /** The provider's issue number. */
  number: string;
  status: IssueStatusCode;
  /** How serious the fault is (issueSeverity: A critical, B significant, C minor), or null when its type does not say. */
  severity: 'A' | 'B' | 'C' | null;
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
  /** The customer completed it with evidence of its own fix and the provider has not confirmed it yet (isCustomerFixPending). */
  customerFixPending: boolean;
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
  /** Evidence of the customer's own fix (set on the details' files). */
  evidence?: boolean;
}

/** spec section 3 "Issue transaction"; lists are newest first. */
export interface IssueTransaction {
  date: string;
  person: string;
  statusPhrase: string;
  comment: string;
}

/**
 * A thermography field as the provider stores it: `type` is its name ('Temp. max'), `key` the name the
 * thermography row uses for it (spaces and dots removed: 'Tempmax'), `value` the stored text (Fejlklasse
 * with its words; the row keeps only the digits).
 */
export interface ThermographyField {
  key: string;
  type: string;
  value: string;
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
  /**
   * Every thermography field of the issue (Tavlenr, Tavletype, Fejlklasse, Fejltype, FejlId and the custom
   * ones), by type; empty for a standard issue. The overlay needs no list row to show them.
   */
  thermographyFields: ThermographyField[];
  /** The thermography report (the row's fileName/fileUrl); null when there is none or for a standard issue. */
  thermographyReport: IssueFile | null;
  notes: { value: string; created: string }[];
  files: IssueFile[];
  transactions: IssueTransaction[];
  /** The customer's own fix: when the customer said it was mended, and when the provider confirmed it; null when none. */
  customerFix: { fixedAt: string; verifiedAt: string | null; pending: boolean } | null;
}

/**
 * POST /issue/{customerId}/customerFix/{issueId} (multipart: comment, files): the customer completed the fault
 * itself; the files are its evidence (photos, a certificate). Answers the fresh IssueDetails.
 */
export interface CustomerFixRequest {
  comment: string;
  files: readonly File[];
}

/** POST /issue/{customerId}/updateStatus/{issueId}. Comment: at least 15 characters (trimmed). */
export interface UpdateIssueStatusRequest {
  InstallationReferenceCode?: string;
  IssueStatus: IssueUpdateStatus;
  Comment: string;
  /** Ignored for identity: the acting person is the token's employee. */
  Email?: string;
  Name?: string;
}

/** POST /issue/{customerId}/updateThermographyStatus/{issueId}/{locationCode}. Comment non-empty. */
export interface UpdateThermographyStatusRequest {
  IssueStatus: ThermographyUpdateStatus;
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
 * Props of the `thermography` overlay: the issue alone, as for the issue overlay. The details call carries
 * everything it shows (fields, report, note), so a provider tool opens it with an id and nothing else.
 */
export type ThermographyOverlayProps = IssueOverlayProps;

/** 202 answer of the zip call: the bundle is built in the background and its link sent by e-mail. */
export interface IssueBundleAccepted {
  accepted: true;
}
