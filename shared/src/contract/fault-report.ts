/**
 * Reporting a fault (the portal's form and a unit's QR label), the label sheets and the customer's settings for
 * them. Rules in fault-report.rules.js.
 */
import type { FaultReportUrgency } from './fault-report.rules.js';

export type { FaultReportUrgency };

/**
 * POST /api/issue/{customerId}/report (multipart: installationReferenceCode, description, urgency, phone, files)
 * and POST /api/public/report/{token}: 201.
 */
export interface FaultReportResponse {
  issueId: number;
  number: string;
  status: 'Reported';
}

/** GET /api/issue/{customerId}/report-target/{token}: the unit a label names, for the signed-in form. */
export interface FaultReportTarget {
  installationReferenceCode: string;
  installation: string;
  locationCode: string;
  locationName: string;
}

/**
 * GET /api/public/report/{token}: what the public page may show. The same answer `{ guestReports: false }` for a
 * forged, rotated or unknown token as for a customer without guest reports, so the page never tells them apart.
 */
export type PublicReportTarget = { guestReports: false } | { guestReports: true; installation: string; locationName: string };

/** GET and PUT /api/administration/{customerId}/settings (PUT Admin only). */
export interface CustomerSettings {
  /** Whether someone not signed in may report a fault through a QR label. Off by default. */
  guestReports: boolean;
}

/** POST /api/administration/{customerId}/qr-labels/rotate (Admin only): every earlier label stops working. */
export interface QrLabelRotation {
  /** The labels' generation now; a label of an earlier one is refused like a forged one. */
  generation: number;
}
