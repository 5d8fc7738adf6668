/**
 * The payload of a provider event: the webhook's JSON body and the facts of the service-desk mail. Its JSON
 * Schema is `docs/provider-events.schema.json` (the one statement of the format; provider-events.test.ts
 * checks every type this module builds against it).
 */
export const providerEventTypes = ['issue.reported', 'issue.statusChanged', 'task.statusChanged', 'quote.decided', 'issue.fixedByCustomer'] as const;
export type ProviderEventType = (typeof providerEventTypes)[number];

export interface EventPlace {
  id: number;
  code: string;
  name: string;
}

export interface EventNumbered {
  id: number;
  number: string;
}

export interface EventActor {
  employeeId: number;
  name: string;
  impersonator?: string;
}

export interface StatusChangeData {
  from: string;
  to: string;
  comment: string | null;
}

export interface ReportData {
  urgency: 'normal' | 'critical';
  description: string;
  phone?: string | null;
  reporter: { kind: 'employee' | 'guest'; name: string; email?: string | null; phone?: string | null };
  attachments?: number;
}

export interface QuoteDecisionData {
  decision: 'Approved' | 'Declined';
  name: string;
  poNumber: string | null;
  reason: string | null;
  amountMinor: number;
  currency: string;
  issueNumbers: string[];
}

export interface FixData {
  comment: string;
  evidence: number;
}

interface PayloadBase {
  id: string;
  occurredAt: string;
  customer: { id: number; xalId: string; name: string };
  location: EventPlace;
  installation: EventPlace | null;
  actor: EventActor | null;
}

export type ProviderEventPayload = PayloadBase &
  (
    | { type: 'issue.reported'; issue: EventNumbered; data: ReportData }
    | { type: 'issue.statusChanged'; issue: EventNumbered; data: StatusChangeData }
    | { type: 'task.statusChanged'; task: EventNumbered; data: StatusChangeData }
    | { type: 'quote.decided'; quote: EventNumbered; data: QuoteDecisionData }
    | { type: 'issue.fixedByCustomer'; issue: EventNumbered; data: FixData }
  );
