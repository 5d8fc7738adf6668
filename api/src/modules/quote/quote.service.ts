import type { Quote, QuoteListStatus, QuoteRights } from '@portal/shared/contract';
import { quoteMessageKeys, quoteReasonMinLength } from '@portal/shared/rules';
import { DETAILS_LINK_SECONDS } from '../../auth/download-token.js';
import type { RequestContext } from '../../context/service-context.js';
import { ConflictError, ExpiredError, ForbiddenError, InvalidInputError, NotFoundError } from '../../errors/domain-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireIssue } from '../issue/issue-scope.js';
import { actorLocationScope, requireAllowedLocation } from '../location/location-scope.js';
import { enqueueProviderEvent } from '../provider-events/provider-events.service.js';
import {
  addDecisionToHistory,
  countQuotes,
  findDecisionRight,
  findQuote,
  findQuoteIssues,
  findQuotes,
  recordDecision,
  type QuoteFilter,
  type QuoteRow,
} from './quote.repository.js';

/** The history phrases of a decision (the system vocabulary translates them on the screens). */
const DECISION_PHRASES = { Approved: 'Tilbud godkendt af kunden', Declined: 'Tilbud afvist af kunden' } as const;

/** The customers' day (YYYY-MM-DD in TIME_ZONE): a quote is valid through its last day there. */
export function customersDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function statusOf(row: QuoteRow, today: string): QuoteListStatus {
  return row.status === 'Pending' && row.valid_until < today ? 'Expired' : row.status;
}

async function toQuotes(ctx: RequestContext, rows: readonly QuoteRow[]): Promise<Quote[]> {
  const today = customersDay(ctx.now(), ctx.config.timeZone);
  const issues = await findQuoteIssues(ctx.db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    title: row.title,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    validUntil: row.valid_until,
    status: statusOf(row, today),
    locationCode: row.location_code,
    locationName: row.location_name,
    issues: issues.filter((issue) => issue.quote_id === row.id).map((issue) => ({ id: issue.id, number: issue.number })),
    hasPdf: row.pdf_key !== null,
    decision:
      row.status === 'Pending'
        ? null
        : { decidedAt: iso(row.decided_at) ?? '', name: row.decided_name ?? '', poNumber: row.po_number, reason: row.decline_reason },
  }));
}

/** A quote of the actor's customer at a location the actor may see; anything else is a 404. */
async function requireQuote(ctx: RequestContext, quoteId: number): Promise<QuoteRow> {
  const quote = await findQuote(ctx.db, ctx.actor.customerId, quoteId);
  if (!quote) throw new NotFoundError('The quote does not exist');
  await requireAllowedLocation(ctx, quote.location_id);
  return quote;
}

export async function quoteRights(ctx: RequestContext): Promise<QuoteRights> {
  return { mayDecide: await findDecisionRight(ctx.db, ctx.actor.employeeId, ctx.actor.customerId) };
}

/** The customer's quotes the actor may see, by status, of one fault (`issueId`) or all; `take` bounds a widget's rows. */
export async function listQuotes(
  ctx: RequestContext,
  input: { status?: QuoteListStatus | undefined; issueId?: number | undefined; take?: number | undefined },
): Promise<{ rows: Quote[]; total?: number }> {
  if (input.issueId !== undefined) await requireIssue(ctx, { issueId: input.issueId });
  const filter: QuoteFilter = {
    customerId: ctx.actor.customerId,
    scope: await actorLocationScope(ctx),
    status: input.status,
    issueId: input.issueId,
    today: customersDay(ctx.now(), ctx.config.timeZone),
    take: input.take,
  };
  const rows = await toQuotes(ctx, await findQuotes(ctx.db, filter));
  if (input.take === undefined) return { rows };
  return { rows, total: rows.length < input.take ? rows.length : await countQuotes(ctx.db, filter) };
}

export async function quoteDetails(ctx: RequestContext, quoteId: number): Promise<Quote> {
  const [quote] = await toQuotes(ctx, [await requireQuote(ctx, quoteId)]);
  if (!quote) throw new NotFoundError('The quote does not exist');
  return quote;
}

/** A signed link to the quote's PDF (opens in a new tab without a Bearer header). */
export async function quotePdfLink(ctx: RequestContext, quoteId: number): Promise<{ url: string }> {
  const quote = await requireQuote(ctx, quoteId);
  if (quote.pdf_key === null) throw new NotFoundError('The quote has no PDF yet');
  const fileName = quote.pdf_name ?? `${quote.number}.pdf`;
  return { url: await ctx.links.url({ key: quote.pdf_key, fileName, contentType: 'application/pdf' }, DETAILS_LINK_SECONDS) };
}

export type QuoteDecisionInput =
  | { quoteId: number; decision: 'Approved'; name: string; poNumber?: string | undefined }
  | { quoteId: number; decision: 'Declined'; name: string; reason: string };

/**
 * Approves or declines a pending quote: final (a second decision is a 409), only while valid (410 after its
 * last day), only by an Admin or a member given the right (403). One transaction holds the decision, a
 * history entry on each of its faults, the audit entry and the provider's event.
 */
export async function decideQuote(ctx: RequestContext, input: QuoteDecisionInput): Promise<Quote> {
  const quote = await requireQuote(ctx, input.quoteId);
  if (!(await findDecisionRight(ctx.db, ctx.actor.employeeId, ctx.actor.customerId))) {
    throw new ForbiddenError('You may not decide quotes: an administrator can give you the right on the users page').withKey(quoteMessageKeys.noRight);
  }
  if (quote.status !== 'Pending') throw new ConflictError('The quote has already been decided').withKey(quoteMessageKeys.decided);
  if (quote.valid_until < customersDay(ctx.now(), ctx.config.timeZone)) {
    throw new ExpiredError(`The quote expired after ${quote.valid_until}; ask the provider for a new one`).withKey(quoteMessageKeys.expired);
  }
  const name = input.name.trim();
  if (name === '') throw new InvalidInputError('Enter the name you sign the decision with').withKey(quoteMessageKeys.nameRequired);
  const poNumber = input.decision === 'Approved' ? (input.poNumber ?? '').trim() : '';
  const reason = input.decision === 'Declined' ? input.reason.trim() : '';
  if (input.decision === 'Declined' && reason.length < quoteReasonMinLength) {
    throw new InvalidInputError(`The reason must be at least ${quoteReasonMinLength} characters`).withKey(quoteMessageKeys.reasonTooShort);
  }

  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const decided = await recordDecision(trx, {
      quoteId: quote.id,
      status: input.decision,
      decidedAt: now,
      employeeId: ctx.actor.employeeId,
      name,
      poNumber: poNumber === '' ? null : poNumber,
      reason: reason === '' ? null : reason,
    });
    // Another request decided it between the read and this write.
    if (!decided) throw new ConflictError('The quote has already been decided').withKey(quoteMessageKeys.decided);
    await addDecisionToHistory(trx, {
      quoteId: quote.id,
      date: now,
      person: name,
      phrase: DECISION_PHRASES[input.decision],
      comment: input.decision === 'Approved' ? [quote.number, poNumber].filter(Boolean).join(', ') : `${quote.number}: ${reason}`,
    });
    await recordAudit(trx, ctx, {
      action: 'quote.decision',
      subject: quote.number,
      locationId: quote.location_id,
      details: input.decision === 'Approved' ? `Approved${poNumber ? ` (${poNumber})` : ''}` : `Declined: ${reason}`,
    });
    await enqueueProviderEvent(trx, ctx, {
      type: 'quote.decided',
      quoteId: quote.id,
      data: {
        decision: input.decision,
        name,
        poNumber: poNumber === '' ? null : poNumber,
        reason: reason === '' ? null : reason,
        amountMinor: Number(quote.amount_minor),
        currency: quote.currency,
      },
    });
  });
  ctx.changes.changed(ctx.actor.customerId);
  return quoteDetails(ctx, quote.id);
}
