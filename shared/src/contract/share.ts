import type { ShareAccessKind, ShareLinkState } from './share.rules.js';
import type { TaskComplianceState } from './portfolio.rules.js';

/**
 * Share links: evidence for an auditor, insurer or fire authority without an account. The Admins' calls are under
 * /api/share/{customerId}/links; the recipient's under /api/public/share/{token}.
 */

/** POST /api/share/{customerId}/links: days are 'YYYY-MM-DD', both included; `expiresAt` an instant. */
export interface ShareLinkInput {
  locations: string[];
  from: string;
  to: string;
  expiresAt: string;
  pin?: string;
}

/** The answer to making a link: `url` is shown once (only the token's hash is kept). */
export interface ShareLinkCreated {
  id: number;
  url: string;
  expiresAt: string;
}

/** A link as the Admins' list shows it. */
export interface ShareLinkSummary {
  id: number;
  locations: { code: string; name: string }[];
  from: string;
  to: string;
  expiresAt: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  pinProtected: boolean;
  state: ShareLinkState;
  visits: number;
  lastVisitAt: string | null;
}

/** One line of a link's access log. */
export interface ShareLinkAccess {
  at: string;
  ip: string;
  what: ShareAccessKind;
  /** What was opened: a location code, a task or fault number, a file name; null for a visit. */
  subject: string | null;
}

/** A file the recipient may download (GET /api/public/share/{token}/files/{id}). */
export interface SharedFile {
  id: number;
  name: string;
  contentType: string;
}

/** GET /api/public/share/{token}: what the link covers. */
export interface SharedEvidence {
  customerName: string;
  from: string;
  to: string;
  expiresAt: string;
  locations: { code: string; name: string; address: string }[];
  /** The locations' own documents (drawings, certificates), at most `shareMaxDocuments`. */
  documents: (SharedFile & { location: string })[];
}

/** An inspection due in the link's period. */
export interface SharedTask {
  id: number;
  number: string;
  name: string;
  installation: string;
  location: string;
  dueDate: string;
  completedDate: string | null;
  status: string;
  /** By the compliance rule; null for a task not yet due soon. */
  state: TaskComplianceState | null;
  serviceReport: boolean;
  controlSchema: boolean;
  files: SharedFile[];
}

/** A fault found in the link's period, or still open. */
export interface SharedFault {
  id: number;
  number: string;
  kind: 'standard' | 'thermography';
  type: string;
  faultClass: string | null;
  status: string;
  installation: string;
  location: string;
  created: string;
  /** When a completed fault was last changed: its closing. */
  closedAt: string | null;
  files: SharedFile[];
}

export interface SharedPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/public/share/{token}/pin: the key later calls send (`x-share-key`) instead of the PIN. */
export interface SharePinAccepted {
  key: string;
}
