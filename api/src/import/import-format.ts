import type { Role } from '@portal/shared/contract';
import type { IssueKind, IssueStatus, TaskStatus } from '../db/domain-constants.js';

/**
 * A provider's data file (`npm run import -w api -- <file.json>`), validated against
 * docs/provider-import.schema.json. Everything is keyed by the provider's own codes, so importing
 * the same file twice changes nothing. Dates are ISO 8601 date-times.
 */
export interface ProviderImport {
  customers?: ImportCustomer[];
  employees?: ImportEmployee[];
  news?: ImportNews[];
}

export interface ImportCustomer {
  /** The provider's customer number (xalId), the customer's key. */
  xalId: string;
  name: string;
  /** Flat list; nesting through `parentCode` (any depth). */
  locations?: ImportLocation[];
  installations?: ImportInstallation[];
  tasks?: ImportTask[];
  issues?: ImportIssue[];
  quotes?: ImportQuote[];
  /** The customer's identity provider; left out: the stored one is kept; null: removed (ADR 0063). */
  singleSignOn?: ImportSingleSignOn | null;
}

export interface ImportSingleSignOn {
  issuer: string;
  clientId: string;
  /** Stored sealed with SSO_SECRET_KEY. */
  clientSecret: string;
  /** Lower-cased e-mail domains; each belongs to one customer. */
  domains: string[];
  enforced?: boolean;
  justInTimeUsers?: boolean;
}

export interface ImportLocation {
  code: string;
  name: string;
  parentCode?: string | null;
  streetName?: string | null;
  zipCode?: string | null;
  city?: string | null;
  contact?: string | null;
  phoneNumber?: string | null;
  /** WGS 84 decimal degrees, both or neither (the portfolio map). */
  latitude?: number | null;
  longitude?: number | null;
}

export interface ImportInstallation {
  /** May contain a slash. */
  code: string;
  name: string;
  type: string;
  locationCode: string;
}

export interface ImportTask {
  /** The provider's task number, the task's key within the customer. */
  number: string;
  installationCode: string;
  name: string;
  type: string;
  status: TaskStatus;
  dueDate: string;
  startDate?: string | null;
  plannedDate?: string | null;
  completedDate?: string | null;
  jobNumber?: string | null;
  history?: ImportTaskHistoryEntry[];
  serviceReport?: ImportServiceReport | null;
  controlSchema?: ImportControlSchema | null;
}

export interface ImportTaskHistoryEntry {
  created: string;
  status: TaskStatus;
  note?: string | null;
  responsible: string;
}

export interface ImportServiceReport {
  caseNumber: string;
  activityType: string;
  taskName: string;
  installationNumber: string;
  responsible: string;
  stopDate: string;
  customerReference?: string | null;
  lines: { description: string; checked: boolean; type: 'header' | 'line' }[];
  /** The service comments (the technician's remarks), in the provider's order; absent means none. */
  comments?: ImportServiceComment[];
}

export interface ImportServiceComment {
  date: string;
  person: string;
  comment: string;
}

export interface ImportControlSchema {
  reportFile: string;
  company: string;
  department?: string | null;
  responsible: string;
  date: string;
  items: { name: string; checks: { name: string; completed: string }[] }[];
}

export interface ImportIssue {
  /** The provider's issue number, the issue's key within the customer. */
  number: string;
  installationCode: string;
  /** The inspection that found it. */
  taskNumber?: string | null;
  kind?: IssueKind;
  status: IssueStatus;
  created: string;
  updated: string;
  updatedBy: string;
  responsible: string;
  type: string;
  errorType?: string | null;
  reference?: string | null;
  description?: string | null;
  /** When the provider confirmed the customer's own fix (left out: kept as stored; null: not confirmed). */
  verifiedAt?: string | null;
  transactions?: { date: string; person: string; status: IssueStatus; statusPhrase: string; comment: string }[];
  notes?: { created: string; value: string }[];
  /** Thermography custom fields by type: Tavlenr, Tavletype, Fejlklasse, Fejltype, FejlId, ... */
  thermographyFields?: Record<string, string>;
}

/** A remediation quote for one or more faults (ADR 0055); key: customer + `number`. */
export interface ImportQuote {
  number: string;
  /** The faults it remedies (issue numbers of this customer, at one location). */
  issueNumbers: string[];
  title: string;
  /** In the currency's units with at most two decimals, e.g. 12450.00. */
  amount: number;
  /** ISO 4217, e.g. DKK. */
  currency: string;
  /** The last day it may be accepted (YYYY-MM-DD). */
  validUntil: string;
  /** The quote's PDF: a file name in the import file's folder (the command stores it). */
  pdfFile?: string | null;
  created?: string;
  /** A decision made outside the portal; a decision made in the portal is never overwritten. */
  decision?: { status: 'Approved' | 'Declined'; name: string; decidedAt: string; poNumber?: string | null; reason?: string | null } | null;
}

export interface ImportEmployee {
  email: string;
  name: string;
  /** Plain password, hashed on import (kept when it already matches), or a stored scrypt hash. */
  password?: string;
  passwordHash?: string;
  newsletter?: boolean;
  memberships: { customerXalId: string; role: Role }[];
}

export interface ImportNews {
  /** The provider's id of the item. */
  code: string;
  title: string;
  teaser: string;
  /** HTML; sanitized when shown. */
  bodyHtml: string;
  releaseDate: string;
  /** News feed id (spec section 9: 3 is the list). */
  feedId?: number;
}

/** One reason a file was rejected: where (JSON pointer) and why. */
export interface ImportError {
  path: string;
  message: string;
}

export interface ImportSummary {
  /** Rows inserted, changed or deleted per table; all zero when the data was already there. */
  changed: Record<string, number>;
  /** The same split up (added to the format: the CLI prints it). */
  inserted: Record<string, number>;
  updated: Record<string, number>;
  /** Only rows of nested collections (history, report lines, notes, ...): top-level rows are never deleted. */
  deleted: Record<string, number>;
}
