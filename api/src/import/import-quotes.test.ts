import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createFileStore } from '../storage/file-store.js';
import { describeEachDatabase } from '../test/test-app.js';
import { importProviderData } from './import.service.js';
import type { ImportQuote, ProviderImport } from './import-format.js';
import { storeQuotePdfs } from './quote-files.js';

const XAL = 'C-QUOTES';

/** Two sites with a fault each, and the quotes of the test. */
function document(quotes: ImportQuote[]): ProviderImport {
  const at = '2026-01-10T09:00:00Z';
  const issue = (number: string, installationCode: string) => ({
    number, installationCode, status: 'Error' as const, created: at, updated: at, updatedBy: 'Jens', responsible: 'Jens', type: 'Fejl',
  });
  return {
    customers: [
      {
        xalId: XAL,
        name: 'Tilbud A/S',
        locations: [
          { code: 'Q-1', name: 'Site 1' },
          { code: 'Q-2', name: 'Site 2' },
        ],
        installations: [
          { code: 'ABA/Q1', name: 'ABA 1', type: 'ABA', locationCode: 'Q-1' },
          { code: 'ABA/Q2', name: 'ABA 2', type: 'ABA', locationCode: 'Q-2' },
        ],
        issues: [issue('QF-1', 'ABA/Q1'), issue('QF-2', 'ABA/Q1'), issue('QF-3', 'ABA/Q2')],
        quotes,
      },
    ],
  };
}

const quote = (values: Partial<ImportQuote> = {}): ImportQuote => ({
  number: 'QT-1', issueNumbers: ['QF-1', 'QF-2'], title: 'Nye detektorer', amount: 12450.5, currency: 'DKK', validUntil: '2026-02-28', pdfFile: 'QT-1.pdf', ...values,
});

const stored = (db: Kysely<Database>) => db.selectFrom('quotes').selectAll().where('number', 'like', 'QT-%').orderBy('number').execute();

describeEachDatabase(
  'provider import: quotes',
  (context) => {
    it('rejects unknown faults, a third decimal and a day that does not exist, with their paths', async () => {
      const result = await importProviderData(context().db, document([quote({ issueNumbers: ['QF-1', 'NOPE'], amount: 1.005, validUntil: '2026-02-30' })]));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors.map((error) => error.path)).toEqual(['/customers/0/quotes/0/amount', '/customers/0/quotes/0/issueNumbers/1', '/customers/0/quotes/0/validUntil']);
      expect(result.errors[1]?.message).toContain('unknown issue "NOPE"');
      expect(await stored(context().db)).toEqual([]);
    });

    it('rejects a quote whose faults are at two locations, and imports nothing', async () => {
      const result = await importProviderData(context().db, document([quote({ issueNumbers: ['QF-1', 'QF-3'] })]));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]).toMatchObject({ path: '/customers/0/quotes/0', message: expect.stringContaining('several locations') as string });
      expect(await context().db.selectFrom('customers').select('id').where('xal_id', '=', XAL).execute()).toEqual([]);
    });

    it('imports a quote in minor units, links its faults, and a second import changes nothing', async () => {
      const first = await importProviderData(context().db, document([quote()]));
      expect(first.ok && first.summary.inserted.quotes).toBe(1);
      expect(first.ok && first.summary.inserted.quote_issues).toBe(2);
      const [row] = await stored(context().db);
      expect(row).toMatchObject({ number: 'QT-1', status: 'Pending', currency: 'DKK', valid_until: '2026-02-28', pdf_name: 'QT-1.pdf', pdf_key: null });
      expect(Number(row?.amount_minor)).toBe(1245050);
      const again = await importProviderData(context().db, document([quote()]));
      expect(again.ok && Object.values(again.summary.changed).every((count) => count === 0)).toBe(true);
    });

    it('stores the PDF by content under a key the server makes, and reports a file that is not a PDF', async () => {
      const { db, database } = context();
      const files = createFileStore(database.dataDir);
      const doc = document([quote(), quote({ number: 'QT-2', issueNumbers: ['QF-3'], pdfFile: 'QT-2.pdf' })]);
      expect((await importProviderData(db, doc)).ok).toBe(true);
      const result = await storeQuotePdfs(db, files, doc, async (name) => Promise.resolve(name === 'QT-1.pdf' ? Buffer.from('%PDF-1.4\n%%EOF\n') : Buffer.from('<html>')));
      expect(result.stored).toBe(1);
      expect(result.problems).toEqual([`${XAL} quote QT-2: QT-2.pdf is not a PDF`]);
      const [first, second] = await stored(db);
      expect(first?.pdf_key).toBe(`quotes/${first?.customer_id}/${first?.id}.pdf`);
      expect(await files.size(first?.pdf_key ?? '')).toBe(15);
      expect(second?.pdf_key).toBeNull();
      // A new file name: the stored PDF is replaced at the next store.
      expect((await importProviderData(db, document([quote({ pdfFile: 'QT-1-v2.pdf' })]))).ok).toBe(true);
      expect((await stored(db))[0]?.pdf_key).toBeNull();
      files.close();
    });

    it('keeps a decision: a later file changes nothing of a decided quote', async () => {
      const { db } = context();
      await db.updateTable('quotes').set({ status: 'Approved', decided_name: 'Kunde', decided_at: '2026-01-12T10:00:00.000Z' }).where('number', '=', 'QT-1').execute();
      const result = await importProviderData(db, document([quote({ title: 'Ændret', amount: 1, decision: null })]));
      expect(result.ok && result.summary.changed.quotes).toBe(0);
      expect((await stored(db))[0]).toMatchObject({ status: 'Approved', title: 'Nye detektorer', decided_name: 'Kunde' });
    });
  },
  { seed: false },
);
