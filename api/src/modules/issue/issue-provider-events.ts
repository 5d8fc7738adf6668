import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What the provider must hear of the faults the customer reports and mends (ADR 0054): the events'
 * payloads, made inside the write's transaction. `handOverToProvider` is the one place they leave this module;
 * the provider-events module (e-mail to the service desk, signed webhooks on the job queue) queues them there, in
 * the same transaction, so an event exists exactly when its write was committed.
 */

export type FaultEventType = 'fault.reported' | 'fault.customer-fixed';

export interface FaultEvent {
  type: FaultEventType;
  /** When it happened (ISO 8601). */
  occurredAt: string;
  customerId: number;
  locationCode: string;
  installationReferenceCode: string;
  issueId: number;
  number: string;
  /** Who did it: the signed-in user's name, or the guest's. */
  person: string;
  /** A report's urgency and description; a fix's comment. */
  urgency?: string;
  description?: string;
  /** How the report came: the portal's form or a unit's QR label (then perhaps by a guest). */
  channel?: 'portal' | 'label' | 'guest';
  /** The number of files attached (a report's photos and documents; a fix's evidence). */
  files: number;
}

export interface FaultEventSubject {
  customerId: number;
  locationCode: string;
  installationReferenceCode: string;
  issueId: number;
  number: string;
  person: string;
  now: string;
  files: number;
}

/** A new report (the portal's form, a signed-in scan of a label, or a guest's report by a label). */
export function faultReportedEvent(subject: FaultEventSubject, report: { urgency: string; description: string; channel: 'portal' | 'label' | 'guest' }): FaultEvent {
  const { now, ...ids } = subject;
  return { type: 'fault.reported', occurredAt: now, ...ids, ...report };
}

/** The customer completed the fault with evidence of its own fix; the provider is to confirm it (verifiedAt) or reopen it. */
export function customerFixEvent(subject: FaultEventSubject, comment: string): FaultEvent {
  const { now, ...ids } = subject;
  return { type: 'fault.customer-fixed', occurredAt: now, ...ids, description: comment };
}

/**
 * Hands an event to the provider inside the write's transaction `trx`. Nothing is sent from this branch: the
 * provider-events module is wired in here (queue the e-mail and the webhook jobs with `trx`).
 */
export function handOverToProvider(trx: Kysely<Database>, event: FaultEvent): Promise<void> {
  void trx;
  void event;
  return Promise.resolve();
}
