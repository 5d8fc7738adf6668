import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../import.repository.js';
import type { ImportCustomer, ImportQuote } from '../import-format.js';
import { changesOf, iso, isoOrNull } from './diff.js';
import type { WriterContext } from './writer-context.js';

/** Minor units (øre, cent) of an amount with at most two decimals (checked by the validation). */
export const minorUnits = (amount: number): number => Math.round(amount * 100);

function decisionColumns(quote: ImportQuote) {
  const decision = quote.decision ?? null;
  return {
    status: decision?.status ?? ('Pending' as const),
    decided_at: isoOrNull(decision?.decidedAt),
    decided_name: decision?.name ?? null,
    po_number: decision?.poNumber ?? null,
    decline_reason: decision?.reason ?? null,
  };
}

/**
 * Quotes after the issues (they refer to them by number). A quote the customer has decided is final and kept as
 * it is: the provider's file cannot undo or change a decision. A new PDF name clears the stored PDF's key, so
 * the import command stores the new file.
 */
export async function writeQuotes(ctx: WriterContext, customer: ImportCustomer, customerId: number, path: string, importedAt: string): Promise<void> {
  const quotes = customer.quotes ?? [];
  if (quotes.length === 0) return;
  ctx.cursor.path = `${path}/quotes`;
  const wantedIssues = [...new Set(quotes.flatMap((quote) => quote.issueNumbers))];
  const issues = new Map(
    (await ctx.db.selectFrom('issues').select(['id', 'number', 'location_id']).where('customer_id', '=', customerId).where('number', 'in', wantedIssues).execute()).map((row) => [row.number, row]),
  );
  const stored = new Map(
    (await ctx.db.selectFrom('quotes').selectAll().where('customer_id', '=', customerId).where('number', 'in', quotes.map((quote) => quote.number)).execute()).map((row) => [row.number, row]),
  );
  const links: Insertable<Database['quote_issues']>[] = [];
  for (const [index, quote] of quotes.entries()) {
    ctx.cursor.path = `${path}/quotes/${index}`;
    const faults = quote.issueNumbers.map((number) => {
      const issue = issues.get(number);
      if (!issue) throw new Error(`issue ${number} is not stored`);
      return issue;
    });
    const locations = new Set(faults.map((fault) => fault.location_id));
    const [locationId] = locations;
    if (locations.size !== 1 || locationId === undefined) throw new Error(`quote ${quote.number}: its faults are at several locations; a quote covers faults at one location`);
    const have = stored.get(quote.number);
    if (have && have.status !== 'Pending') continue;
    const want = {
      location_id: locationId,
      title: quote.title,
      amount_minor: minorUnits(quote.amount),
      currency: quote.currency,
      valid_until: quote.validUntil,
      pdf_name: quote.pdfFile ?? null,
      ...decisionColumns(quote),
    };
    let quoteId: number;
    if (have) {
      quoteId = have.id;
      const changes = changesOf(want, { ...have, amount_minor: Number(have.amount_minor) });
      if (changes && 'pdf_name' in changes) changes.pdf_key = null;
      await ctx.update('quotes', have.id, changes);
    } else {
      const row = await ctx.db
        .insertInto('quotes')
        .values({ customer_id: customerId, number: quote.number, created: quote.created ? iso(quote.created) : importedAt, ...want })
        .returning('id')
        .executeTakeFirstOrThrow();
      quoteId = row.id;
      ctx.tally.inserted.quotes += 1;
    }
    const linked = new Set(
      have ? (await ctx.db.selectFrom('quote_issues').select('issue_id').where('quote_id', '=', quoteId).execute()).map((row) => row.issue_id) : [],
    );
    const wantIds = new Set(faults.map((fault) => fault.id));
    const removed = [...linked].filter((id) => !wantIds.has(id));
    if (removed.length > 0) {
      await ctx.db.deleteFrom('quote_issues').where('quote_id', '=', quoteId).where('issue_id', 'in', removed).execute();
      ctx.tally.deleted.quote_issues += removed.length;
    }
    for (const id of wantIds) if (!linked.has(id)) links.push({ quote_id: quoteId, issue_id: id });
  }
  ctx.cursor.path = `${path}/quotes`;
  await insertRows(ctx.db, 'quote_issues', links);
  ctx.tally.inserted.quote_issues += links.length;
}
