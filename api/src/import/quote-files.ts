import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import type { ProviderImport } from './import-format.js';

/** Where a quote's PDF is stored: made by the server from the row's ids, never from a name in the file. */
export const quotePdfKey = (customerId: number, quoteId: number): string => `quotes/${customerId}/${quoteId}.pdf`;

export interface QuotePdfsResult {
  stored: number;
  /** `pdfFile` names the reader did not find, or whose content is not a PDF. */
  problems: string[];
}

/**
 * After a successful import: stores the PDF of every quote of the file that names one and has none stored yet
 * (a new quote, or a new `pdfFile` name), then records its key. `read` gives a file's bytes by its name (the
 * import command reads the import file's folder; the demo seed renders them), or undefined when it has none.
 * Checked by content: a PDF starts with `%PDF-`.
 */
export async function storeQuotePdfs(
  db: Kysely<Database>,
  store: FileStore,
  document: ProviderImport,
  read: (fileName: string) => Promise<Buffer | undefined>,
): Promise<QuotePdfsResult> {
  const result: QuotePdfsResult = { stored: 0, problems: [] };
  for (const customer of document.customers ?? []) {
    const named = (customer.quotes ?? []).filter((quote) => quote.pdfFile);
    if (named.length === 0) continue;
    const rows = await db
      .selectFrom('quotes')
      .innerJoin('customers', 'customers.id', 'quotes.customer_id')
      .select(['quotes.id', 'quotes.customer_id', 'quotes.number', 'quotes.pdf_name', 'quotes.pdf_key'])
      .where('customers.xal_id', '=', customer.xalId)
      .where('quotes.number', 'in', named.map((quote) => quote.number))
      .execute();
    for (const row of rows) {
      if (row.pdf_key !== null || row.pdf_name === null) continue;
      const bytes = await read(row.pdf_name);
      if (!bytes || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
        result.problems.push(`${customer.xalId} quote ${row.number}: ${row.pdf_name} ${bytes ? 'is not a PDF' : 'was not found'}`);
        continue;
      }
      const key = quotePdfKey(row.customer_id, row.id);
      await store.put(key, bytes);
      await db.updateTable('quotes').set({ pdf_key: key }).where('id', '=', row.id).execute();
      result.stored += 1;
    }
  }
  return result;
}
