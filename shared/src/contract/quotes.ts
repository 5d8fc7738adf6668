import type { QuoteListStatus } from './quotes.rules.js';

/** A remediation quote as the quote calls answer it (`/api/quote/{customerId}/...`). */
export interface Quote {
  id: number;
  number: string;
  title: string;
  /** In minor units (øre, cent) of `currency`, so no float rounding ever changes a price. */
  amountMinor: number;
  /** ISO 4217, e.g. DKK. */
  currency: string;
  /** The last day it may be accepted (YYYY-MM-DD, the customers' time zone). */
  validUntil: string;
  /** Pending, Approved or Declined as stored; Expired for a Pending quote past `validUntil`. */
  status: QuoteListStatus;
  locationCode: string;
  locationName: string;
  /** The faults it remedies. */
  issues: { id: number; number: string }[];
  hasPdf: boolean;
  decision: QuoteDecision | null;
}

export interface QuoteDecision {
  decidedAt: string;
  name: string;
  poNumber: string | null;
  reason: string | null;
}

export interface QuoteApproveRequest {
  name: string;
  poNumber?: string;
}

export interface QuoteDeclineRequest {
  name: string;
  reason: string;
}

/** What the signed-in person may do with the customer's quotes. */
export interface QuoteRights {
  mayDecide: boolean;
}
