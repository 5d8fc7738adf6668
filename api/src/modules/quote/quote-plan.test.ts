import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { seedDemoData } from '../../seed/demo-data.js';
import { quotesQuery } from './quote.repository.js';

/**
 * The quote lists search the quotes by an index that starts with the customer (everyone but a limited user) or
 * the scope's locations (a limited user), never walk the table. SQLite's plan after ANALYZE with the demo data.
 */
describe('quotes: list query plans [sqlite]', () => {
  let database: TestDatabase;
  let customerId: number;
  let roots: number[];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await seedDemoData(database.db, { dataDir: database.dataDir });
    await sql`analyze`.execute(database.db);
    customerId = (await database.db.selectFrom('customers').select('id').where('xal_id', '=', 'C-10421').executeTakeFirstOrThrow()).id;
    roots = (await database.db.selectFrom('locations').select('id').where('customer_id', '=', customerId).where('parent_id', 'is not', null).limit(2).execute()).map((row) => row.id);
  });
  afterAll(() => database.cleanup());

  async function planOf(query: Compilable<unknown>): Promise<string> {
    const compiled = query.compile();
    const plan = await database.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return plan.rows.map((row) => row.detail).join('\n');
  }

  it('searches by an index for each status, with and without a location scope, and for a fault', async () => {
    for (const status of ['Pending', 'Expired', 'Approved', undefined] as const) {
      for (const scope of [undefined, { customerId, rootIds: roots }]) {
        const details = await planOf(quotesQuery(database.db, { customerId, scope, status, today: '2026-11-27', take: 5 }));
        const what = `status=${status ?? 'all'} scope=${scope ? 'limited' : 'customer'}`;
        expect(details, what).toMatch(/SEARCH quotes USING (COVERING )?INDEX/);
        expect(details, what).not.toMatch(/SCAN quotes\b/);
      }
    }
    const ofFault = await planOf(quotesQuery(database.db, { customerId, scope: undefined, status: 'Pending', issueId: 1, today: '2026-11-27' }));
    expect(ofFault).toMatch(/quote_issues USING (COVERING )?INDEX quote_issues_issue_idx/);
  });
});
